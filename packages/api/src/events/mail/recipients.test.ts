import { describe, expect, it } from 'vitest';
import { errorMessageOf } from '../../trpc-errors';
import { generatedRecipients, refuseInvalidAddresses } from './recipients';

const party = {
  email: 'oficina@zahara.test',
  emailConfirmacion: ['booking@zahara.test'],
  emailProduccion: [],
  emailComunicacion: ['prensa@zahara.test', 'prensa@zahara.test'],
  emailPrl: ['prl@zahara.test'],
};
const lists = {
  emails: ['confirmacion@bolo.test'],
  ccEmails: ['direccion@bolo.test', 'confirmacion@bolo.test'],
};

describe('the recipients a generated email starts with', () => {
  it('go to the party’s list of the department, copied to the department’s addresses', () => {
    expect(generatedRecipients(party, 'confirmacion', lists)).toEqual({
      to: ['booking@zahara.test'],
      cc: ['confirmacion@bolo.test', 'direccion@bolo.test'],
      bcc: [],
    });
    expect(generatedRecipients(party, 'accesibilidad', undefined)).toEqual({
      to: ['prl@zahara.test'],
      cc: [],
      bcc: [],
    });
    expect(generatedRecipients(party, 'comunicacion', undefined).to).toEqual(['prensa@zahara.test']);
  });

  it('go to the party’s own address when its list is empty, and to no one without a party', () => {
    expect(generatedRecipients(party, 'produccion', undefined).to).toEqual(['oficina@zahara.test']);
    expect(generatedRecipients({ ...party, email: '' }, 'produccion', undefined).to).toEqual([]);
    expect(generatedRecipients(null, 'produccion', lists)).toMatchObject({
      to: [],
      cc: lists.emails.concat('direccion@bolo.test'),
    });
  });
});

describe('checking an email’s addresses', () => {
  it('refuses the first address that is not an email, naming it', () => {
    const recipients = { to: ['ok@bolo.test'], cc: ['no es un email'], bcc: ['tampoco'] };
    let error: unknown;
    try {
      refuseInvalidAddresses(recipients);
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ appCode: 'invalid_email' });
    expect(errorMessageOf(error, 'es')).toBe('Email incorrecto: no es un email.');
    expect(() => refuseInvalidAddresses({ to: ['a@b.es'], cc: [], bcc: [] })).not.toThrow();
  });
});
