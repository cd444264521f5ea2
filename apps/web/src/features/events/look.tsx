import type { AppRouter } from '@bolo/api';
import { type EventStatus, isEventStatus, statusLabels } from '@bolo/api/events/public';
import { Badge, type MantineColor, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { type Locale, useLocale } from '../../i18n';
import { trpc } from '../../trpc';

type Outputs = inferRouterOutputs<AppRouter>['events'];
type EventType = Outputs['find']['eventType'];
export type Phase = Outputs['phases']['list'][number];

/** The five event types of spec §3, each with its colour theme. */
const eventTypeColors = {
  Promotores: 'grape',
  Managers: 'teal',
  Bookers: 'orange',
  Sala: 'blue',
  Productores: 'pink',
} as const satisfies Record<EventType, MantineColor>;

/** An event type's colour; gray for a type the app does not know. */
export const eventTypeColor = (type: string): MantineColor =>
  (eventTypeColors as Record<string, MantineColor>)[type] ?? 'gray';

const eventStatusColors: Record<EventStatus, MantineColor> = {
  Borrador: 'gray',
  Opcion: 'yellow',
  Confirmado: 'green',
  Anunciado: 'blue',
  Aplazado: 'orange',
  Realizado: 'dark',
  Cancelado: 'red',
};

export const statusLabel = (status: string, locale: Locale) =>
  isEventStatus(status) ? statusLabels[status][locale] : status;

/** The phases in order with the labels and colours an administrator gave them (cached for the session). */
export function usePhases() {
  const locale = useLocale();
  const query = useQuery({ ...trpc.events.phases.list.queryOptions(), staleTime: 5 * 60_000 });
  const phases = query.data ?? [];
  const labelOf = (phase: Phase) => (locale === 'en' ? phase.labelEn : phase.labelEs);
  return {
    phases,
    isLoading: query.isLoading,
    labelOf,
    byName: (name: string) => phases.find((phase) => phase.name === name),
  };
}

export function EventTypeBadge({ type }: { type: string }) {
  return (
    <Badge variant="light" color={eventTypeColor(type)} radius="sm">
      {type}
    </Badge>
  );
}

export function EventStatusBadge({ status }: { status: string }) {
  const locale = useLocale();
  const color = isEventStatus(status) ? eventStatusColors[status] : 'gray';
  return (
    <Badge variant="dot" color={color} radius="sm">
      {statusLabel(status, locale)}
    </Badge>
  );
}

export function PhaseBadge({ name }: { name: string }) {
  const { byName, labelOf, isLoading } = usePhases();
  const phase = byName(name);
  // until the office's phases arrive, a placeholder rather than the stored name ("Comunicacion")
  if (isLoading) return <Skeleton height={20} width={96} radius="sm" />;
  return (
    // never cut to "LIQU…" in a narrow table column: the badge keeps its whole label
    // the office's own colour on the border; the text in the text colour, whatever that colour's contrast
    <Badge
      variant="outline"
      color={phase?.color ?? 'gray'}
      radius="sm"
      maw="none"
      // its whole label is its narrowest: a table short of room widens, or scrolls, rather than cut it
      miw="max-content"
      style={{ flexShrink: 0 }}
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {phase ? labelOf(phase) : name}
    </Badge>
  );
}
