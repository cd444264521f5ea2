import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/** The hosts that draw what `modals.open…` and `notifications.show` ask for (overlay-hosts.tsx loads them). */
export function Overlays({ onListening }: { onListening: () => void }) {
  // runs after the hosts' own effects, which subscribe them
  useEffect(onListening, [onListening]);
  return (
    <>
      <ModalsProvider />
      {/* spec §9: toasts last 5000 ms, at top-center */}
      <Notifications position="top-center" autoClose={5000} />
    </>
  );
}
