/**
 * What a hold's owner is told, in the app and by email (issue 27): the notification's data, and
 * the mail worded from it in the owner's language (the one they last chose in the app).
 */
import type { Db, NotificationKind } from '@bolo/db';
import { formatDay, formatDays, formatInstant } from '@bolo/templating/format';
import { tellUser } from '../mail';
import type { Locale } from '../shared/errors';
import { fillIn } from '../shared/fill-in';
import { OFFICE_TIME_ZONE } from '../shared/time-zone';

export type HoldNoticeKind = Extract<NotificationKind, `hold_${string}`>;

/** What a notice says of a hold; the screen and the mail word it from these. */
export interface HoldNotice {
  holdId: number;
  artist?: string;
  hall?: string;
  dateFrom: string;
  dateTo: string;
  /** Who changed the hold, when it was not its owner. */
  by?: string;
  /** The day booked for someone else (`hold_date_booked`). */
  bookedDate?: string;
  /** When a challenged hold is released unless confirmed (`hold_challenged`), ISO. */
  deadline?: string;
  /** When the hold releases itself (`hold_date_booked`, `hold_expiring`), ISO. */
  expiresAt?: string;
}

/** A day as an error text's parameter, written in each language. */
export const dayParam = (day: string) => ({ es: formatDay(day, 'es'), en: formatDay(day, 'en') });

const instant = (iso: string | undefined, locale: Locale): string =>
  iso === undefined ? '' : formatInstant(iso, locale, OFFICE_TIME_ZONE);

type Wording = Record<Locale, { subject: string; body: string }>;

const wordings: Record<HoldNoticeKind, Wording> = {
  hold_promoted: {
    es: {
      subject: 'Su reserva ha pasado a 1.ª posición: {artist} en {hall}',
      body: 'Su reserva de {artist} en {hall} ({dates}) ha pasado a 1.ª posición.',
    },
    en: {
      subject: 'Your hold is now 1st: {artist} at {hall}',
      body: 'Your hold of {artist} at {hall} ({dates}) is now 1st.',
    },
  },
  hold_challenged: {
    es: {
      subject: 'Reserva desafiada: {artist} en {hall}',
      body: 'Su reserva de {artist} en {hall} ({dates}) ha sido desafiada: confírmela antes del {deadline} o se liberará.',
    },
    en: {
      subject: 'Hold challenged: {artist} at {hall}',
      body: 'Your hold of {artist} at {hall} ({dates}) has been challenged: confirm it before {deadline} or it will be released.',
    },
  },
  hold_challenge_lost: {
    es: {
      subject: 'Reserva liberada por el desafío: {artist} en {hall}',
      body: 'Su reserva de {artist} en {hall} ({dates}) se ha liberado: no se confirmó antes del plazo del desafío.',
    },
    en: {
      subject: 'Hold released after the challenge: {artist} at {hall}',
      body: 'Your hold of {artist} at {hall} ({dates}) has been released: it was not confirmed before the challenge’s deadline.',
    },
  },
  hold_date_booked: {
    es: {
      subject: 'Fecha confirmada para otro: {hall}, {bookedDate}',
      body: 'Fecha confirmada para otro: {hall}, {bookedDate}. Su reserva de {artist} ({dates}) queda en espera detrás de la fecha confirmada y se liberará al caducar ({expiresAt}).',
    },
    en: {
      subject: 'Date confirmed for someone else: {hall}, {bookedDate}',
      body: 'Date confirmed for someone else: {hall}, {bookedDate}. Your hold of {artist} ({dates}) waits behind the confirmed date and will be released at its expiry ({expiresAt}).',
    },
  },
  hold_released: {
    es: {
      subject: 'Reserva liberada por {by}: {artist} en {hall}',
      body: '{by} ha liberado su reserva de {artist} en {hall} ({dates}).',
    },
    en: {
      subject: 'Hold released by {by}: {artist} at {hall}',
      body: '{by} has released your hold of {artist} at {hall} ({dates}).',
    },
  },
  hold_updated: {
    es: {
      subject: 'Reserva cambiada por {by}: {artist} en {hall}',
      body: '{by} ha cambiado su reserva de {artist} en {hall} ({dates}).',
    },
    en: {
      subject: 'Hold changed by {by}: {artist} at {hall}',
      body: '{by} has changed your hold of {artist} at {hall} ({dates}).',
    },
  },
  hold_confirmed: {
    es: {
      subject: 'Reserva confirmada por {by}: {artist} en {hall}',
      body: '{by} ha confirmado su reserva de {artist} en {hall} ({dates}): ya es un evento.',
    },
    en: {
      subject: 'Hold confirmed by {by}: {artist} at {hall}',
      body: '{by} has confirmed your hold of {artist} at {hall} ({dates}): it is an event now.',
    },
  },
  hold_expiring: {
    es: {
      subject: 'Su reserva caduca en menos de 24 horas: {artist} en {hall}',
      body: 'Su reserva de {artist} en {hall} ({dates}) caduca el {expiresAt}: confírmela o amplíe su caducidad si la sigue necesitando.',
    },
    en: {
      subject: 'Your hold expires within 24 hours: {artist} at {hall}',
      body: 'Your hold of {artist} at {hall} ({dates}) expires on {expiresAt}: confirm it or extend it if you still need it.',
    },
  },
};

/** The mail of a notice in `locale`. */
export function noticeMail(
  kind: HoldNoticeKind,
  notice: HoldNotice,
  locale: Locale,
): { subject: string; text: string } {
  const { dateFrom, dateTo } = notice;
  const values: Record<string, string> = {
    artist: notice.artist ?? '',
    hall: notice.hall ?? '',
    by: notice.by ?? '',
    dates: formatDays(dateFrom, dateTo, locale),
    bookedDate: notice.bookedDate === undefined ? '' : formatDay(notice.bookedDate, locale),
    deadline: instant(notice.deadline, locale),
    expiresAt: instant(notice.expiresAt, locale),
  };
  const fill = (text: string) => fillIn(text, values);
  const wording = wordings[kind][locale];
  return { subject: fill(wording.subject), text: fill(wording.body) };
}

/**
 * Tells `userId` of `notice` in the app and by email, inside the transaction of what happened; with
 * `once`, only the first time that key is asked (`tellUser`): answers whether it told.
 */
export const tellHolder = (
  tx: Db,
  userId: number,
  kind: HoldNoticeKind,
  notice: HoldNotice,
  once?: string,
): Promise<boolean> =>
  tellUser(
    tx,
    userId,
    { kind, eventId: null, data: { ...notice }, mail: (locale) => noticeMail(kind, notice, locale) },
    once,
  );
