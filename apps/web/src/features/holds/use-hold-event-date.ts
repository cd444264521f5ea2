import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../trpc';
import { useCan } from '../auth/guard';
import { useHoldCreated } from './use-hold-created';

/**
 * The event screen's "Hold the date": a hold of a draft's hall and day for its artist, linked to
 * the event. `allowed` is whether the role may (what the server asks); the server checks the event.
 */
export function useHoldEventDate() {
  const created = useHoldCreated();
  const allowed = [useCan('Holds'), useCan('InfoGeneral'), useCan('DatosContraparte')].every(Boolean);
  const hold = useMutation(trpc.holds.createFromEvent.mutationOptions({ onSuccess: created }));
  return { allowed, hold };
}
