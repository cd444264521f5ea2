import type { AppRouter, Me } from '@bolo/api';
import { MutationCache, QueryCache, QueryClient, useQuery } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  type Operation,
  splitLink,
  type TRPCClient,
} from '@trpc/client';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { isClientError } from './lib/api-errors';
import { restHeaders } from './lib/rest';

/** How an API error on a write reaches the person: the error modal (default), inline in a form, or not at all. */
export type ErrorDisplay = 'modal' | 'inline' | 'silent';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorDisplay?: ErrorDisplay };
    queryMeta: { errorDisplay?: ErrorDisplay };
  }
}

/** Spec §9: requests are retried twice; a 4xx never is. */
const MAX_RETRIES = 2;

interface ApiErrorHandlers {
  onQueryError: (error: unknown, meta: { errorDisplay?: ErrorDisplay } | undefined) => void;
  onMutationError: (error: unknown, meta: { errorDisplay?: ErrorDisplay } | undefined) => void;
}

/** Filled at start by main.tsx (the handlers need the router, which needs this module). */
const handlers: ApiErrorHandlers = { onQueryError: () => {}, onMutationError: () => {} };
export const setApiErrorHandlers = (next: ApiErrorHandlers) => Object.assign(handlers, next);

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handlers.onQueryError(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => handlers.onMutationError(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failureCount, error) => failureCount < MAX_RETRIES && !isClientError(error),
    },
    // writes are not idempotent: a failed write is shown, never sent again behind the person's back
    mutations: { retry: false },
  },
});

const linkOptions = {
  url: '/trpc',
  transformer: superjson,
  headers: restHeaders,
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    fetch(input, { ...init, credentials: 'same-origin' }),
};

/**
 * A query's input is sent in its URL, which the server takes up to 16 KB with the headers; a longer
 * one (a template's live check or preview) goes as a POST body instead.
 */
const MAX_URL_INPUT = 4_000;
const isLongQuery = (op: Operation) =>
  op.type === 'query' && (JSON.stringify(op.input ?? null)?.length ?? 0) > MAX_URL_INPUT;

// annotated: the router's inferred type is too long for the compiler to write out
export const trpcClient: TRPCClient<AppRouter> = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: isLongQuery,
      true: httpLink({ ...linkOptions, methodOverride: 'POST' }),
      // the server routes a batch path of up to 2 000 characters: 20 names stay well within it
      false: httpBatchLink({ ...linkOptions, maxItems: 20 }),
    }),
  ],
});

export const trpc: TRPCOptionsProxy<AppRouter> = createTRPCOptionsProxy<AppRouter>({
  client: trpcClient,
  queryClient,
});

export type Trpc = typeof trpc;

const meQueryOptions = () => trpc.auth.me.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY });

/** Who is signed in (or null): read by every gate; kept until sign-in, sign-out or an `unauthorized` answer. */
export const fetchMe = (): Promise<Me | null> => queryClient.ensureQueryData(meQueryOptions());

export const setMe = (me: Me | null): void => {
  queryClient.setQueryData(meQueryOptions().queryKey, me);
};

/** Forget who is signed in: the next gate asks the server again. */
export const forgetMe = (): void => {
  queryClient.removeQueries({ queryKey: meQueryOptions().queryKey });
};

export const useMe = (): Me | null | undefined => useQuery(meQueryOptions()).data;

/** Ask the server again who is signed in (after a change to the profile, the role or two-factor). */
export const refreshMe = async (): Promise<void> => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: trpc.user.profile.queryKey() }),
  ]);
};
