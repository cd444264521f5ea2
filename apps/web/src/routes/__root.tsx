import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentLanguage } from '../features/layout/DocumentLanguage';
import { GlobalIndicators } from '../features/layout/GlobalIndicators';
import { NotFoundPage } from '../features/layout/NotFoundPage';
import type { Trpc } from '../trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <DocumentLanguage />
      <GlobalIndicators />
      <Outlet />
    </>
  ),
  notFoundComponent: NotFoundPage,
});
