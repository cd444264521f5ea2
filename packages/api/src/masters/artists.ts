import { schema } from '@bolo/db';
import { z } from 'zod';
import { defineMaster } from './factory';
import { emailLists, iban, masterName, taxId, text } from './fields';

/** Artists (spec §3 Artist); `isTelonero`: a support act. */
export const artists = defineMaster({
  key: 'artist',
  table: schema.artists,
  legacyPath: '/api/masterArtist',
  schema: z.strictObject({
    name: masterName,
    cif: taxId,
    dniFirmante: taxId,
    address: text(),
    companyName: text(200),
    nameSignatory: text(200),
    phone: text(30),
    accountNumber: iban,
    additionalInfo: text(5_000),
    ownershipCertificate: text(),
    cifCertificate: text(),
    isTelonero: z.boolean().optional(),
    ...emailLists,
  }),
  searchFields: ['name', 'cif', 'companyName'],
  errors: { nameInUse: 'artista_name_in_use', notFound: 'artista_not_found' },
});
