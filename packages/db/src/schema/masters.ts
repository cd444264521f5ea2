import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TaxPerson } from '../tax-persons';
import type { TaxTerritory } from '../ticket-taxes';
import { editableColumns, timestamptz } from './columns';

/**
 * Master data (spec §3): the rows events copy their parties from. Every master has `name`,
 * `nameKey` (the name without case or accents, unique per table: the name check) and `searchText`
 * (the searchable fields in the same form, behind a trigram index: the list search). Both are
 * written by the api from `searchKey()`, so PGlite and PostgreSQL compare the same text.
 */
const masterColumns = () => ({
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  nameKey: text().notNull(),
  searchText: text().notNull().default(''),
});

/** The four department email lists of a counterparty (spec §3), each a list of addresses. */
export const emailListColumns = () => ({
  emailComunicacion: text().array().notNull().default(sql`'{}'::text[]`),
  emailConfirmacion: text().array().notNull().default(sql`'{}'::text[]`),
  emailProduccion: text().array().notNull().default(sql`'{}'::text[]`),
  emailPrl: text().array().notNull().default(sql`'{}'::text[]`),
});

export const optionalText = () => text().notNull().default('');

/** The name-check and search indexes every master table has. */
const masterIndexes = (table: string, t: { nameKey: ExtraConfigColumn; searchText: ExtraConfigColumn }) => [
  uniqueIndex(`${table}_name_key_idx`).on(t.nameKey),
  index(`${table}_search_text_idx`).using('gin', sql`${t.searchText} gin_trgm_ops`),
];

export const artists = pgTable(
  'artists',
  {
    ...masterColumns(),
    cif: optionalText(),
    dniFirmante: optionalText(),
    address: optionalText(),
    companyName: optionalText(),
    nameSignatory: optionalText(),
    phone: optionalText(),
    accountNumber: optionalText(),
    additionalInfo: optionalText(),
    /** Storage keys of the uploaded certificates; empty until uploaded. */
    ownershipCertificate: optionalText(),
    cifCertificate: optionalText(),
    isTelonero: boolean().notNull().default(false),
    /** Where the artist is resident for tax (ISO 3166-1 alpha-2): decides a settlement's withholding. */
    taxResidence: text().notNull().default('ES'),
    /** Whether the artist invoices as a natural person or through a company: decides the fee's IVA and IRPF. */
    taxPerson: text().$type<TaxPerson>().notNull().default('natural'),
    /** A resident natural person declared the reduced IRPF rate (7 %) the law allows. */
    reducedIrpf: boolean().notNull().default(false),
    ...emailListColumns(),
    ...editableColumns,
  },
  (t) => [
    ...masterIndexes('artists', t),
    check('artists_tax_person', sql`${t.taxPerson} in ('natural', 'company')`),
  ],
);

export const promoters = pgTable(
  'promoters',
  {
    ...masterColumns(),
    cif: optionalText(),
    type: optionalText(),
    dniFirmante: optionalText(),
    address: optionalText(),
    nameSignatory: optionalText(),
    email: optionalText(),
    ...emailListColumns(),
    ...editableColumns,
  },
  (t) => masterIndexes('promoters', t),
);

export const halls = pgTable(
  'halls',
  {
    ...masterColumns(),
    address: optionalText(),
    city: optionalText(),
    capacity: integer().notNull().default(0),
    companyName: optionalText(),
    cif: optionalText(),
    direccionSala: optionalText(),
    nameSignatory: optionalText(),
    dniFirmante: optionalText(),
    ...emailListColumns(),
    ...editableColumns,
  },
  (t) => masterIndexes('halls', t),
);

export const producers = pgTable(
  'producers',
  {
    ...masterColumns(),
    cif: optionalText(),
    dniFirmante: optionalText(),
    address: optionalText(),
    nameSignatory: optionalText(),
    email: optionalText(),
    ...editableColumns,
  },
  (t) => masterIndexes('producers', t),
);

/** A supplier of the shows (sound, lights, backline, catering, transport, security …). */
export const providers = pgTable(
  'providers',
  {
    ...masterColumns(),
    cif: optionalText(),
    serviceType: optionalText(),
    contactName: optionalText(),
    phone: optionalText(),
    email: optionalText(),
    address: optionalText(),
    city: optionalText(),
    accountNumber: optionalText(),
    notes: optionalText(),
    ...editableColumns,
  },
  (t) => masterIndexes('providers', t),
);

/**
 * An office department (confirmación, producción, comunicación, accesibilidad …) and the addresses
 * its mails go to and are copied to: the `emailsDepartamentos` template group. Its mails go out
 * under `fromName`, and answers go to its `emails`, or with `replyToAgent` to whoever sent it.
 */
export const departments = pgTable(
  'departments',
  {
    ...masterColumns(),
    emails: text().array().notNull().default(sql`'{}'::text[]`),
    ccEmails: text().array().notNull().default(sql`'{}'::text[]`),
    description: optionalText(),
    fromName: optionalText(),
    replyToAgent: boolean().notNull().default(false),
    ...editableColumns,
  },
  (t) => masterIndexes('departments', t),
);

/**
 * A calendar events are shown on, with its colour (`#rrggbb`). `icalToken` is the secret of its
 * iCal feed (`/ical/{token}.ics`): random, never listed with the calendar, replaced on rotation.
 */
export const calendars = pgTable(
  'calendars',
  {
    ...masterColumns(),
    color: text().notNull().default('#228be6'),
    description: optionalText(),
    // gen_random_uuid() is in core PostgreSQL (13+) and PGlite, and fills the rows already there
    icalToken: text().notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    ...editableColumns,
  },
  (t) => [...masterIndexes('calendars', t), uniqueIndex('calendars_ical_token_idx').on(t.icalToken)],
);

/** A person of a JMS group or a team. `userId` links a member who is also a user of Bolo. */
export interface Member {
  name: string;
  role?: string;
  email?: string;
  phone?: string;
  userId?: number;
}

export const jms = pgTable(
  'jms',
  {
    ...masterColumns(),
    email: optionalText(),
    members: jsonb().$type<Member[]>().notNull().default([]),
    ...editableColumns,
  },
  (t) => masterIndexes('jms', t),
);

export const teams = pgTable(
  'teams',
  {
    ...masterColumns(),
    email: optionalText(),
    members: jsonb().$type<Member[]>().notNull().default([]),
    ...editableColumns,
  },
  (t) => masterIndexes('teams', t),
);

/** A person who signs contracts for a company (spec §3 Signatory). `firma`: storage key of the signature image. */
export const signatories = pgTable(
  'signatories',
  {
    ...masterColumns(),
    apellido: optionalText(),
    dni: optionalText(),
    cargo: optionalText(),
    firma: optionalText(),
    domicilio: optionalText(),
    ...editableColumns,
  },
  (t) => masterIndexes('signatories', t),
);

/** The image groups of a company (spec §3 Images): storage keys per group. */
export interface CompanyImages {
  principal: string[];
  secundario: string[];
  pie: string[];
}

/** A company of the group that signs contracts (spec §3 Company). */
export const companies = pgTable(
  'companies',
  {
    ...masterColumns(),
    cif: optionalText(),
    direccion: optionalText(),
    telefono: optionalText(),
    firmanteId: integer().references(() => signatories.id, { onDelete: 'restrict' }),
    imagenes: jsonb().$type<CompanyImages>().notNull().default({ principal: [], secundario: [], pie: [] }),
    /** Where the company's shows are taxed: IVA on the península and Baleares, IGIC in the Canaries. */
    territorioFiscal: text().$type<TaxTerritory>().notNull().default('peninsula'),
    /**
     * The company's show-day schedule (issue 28), in minutes from the show's start: before it for
     * the crew's arrival, the load-in, the sound check's start and end and the doors; the show's
     * length; after its end for the backstage to empty. Null: the office's (api `masters/show-day.ts`).
     */
    arrivalTimeBefore: integer(),
    assemblyStartBefore: integer(),
    startSoundTestBefore: integer(),
    endSoundTestBefore: integer(),
    aperturaPuertasBefore: integer(),
    showMinutes: integer(),
    backstageExitAfter: integer(),
    ...editableColumns,
  },
  (t) => [
    ...masterIndexes('companies', t),
    check('companies_territorio_fiscal', sql`${t.territorioFiscal} in ('peninsula', 'canarias')`),
  ],
);

/**
 * A company's certificate for signing contracts (issue 31): a PKCS#12 file and its password, each
 * sealed (AES-256-GCM, a key derived from the server's link secret, the company's id bound in), so
 * the database never holds them in clear; what the certificate says is kept beside them to show.
 * A company without one gets a self-signed one when it first needs it.
 */
export const companyCertificates = pgTable('company_certificates', {
  empresaId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  p12Sealed: text().notNull(),
  passwordSealed: text().notNull(),
  commonName: text().notNull(),
  issuer: text().notNull(),
  notBefore: timestamptz().notNull(),
  notAfter: timestamptz().notNull(),
  selfSigned: boolean().notNull(),
  fingerprint: text().notNull(),
  createdAt: timestamptz().notNull().defaultNow(),
  createdBy: integer(),
});
