import { schema } from '@bolo/db';
import { z } from 'zod';
import { defineMaster } from './factory';
import { emailLists, masterName, taxId, text } from './fields';

/** Halls (spec §3 Hall); `capacity` is the hall's aforo. */
export const halls = defineMaster({
  key: 'hall',
  table: schema.halls,
  legacyPath: '/api/masterHall',
  schema: z.strictObject({
    name: masterName,
    address: text(),
    city: text(100),
    capacity: z.number().int().min(0).max(1_000_000).optional(),
    companyName: text(200),
    cif: taxId,
    direccionSala: text(),
    nameSignatory: text(200),
    dniFirmante: taxId,
    ...emailLists,
  }),
  searchFields: ['name', 'city', 'cif', 'companyName'],
  errors: { nameInUse: 'sala_name_in_use', notFound: 'not_found' },
});
