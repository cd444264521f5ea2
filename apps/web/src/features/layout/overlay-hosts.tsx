import { lazy, Suspense } from 'react';

/*
 * Modals and toasts are asked for imperatively, so their hosts (Mantine's Modal, its scroll area and
 * floating-ui among them) need not come with the first screen: they load beside it, from the start.
 */
const loading = import('./Overlays');
const Overlays = lazy(() => loading.then((module) => ({ default: module.Overlays })));

let listening: () => void = () => {};
/**
 * Resolves once the hosts listen. A toast shown earlier waits in its store; a modal opened earlier
 * would be lost, so what may open one before the first screen settles waits for this.
 */
export const overlaysListening = new Promise<void>((resolve) => {
  listening = resolve;
});

export function OverlayHosts() {
  return (
    <Suspense fallback={null}>
      <Overlays onListening={listening} />
    </Suspense>
  );
}
