import type { AppRouter } from '@bolo/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useMemo } from 'react';
import { trpc } from '../../trpc';
import { useCan } from '../auth/guard';
import { holdsByDay } from './by-day';

type HoldsOutputs = inferRouterOutputs<AppRouter>['holds'];
export type CalendarHold = HoldsOutputs['list'][number];
export type HoldConflict = HoldsOutputs['conflicts'][number];

/**
 * The active holds and the conflicts of the days a calendar shows; for a role without `Holds`
 * nothing is asked of the server and every day has none.
 */
export function useCalendarHolds(range: { from: string; to: string }) {
  const enabled = useCan('Holds');
  const input = { dateFrom: range.from, dateTo: range.to };
  const options = { enabled, placeholderData: keepPreviousData, meta: { errorDisplay: 'inline' as const } };
  const holds = useQuery({ ...trpc.holds.list.queryOptions(input), ...options });
  const conflicts = useQuery({ ...trpc.holds.conflicts.queryOptions(input), ...options });

  const byDay = useMemo(
    () => holdsByDay(holds.data ?? [], range.from, range.to),
    [holds.data, range.from, range.to],
  );
  const conflictsByDay = useMemo(() => {
    const days = new Map<string, HoldConflict[]>();
    for (const conflict of conflicts.data ?? [])
      days.set(conflict.date, [...(days.get(conflict.date) ?? []), conflict]);
    return days;
  }, [conflicts.data]);

  return {
    enabled,
    holds: holds.data ?? [],
    error: holds.error ?? conflicts.error,
    refetch: () => Promise.all([holds.refetch(), conflicts.refetch()]),
    holdsOn: (day: string): CalendarHold[] => byDay.get(day) ?? [],
    conflictsOn: (day: string): HoldConflict[] => conflictsByDay.get(day) ?? [],
  };
}
