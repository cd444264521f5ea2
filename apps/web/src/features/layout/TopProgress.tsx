import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useIsFetching, useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';

/** Spec §9: the progress bar waits 200 ms before it shows, so quick answers do not flicker. */
const PROGRESS_DELAY_MS = 200;

/** Top progress bar (2 px, brand colour, red after a failure), driven by navigation and API calls. */
export function TopProgress() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const busy = navigating || fetching > 0 || mutating > 0;
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    const markFailed = (event: { type: string; action?: { type: string } }) => {
      if (event.type === 'updated' && event.action?.type === 'error') setFailed(true);
    };
    const offQueries = queryClient.getQueryCache().subscribe(markFailed);
    const offMutations = queryClient.getMutationCache().subscribe(markFailed);
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);

  useEffect(() => {
    if (!busy) {
      if (started.current) nprogress.complete();
      started.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      setFailed(false);
      started.current = true;
      nprogress.start();
    }, PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return <NavigationProgress size={2} color={failed ? 'red' : 'brand'} aria-label={t('app.loading')} />;
}
