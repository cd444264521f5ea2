import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllMessages, type MessageKey, type MessageVars, translate } from '../../i18n';
import { holdDayOf, notificationText } from './wording';

const es = (key: MessageKey, vars?: MessageVars) => translate('es', key, vars);
const en = (key: MessageKey, vars?: MessageVars) => translate('en', key, vars);

beforeAll(() => Promise.all([loadAllMessages('es'), loadAllMessages('en')]));

describe('notificationText', () => {
  it('words each kind from its details, in Spanish and English', () => {
    expect(
      notificationText(es, 'es', {
        kind: 'counterparty_sent',
        eventName: 'Zahara',
        data: { party: 'promotor' },
      }),
    ).toBe('La contraparte promotor de Zahara ha enviado sus datos');
    expect(
      notificationText(en, 'en', {
        kind: 'email_failed',
        eventName: null,
        data: { subject: 'Rider', to: ['a@x.es', 'b@x.es'], error: '550 no such user' },
      }),
    ).toBe('The email “Rider” could not be sent to a@x.es, b@x.es: 550 no such user');
    expect(
      notificationText(es, 'es', { kind: 'contract_link_opened', eventName: null, data: { party: 'sala' } }),
    ).toBe('Se ha abierto el enlace del contrato de sala de un evento');
    const hold = { artist: 'Zahara', hall: 'La Riviera', dateFrom: '2027-03-05', dateTo: '2027-03-06' };
    expect(notificationText(en, 'en', { kind: 'hold_promoted', eventName: null, data: hold })).toBe(
      'Your hold of Zahara at La Riviera (5 March 2027 – 6 March 2027) is now 1st',
    );
    expect(
      notificationText(es, 'es', {
        kind: 'hold_challenged',
        eventName: null,
        data: { ...hold, dateTo: '2027-03-05' },
      }),
    ).toBe(
      'Han desafiado su reserva de Zahara en La Riviera (5 de marzo de 2027): confírmela antes de que venza el plazo o se liberará',
    );
    expect(
      notificationText(es, 'es', {
        kind: 'hold_released',
        eventName: null,
        data: { ...hold, by: 'Ana Gil' },
      }),
    ).toBe(
      'Ana Gil ha liberado su reserva de Zahara en La Riviera (5 de marzo de 2027 – 6 de marzo de 2027)',
    );
    expect(
      notificationText(en, 'en', { kind: 'hold_updated', eventName: null, data: { ...hold, by: 'Ana Gil' } }),
    ).toBe('Ana Gil has changed your hold of Zahara at La Riviera (5 March 2027 – 6 March 2027)');
    const behind = { ...hold, bookedDate: '2027-03-05' };
    expect(notificationText(es, 'es', { kind: 'hold_date_booked', eventName: null, data: behind })).toBe(
      'Fecha confirmada para otro: La Riviera, 5 de marzo de 2027. Su reserva de Zahara (5 de marzo de 2027 – 6 de marzo de 2027) queda en espera y se liberará al caducar',
    );
    expect(notificationText(en, 'en', { kind: 'hold_date_booked', eventName: null, data: behind })).toMatch(
      /^Date confirmed for someone else: La Riviera, 5 March 2027\./,
    );
  });
});

describe('holdDayOf', () => {
  it('opens a hold notice on its first day, and nothing for other kinds or a day it cannot read', () => {
    expect(
      holdDayOf({ kind: 'hold_challenged', data: { dateFrom: '2027-03-05', dateTo: '2027-03-06' } }),
    ).toBe('2027-03-05');
    expect(holdDayOf({ kind: 'hold_updated', data: { dateFrom: '2027-03-05' } })).toBe('2027-03-05');
    expect(
      holdDayOf({ kind: 'hold_date_booked', data: { dateFrom: '2027-03-04', bookedDate: '2027-03-05' } }),
    ).toBe('2027-03-05');
    expect(holdDayOf({ kind: 'hold_promoted', data: { dateFrom: 'mañana' } })).toBeNull();
    expect(holdDayOf({ kind: 'email_failed', data: { dateFrom: '2027-03-05' } })).toBeNull();
  });
});
