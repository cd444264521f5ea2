import { describe, expect, it } from 'vitest';
import { cleanAddresses, emailSaveInput, invalidRecipients, isEmailAddress, sendProblem } from './emails';

const draft = {
  to: ['artista@example.com'],
  cc: ['produccion@bolo.es'],
  bcc: [],
  subject: 'Confirmación',
  body: '<p>Hola</p>',
};

describe('email addresses', () => {
  it('takes what the server takes, and names what it would refuse', () => {
    expect(isEmailAddress('rosalia.vega@example.com')).toBe(true);
    expect(isEmailAddress(' rosalia@example.com ')).toBe(true);
    expect(isEmailAddress('rosalia@')).toBe(false);
    expect(isEmailAddress('Rosalía <rosalia@example.com>')).toBe(false);
    expect(invalidRecipients({ ...draft, cc: ['ok@example.com', 'mal@'], bcc: ['tambien mal'] })).toEqual({
      cc: ['mal@'],
      bcc: ['tambien mal'],
    });
    expect(invalidRecipients(draft)).toEqual({});
  });

  it('cleans what is typed or pasted: names dropped, blanks and repeats left out', () => {
    expect(
      cleanAddresses([' a@example.com', 'Rosalía Vega <rosalia@example.com>', 'A@example.com', '', 'mal@']),
    ).toEqual(['a@example.com', 'rosalia@example.com', 'mal@']);
  });
});

describe('sending an email', () => {
  it('needs someone to send it to, a subject and good addresses', () => {
    expect(sendProblem(draft)).toBeNull();
    expect(sendProblem({ ...draft, to: [] })).toBe('noRecipient');
    expect(sendProblem({ ...draft, subject: '  ' })).toBe('noSubject');
    expect(sendProblem({ ...draft, bcc: ['mal@'] })).toBe('badAddress');
  });
});

describe('saving an email', () => {
  const row = { ...draft, type: 'produccion' as const, subType: 'sala' as const };
  it('names the version read, and none for an email never stored', () => {
    expect(emailSaveInput({ ...row, version: 4 }, { ...draft, subject: 'Nuevo' })).toEqual({
      type: 'produccion',
      subType: 'sala',
      ...draft,
      subject: 'Nuevo',
      version: 4,
    });
    expect(emailSaveInput({ ...row, version: null }, draft)).not.toHaveProperty('version');
  });
});
