import { certificateTypes, MAX_FILE_BYTES } from '@bolo/api/storage/public';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { formatFileSize } from '../../lib/format';
import { uploadForm } from '../../lib/rest';

/** The types a document upload offers (a certificate, a stage plot, an input list): the server checks the bytes anyway. */
export const DOCUMENT_TYPES: readonly string[] = Object.values(certificateTypes);

/**
 * A document (PDF, PNG or JPEG) sent through a REST form, one at a time: checked here first, so a
 * refusal names the file and the rule it broke (a wrong kind, a size over the limit), then posted
 * with its progress. `sending` is the key of what is on its way, `problem` why the last one was not
 * taken.
 */
export function useDocumentUpload(messages: { failed: string; network: string }) {
  const t = useT();
  const locale = useLocale();
  const [sending, setSending] = useState<{ key: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** Posts `file` as the form's `field` to `path`; answers what the server sent back, or null when it was not sent. */
  async function send<T>(key: string, path: string, field: string, file: File | null): Promise<T | null> {
    if (!file) return null;
    setProblem(null);
    if (!DOCUMENT_TYPES.includes(file.type)) {
      setProblem(t('counterparty.public.wrongType', { file: file.name }));
      return null;
    }
    if (file.size > MAX_FILE_BYTES) {
      setProblem(
        t('counterparty.public.tooLarge', {
          file: file.name,
          size: formatFileSize(file.size, locale),
          max: formatFileSize(MAX_FILE_BYTES, locale),
        }),
      );
      return null;
    }
    const form = new FormData();
    form.append(field, file);
    setSending({ key, percent: 0 });
    try {
      return await uploadForm<T>(path, form, (percent) => setSending({ key, percent }), messages);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : messages.failed);
      return null;
    } finally {
      setSending(null);
    }
  }

  return { send, sending, problem, clearProblem: () => setProblem(null) };
}
