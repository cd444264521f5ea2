import { Component, lazy, type ReactNode, Suspense } from 'react';

/*
 * Modals and toasts are asked for imperatively, so their hosts (Mantine's Modal, its focus trap and
 * floating-ui among them) need not come with the first screen: they load once it has rendered, so
 * they never compete with what the page needs to be usable (docs/decisions.md, first load).
 */
let firstScreenShown: () => void = () => {};
const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});
/** Says the first screen has rendered: the hosts' chunk starts loading then (main.tsx). */
export const loadOverlays = () => firstScreenShown();

// mounted from the start, waiting: hosts first mounted later, inside the router's transition, stayed suspended
const Overlays = lazy(() =>
  firstScreen.then(() => import('./Overlays')).then((module) => ({ default: module.Overlays })),
);

let listening: () => void = () => {};
/**
 * Resolves once the hosts listen, or once they failed to load (a modal opened then is lost, but
 * nothing waits for ever). A toast shown earlier waits in its store; a modal opened earlier would
 * be lost, so what may open one before the first screen settles waits for this.
 */
export const overlaysListening = new Promise<void>((resolve) => {
  listening = resolve;
});

/** A hosts chunk that cannot be fetched leaves the page as it is: no hosts, not a blank app. */
class WithoutHostsOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    listening();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function OverlayHosts() {
  return (
    <WithoutHostsOnError>
      <Suspense fallback={null}>
        <Overlays onListening={listening} />
      </Suspense>
    </WithoutHostsOnError>
  );
}
