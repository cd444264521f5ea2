import type { AppRouter } from '@bolo/api';
import { MAX_SCHEDULE_DAY } from '@bolo/api/events/public';
import { formatDay, formatTime, shiftDay } from '@bolo/templating/format';
import type { inferRouterOutputs } from '@trpc/server';
import { isMessageKey, type Locale, type Translate } from '../../../i18n';
import { formatFileSize } from '../../../lib/format';

export type Advance = inferRouterOutputs<AppRouter>['advance']['get'];
export type ScheduleItem = Advance['schedule'][number];
export type AdvanceContact = Advance['contacts'][number];
export type AdvanceItem = Advance['items'][number];
export type AdvancePeople = inferRouterOutputs<AppRouter>['advance']['people'];
export type ContactSuggestion = AdvancePeople['contacts'][number];

/** The people to pick as contacts, grouped by where each comes from, each group in its order; a value is the person's index. */
export function contactGroups(contacts: ContactSuggestion[], t: Translate) {
  const groups = new Map<string, { value: string; label: string }[]>();
  contacts.forEach((contact, index) => {
    const group =
      contact.source === 'provider' || contact.source === 'member'
        ? t(`advance.source.${contact.source}`)
        : t(`editor.party.${contact.source}`);
    const label = contact.organisation ? `${contact.name} · ${contact.organisation}` : contact.name;
    groups.set(group, [...(groups.get(group) ?? []), { value: String(index), label }]);
  });
  return [...groups].map(([group, items]) => ({ group, items }));
}
export type AdvanceFile = Advance['files'][number];
export type AdvanceChanges = inferRouterOutputs<AppRouter>['advance']['changes'];
export type AdvanceChange = AdvanceChanges['pending'][number];

/** The days a schedule step may fall on, from the show's: the days before, the show's, the days after. */
export const scheduleDays = Array.from({ length: MAX_SCHEDULE_DAY * 2 + 1 }, (_, i) => i - MAX_SCHEDULE_DAY);

/** A day of the schedule in words: its date when the show has one, else how far it is from the show's. */
export function dayText(day: number, showDay: string | null, locale: Locale, t: Translate): string {
  if (showDay) return formatDay(shiftDay(showDay, day), locale);
  const near = `conditions.production.day.${day}`;
  if (isMessageKey(near)) return t(near);
  return day > 0
    ? t('advance.day.offset', { days: String(day) })
    : t('advance.day.offsetBefore', { days: String(-day) });
}

/**
 * The label a production time or need gives the row made from it (`source`), or null: a
 * production time or need by its production form's name, the doors by the event's field.
 */
function sourceLabel(source: string | null, t: Translate): string | null {
  if (source === null) return null;
  if (source === 'aperturaPuertas') return t('editor.field.aperturaPuertas');
  const key = `conditions.production.${source}`;
  return isMessageKey(key) ? t(key) : null;
}

/** A schedule step's name: its own text, else its kind's; a custom one without text, the time it was made from. */
export const stepName = (step: Pick<ScheduleItem, 'label' | 'kind' | 'source'>, t: Translate): string =>
  step.label ||
  (step.kind === 'custom' ? sourceLabel(step.source, t) : null) ||
  t(`advance.kind.${step.kind}`);

/** A checklist point's name: its title, else the production need it was made from. */
export const itemName = (item: Pick<AdvanceItem, 'title' | 'source'>, t: Translate): string =>
  item.title || sourceLabel(item.source, t) || '—';

/** The steps of the schedule by day, in the order they come. */
export function stepsByDay<T extends { day: number }>(schedule: T[]): [number, T[]][] {
  const days = new Map<number, T[]>();
  for (const step of schedule) days.set(step.day, [...(days.get(step.day) ?? []), step]);
  return [...days];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const listTitles = {
  schedule: 'advance.schedule.title',
  contacts: 'advance.contacts.title',
  items: 'advance.items.title',
} as const;

/** A step in a line: its time, its name and, off the show's day, how far from it. */
function stepText(
  step: Pick<ScheduleItem, 'time' | 'endTime' | 'label' | 'kind' | 'source' | 'day'>,
  locale: Locale,
  t: Translate,
) {
  const day = step.day !== 0 ? ` (${dayText(step.day, null, locale, t)})` : '';
  return `${formatTime(step.time)}${step.endTime ? `–${formatTime(step.endTime)}` : ''} ${stepName(step, t)}${day}`;
}

/**
 * A row of the advance as the history keeps it (api `events/advance/service.ts`, `summaryOf`),
 * in words: a step by its time, name and day; a contact by name and role; a point by name and state.
 */
export function advanceValueText(field: string, value: unknown, locale: Locale, t: Translate): string {
  if (field === 'reordered')
    return value === 'schedule' || value === 'contacts' || value === 'items' ? t(listTitles[value]) : '—';
  if (!isRecord(value)) return '—';
  if (field === 'schedule' || field === 'confirmed')
    return `${stepText(
      {
        time: text(value.time),
        endTime: text(value.endTime) || null,
        label: text(value.label),
        kind: text(value.kind) as ScheduleItem['kind'],
        source: typeof value.source === 'string' ? value.source : null,
        day: typeof value.day === 'number' ? value.day : 0,
      },
      locale,
      t,
    )}${text(value.place) ? ` · ${text(value.place)}` : ''}`;
  if (field === 'contacts')
    return `${text(value.name)} (${t(`advance.role.${text(value.role) as AdvanceContact['role']}`)})`;
  const item = { title: text(value.title), source: typeof value.source === 'string' ? value.source : null };
  if (field === 'file') return `${itemName(item, t)}: ${text(value.name)}`;
  const owner = text(value.owner) ? ` · ${text(value.owner)}` : '';
  return `${itemName(item, t)}: ${t(`advance.state.${text(value.state) as AdvanceItem['state']}`)}${owner}`;
}

/**
 * A list's order with `id` moved one place towards `step` (−1 up, 1 down) among the rows `along`
 * keeps (a point moves within its section); the same order when it is already first or last.
 */
export function movedOrder<T extends { id: number }>(
  rows: T[],
  id: number,
  step: -1 | 1,
  along: (row: T) => boolean = () => true,
): number[] {
  const ids = rows.map((row) => row.id);
  const peers = rows.filter(along).map((row) => row.id);
  const neighbour = peers[peers.indexOf(id) + step];
  if (neighbour === undefined) return ids;
  const [from, to] = [ids.indexOf(id), ids.indexOf(neighbour)];
  return ids.map((each, index) => (index === from ? neighbour : index === to ? id : each));
}

type Person = NonNullable<AdvanceChange['people']>[number];
type Guest = NonNullable<AdvanceChange['guests']>[number];
const personText = (person: Person, t: Translate) =>
  [person.name, t(`advance.role.${person.role}`), person.job, person.phone].filter(Boolean).join(' · ');
const guestText = (guest: Guest) =>
  `${guest.name}${guest.plusOnes > 0 ? ` +${guest.plusOnes}` : ''}${guest.askedBy ? ` (${guest.askedBy})` : ''}`;

/**
 * A change the counterparty proposed, in words for its review: what it is about (the step, the
 * file and its point, the people), and its before → after.
 */
export function changeText(
  change: AdvanceChange,
  locale: Locale,
  t: Translate,
): { what: string; before: string; after: string } {
  const gone = t('advance.changes.gone');
  if (change.kind === 'confirm_schedule')
    return {
      what: change.step ? stepText(change.step, locale, t) : gone,
      before: t('advance.changes.unconfirmed'),
      after: t('advance.schedule.confirmed'),
    };
  if (change.kind === 'file')
    return {
      what: t('advance.changes.fileOf', {
        file: change.file?.name ?? gone,
        name: change.item ? itemName(change.item, t) : gone,
      }),
      before: '—',
      after: change.file ? `${change.file.name} (${formatFileSize(change.file.size, locale)})` : gone,
    };
  const lines =
    change.kind === 'travelling_party'
      ? (change.people ?? []).map((person) => personText(person, t))
      : (change.guests ?? []).map(guestText);
  return {
    what: (change.people ?? change.guests ?? []).map((row) => row.name).join(', '),
    before: '—',
    after: lines.join('; '),
  };
}
