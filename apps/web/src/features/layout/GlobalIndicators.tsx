import { LoadingOverlay } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { afterFirstScreen } from './overlay-hosts';

/** Full-screen overlay while the app first loads and while a write is running (spec §2, §4). */
function BusyOverlay() {
  const firstLoad = useRouterState({
    select: (state) => state.status === 'pending' && !state.resolvedLocation,
  });
  const writing = useIsMutating() > 0;
  return (
    <LoadingOverlay
      visible={firstLoad || writing}
      pos="fixed"
      zIndex={3000}
      overlayProps={{ blur: 1, backgroundOpacity: 0.25 }}
      loaderProps={{ color: 'brand' }}
    />
  );
}

/**
 * The top progress bar shows the waits after the first screen (the overlay covers the first):
 * its code loads once that screen is in, like the modal and toast hosts (overlay-hosts.tsx).
 */
const TopProgress = lazy(() =>
  afterFirstScreen(() => import('./TopProgress')).then((module) => ({ default: module.TopProgress })),
);

export function GlobalIndicators() {
  return (
    <>
      <Suspense fallback={null}>
        <TopProgress />
      </Suspense>
      <BusyOverlay />
    </>
  );
}

/** What a page shows while its data loads. */
export function PendingPage() {
  return <LoadingOverlay visible pos="fixed" zIndex={3000} loaderProps={{ color: 'brand' }} />;
}
