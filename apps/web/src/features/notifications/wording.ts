import type { AppRouter } from '@bolo/api';
import { type PartyKind, partyKinds } from '@bolo/api/events/public';
import { formatDay, formatDays, formatMoney } from '@bolo/templating/format';
import type { inferRouterOutputs } from '@trpc/server';
import type { Locale, Translate } from '../../i18n';
import type { EditorTab } from '../events/editor/tabs';

export type NotificationRow = inferRouterOutputs<AppRouter>['notifications']['list']['items'][number];
type Kind = NotificationRow['kind'];

const isParty = (value: unknown): value is PartyKind => partyKinds.includes(value as PartyKind);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(', ') : text(value);

/** A day a notice carries, as the reader writes it; anything else as it came. */
const day = (value: unknown, locale: Locale) => formatDay(text(value), locale);

/** What a notification says, in the reader's language, from its kind and the details it carries. */
export function notificationText(
  t: Translate,
  locale: Locale,
  row: Pick<NotificationRow, 'kind' | 'data' | 'eventName'>,
): string {
  const { party, subject, to, error, artist, hall, dateFrom, dateTo, by, bookedDate, label, name, dueDate } =
    row.data;
  return t(`notifications.kind.${row.kind}`, {
    party: isParty(party) ? t(`editor.party.${party}`).toLocaleLowerCase() : text(party),
    event: row.eventName ?? t('notifications.anEvent'),
    subject: text(subject),
    to: list(to),
    error: text(error),
    artist: text(artist),
    hall: text(hall),
    dates: formatDays(text(dateFrom), text(dateTo), locale),
    by: text(by),
    bookedDate: day(bookedDate, locale),
    label: text(label),
    name: text(name),
    dueDate: day(dueDate, locale),
    balance: formatMoney(
      typeof row.data.balance === 'number' ? row.data.balance : 0,
      locale,
      text(row.data.currency) || 'EUR',
    ),
  });
}

/**
 * The day a hold's notice is about, where the calendar opens it (the day booked for someone else,
 * else the hold's first); null for every other kind.
 */
export function holdDayOf(row: Pick<NotificationRow, 'kind' | 'data'>): string | null {
  if (!row.kind.startsWith('hold_')) return null;
  const day = row.data.bookedDate ?? row.data.dateFrom;
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** The tab of the event where what a notification tells about is (a hold's is about no event yet). */
export const eventTabOf: Record<Kind, EditorTab> = {
  counterparty_sent: 'counterparty',
  counterparty_advance_sent: 'advance',
  email_failed: 'emails',
  contract_link_opened: 'contracts',
  hold_promoted: 'general',
  hold_challenged: 'general',
  hold_released: 'general',
  hold_updated: 'general',
  hold_confirmed: 'general',
  hold_date_booked: 'general',
  hold_challenge_lost: 'general',
  hold_expiring: 'general',
  payment_overdue: 'payments',
  contract_signing_viewed: 'contracts',
  contract_signing_signed: 'contracts',
  contract_signing_declined: 'contracts',
  contract_signing_completed: 'contracts',
  contract_signing_expired: 'contracts',
  contract_signing_voided: 'contracts',
  advance_schedule_changed: 'advance',
};
