import { Group, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type Locale, useLocale, useT } from '../../i18n';
import classes from './Holds.module.css';
import { levelLabel } from './level-label';
import type { CalendarHold, HoldConflict } from './use-calendar-holds';

/** A hold in a day of the calendar: its level, artist and hall, dashed apart from the events; opens its details. */
export function HoldChip({
  hold,
  wide,
  onOpen,
}: {
  hold: CalendarHold;
  wide: boolean;
  onOpen: (id: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const level = levelLabel(hold.level, locale);
  return (
    <UnstyledButton
      className={classes.chip}
      data-wide={wide || undefined}
      onClick={() => onOpen(hold.id)}
      aria-label={t('holds.chipLabel', { level, artist: hold.artistName, hall: hold.hallName })}
      title={[level, hold.artistName, hold.hallName].join(' · ')}
    >
      <span className={classes.level}>{level}</span>
      {hold.artistName}
      {wide ? <br /> : ' · '}
      <span style={{ color: 'var(--mantine-color-dimmed)' }}>{hold.hallName}</span>
    </UnstyledButton>
  );
}

/** Names the conflicts of a day can mention: the events and holds the calendar already holds. */
export interface ConflictNames {
  eventName: (id: number) => string | undefined;
  hallOfEvent: (id: number) => string | undefined;
  holds: readonly CalendarHold[];
}

/** One conflict as a sentence: the hall, and the events and holds that share it that day. */
function conflictText(
  conflict: HoldConflict,
  names: ConflictNames,
  t: ReturnType<typeof useT>,
  locale: Locale,
): string {
  const holds = names.holds.filter((hold) => conflict.holdIds.includes(hold.id));
  const hall =
    holds[0]?.hallName ??
    conflict.eventIds.map(names.hallOfEvent).find(Boolean) ??
    t('holds.conflict.unknownHall', { id: conflict.hallId });
  const events = conflict.eventIds
    .map((id) => {
      const name = names.eventName(id);
      return name ? `«${name}»` : t('holds.conflict.unknownEvent', { id });
    })
    .join(', ');
  if (conflict.kind === 'confirmed_events') return t('holds.conflict.confirmedEvents', { hall, events });
  const levels = holds.map((hold) => `${levelLabel(hold.level, locale)} (${hold.artistName})`).join(', ');
  if (conflict.kind === 'date_booked') return t('holds.conflict.dateBooked', { hall, events, holds: levels });
  return t('holds.conflict.eventHold', { hall, events, holds: levels });
}

/** The warning a day with conflicts shows: an icon whose tooltip (and accessible name) says what clashes. */
export function ConflictMarker({ conflicts, names }: { conflicts: HoldConflict[]; names: ConflictNames }) {
  const t = useT();
  const locale = useLocale();
  const texts = conflicts.map((conflict) => conflictText(conflict, names, t, locale));
  return (
    <Tooltip
      label={texts.map((text) => <div key={text}>{text}</div>)}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <ThemeIcon
        color="orange"
        variant="light"
        size="sm"
        role="img"
        tabIndex={0}
        aria-label={`${t('holds.conflict.dayLabel')}: ${texts.join('; ')}`}
        data-conflict
      >
        <IconAlertTriangle size={14} />
      </ThemeIcon>
    </Tooltip>
  );
}

/** What a hold and a conflict look like, for the calendar's legend. */
export function HoldsLegend() {
  const t = useT();
  return (
    <Group gap="md" wrap="wrap">
      <span className={classes.sample}>{t('holds.legend')}</span>
      <Group gap={4} wrap="nowrap">
        <ThemeIcon color="orange" variant="light" size="sm" aria-hidden>
          <IconAlertTriangle size={14} />
        </ThemeIcon>
        <Text size="xs">{t('holds.conflict.legend')}</Text>
      </Group>
    </Group>
  );
}
