import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { ErrorAlert } from '../forms/ErrorAlert';
import { ConflictMarker, type ConflictNames, HoldChip, HoldsLegend } from './DayHolds';
import { HoldDetailsModal } from './HoldDetailsModal';
import { HoldFormModal } from './HoldFormModal';
import { useCalendarHolds } from './use-calendar-holds';

/** What a day of a calendar view draws of the holds; absent for a role without `Holds`. */
export interface HoldsOfDay {
  /** The day's holds, `wide` in the week and agenda views; null when it has none. */
  holdsOf: (day: string, wide: boolean) => ReactNode;
  /** The day's conflict warning; null when it has none. */
  markerOf: (day: string) => ReactNode;
  /** Clicking a day: a new hold on it. */
  pickDay: (day: string) => void;
}

/**
 * The holds on the calendar (issue 21): the days' holds and conflicts, the "new hold" button,
 * the legend and the two dialogs. Everything is null for a role without `Holds`.
 */
export function useHoldsLayer({
  range,
  anchor,
  names,
}: {
  range: { from: string; to: string };
  /** The day a new hold starts on when it is not picked by clicking one. */
  anchor: string;
  names: Omit<ConflictNames, 'holds'>;
}) {
  const t = useT();
  const holds = useCalendarHolds(range);
  const [newOn, setNewOn] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  if (!holds.enabled) return { day: undefined, button: null, legend: null, alert: null, dialogs: null };

  const day: HoldsOfDay = {
    holdsOf: (date, wide) => {
      const list = holds.holdsOn(date);
      if (list.length === 0) return null;
      return list.map((hold) => <HoldChip key={hold.id} hold={hold} wide={wide} onOpen={setOpenId} />);
    },
    markerOf: (date) => {
      const conflicts = holds.conflictsOn(date);
      if (conflicts.length === 0) return null;
      return <ConflictMarker conflicts={conflicts} names={{ ...names, holds: holds.holds }} />;
    },
    pickDay: setNewOn,
  };

  return {
    day,
    button: (
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={() => setNewOn(anchor)}
        title={t('holds.new.dayHint')}
      >
        {t('holds.new')}
      </Button>
    ),
    legend: <HoldsLegend />,
    alert: holds.error && (
      <ErrorAlert title={t('holds.loadFailed')}>
        <Group justify="space-between">
          {errorMessageOf(holds.error)}
          <Button size="xs" variant="white" color="red" onClick={() => void holds.refetch()}>
            {t('calendar.retry')}
          </Button>
        </Group>
      </ErrorAlert>
    ),
    dialogs: (
      <>
        {newOn !== null && <HoldFormModal day={newOn} onClose={() => setNewOn(null)} />}
        {openId !== null && (
          <HoldDetailsModal holdId={openId} queue={holds.holds} onClose={() => setOpenId(null)} />
        )}
      </>
    ),
  };
}
