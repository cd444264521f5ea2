import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages, type MessageKey, type MessageVars, translate } from '../../i18n';
import { notificationText } from './wording';

const es = (key: MessageKey, vars?: MessageVars) => translate('es', key, vars);
const en = (key: MessageKey, vars?: MessageVars) => translate('en', key, vars);

beforeAll(() => Promise.all([loadMessages('es'), loadMessages('en')]));

describe('notificationText', () => {
  it('words each kind from its details, in Spanish and English', () => {
    expect(
      notificationText(es, { kind: 'counterparty_sent', eventName: 'Zahara', data: { party: 'promotor' } }),
    ).toBe('La contraparte promotor de Zahara ha enviado sus datos');
    expect(
      notificationText(en, {
        kind: 'email_failed',
        eventName: null,
        data: { subject: 'Rider', to: ['a@x.es', 'b@x.es'], error: '550 no such user' },
      }),
    ).toBe('The email “Rider” could not be sent to a@x.es, b@x.es: 550 no such user');
    expect(
      notificationText(es, { kind: 'contract_link_opened', eventName: null, data: { party: 'sala' } }),
    ).toBe('Se ha abierto el enlace del contrato de sala de un evento');
  });
});
