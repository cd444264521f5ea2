import { schema } from '@bolo/db';
import { z } from 'zod';
import { defineMaster } from './factory';
import { iban, masterName, optionalEmail, taxId, text } from './fields';

/** Suppliers of the shows (sound, lights, backline, catering, transport …); not in the spec's fields. */
export const providers = defineMaster({
  key: 'provider',
  table: schema.providers,
  legacyPath: '/api/masterProvider',
  schema: z.strictObject({
    name: masterName,
    cif: taxId,
    serviceType: text(100),
    contactName: text(200),
    phone: text(30),
    email: optionalEmail,
    address: text(),
    city: text(100),
    accountNumber: iban,
    notes: text(5_000),
  }),
  searchFields: ['name', 'cif', 'serviceType', 'city', 'contactName'],
  errors: { notFound: 'not_found' },
});
