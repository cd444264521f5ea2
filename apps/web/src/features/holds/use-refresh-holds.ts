import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../trpc';

/** After a hold changes: its queue, the conflicts, and the events (a confirmed hold is one). */
export function useRefreshHolds() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.holds.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.events.calendar.events.pathKey() }),
    ]);
}
