import type { AppRouter } from '@bolo/api';
import type { inferRouterOutputs } from '@trpc/server';
import { uploadForm } from '../../../lib/rest';

export type Poster = inferRouterOutputs<AppRouter>['posters']['list'][number];

/** One file on its way up: its progress, or why the server refused it. */
export interface PosterUpload {
  key: string;
  name: string;
  percent: number;
  error?: string;
}

/** Sends one file to the legacy multipart path (tRPC carries JSON only); answers it as stored. */
export async function uploadPoster(
  eventId: number,
  file: File,
  onProgress: (percent: number) => void,
  messages: { failed: string; network: string },
): Promise<Poster[]> {
  const form = new FormData();
  form.append('eventId', String(eventId));
  form.append('files', file);
  return uploadForm<Poster[]>('/api/carteles/uploadFiles', form, onProgress, messages);
}

/** Runs `work` on every item, at most `limit` at a time, in their order. */
export async function eachLimited<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
