import { useMutation } from '@tanstack/react-query';
import { errorCodeOf } from '../../../lib/api-errors';
import { queryClient, trpc } from '../../../trpc';
import type { Advance } from './advance';

/**
 * A change to the advance: what the server answers is the advance as saved, shown at once; a
 * version read before someone else's change reads the advance again (the error says why).
 */
export function useAdvanceChange(eventId: number) {
  const queryKey = trpc.advance.get.queryKey({ eventId });
  return useMutation({
    mutationFn: (change: () => Promise<Advance>) => change(),
    onSuccess: (next) => queryClient.setQueryData(queryKey, next),
    onError: (error) => {
      if (errorCodeOf(error) === 'version_conflict') void queryClient.invalidateQueries({ queryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.events.audit.pathKey() }),
  });
}
