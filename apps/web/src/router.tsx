import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from './features/layout/ErrorPage';
import { PendingPage } from './features/layout/GlobalIndicators';
import { NotFoundPage } from './features/layout/NotFoundPage';
import { routeTree } from './routeTree.gen';
import { queryClient, trpc } from './trpc';

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: 'intent',
  // the query cache decides freshness: the router always asks it
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  notFoundMode: 'root',
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: ErrorPage,
  defaultPendingComponent: PendingPage,
  defaultPendingMs: 200,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
