import { useEffect, useState } from 'react';

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

/** Starts `load` once the first screen has rendered: for what the first screen does not show. */
export const afterFirstScreen = <T,>(load: () => Promise<T>): Promise<T> => firstScreen.then(load);

let listening: () => void = () => {};
/**
 * Resolves once the hosts listen, or once they failed to load (a modal opened then is lost, but
 * nothing waits for ever). A toast shown earlier waits in its store; a modal opened earlier would
 * be lost, so what may open one before the first screen settles waits for this.
 */
export const overlaysListening = new Promise<void>((resolve) => {
  listening = resolve;
});

type Hosts = typeof import('./Overlays').Overlays;

/**
 * Mounted from the start, empty until the hosts' chunk is in. A state set when the import resolves,
 * not React.lazy: a lazy host that resolved during the router's transition could stay suspended and
 * lose the first modal asked of it. A chunk that cannot be fetched leaves the page as it is.
 */
export function OverlayHosts() {
  const [hosts, setHosts] = useState<{ Overlays: Hosts } | null>(null);
  useEffect(() => {
    let mounted = true;
    firstScreen
      .then(() => import('./Overlays'))
      .then(({ Overlays }) => mounted && setHosts({ Overlays }))
      .catch(() => listening());
    return () => {
      mounted = false;
    };
  }, []);
  return hosts && <hosts.Overlays onListening={listening} />;
}
