import { taxPersons } from '@bolo/db/tax-persons';
import { taxTerritories } from '@bolo/db/ticket-taxes';
import { z } from 'zod';
import {
  color,
  countryCode,
  emailList,
  emailLists,
  iban,
  masterName,
  members,
  optionalEmail,
  personalId,
  personName,
  phone,
  reference,
  taxId,
  text,
} from './fields';
import { type ShowDayIssue, showDayInputs, showDayOrderIssues } from './show-day';

/** The artist's tax profile: kept on the master only (an event's party has no copy), a settlement reads it there. */
export const artistTaxFields = { taxResidence: true, taxPerson: true, reducedIrpf: true } as const;

/**
 * What each master accepts on create (and, partial, on update). The module imports only zod and
 * the pure field rules, so the web app's forms validate with the very same schemas.
 */
export const masterSchemas = {
  /** Artists (spec §3 Artist); `isTelonero`: a support act; the certificates are storage keys. */
  artist: z.strictObject({
    name: masterName,
    cif: taxId,
    dniFirmante: personalId,
    address: text(),
    companyName: personName,
    nameSignatory: personName,
    phone,
    accountNumber: iban,
    additionalInfo: text(5_000),
    ownershipCertificate: text(),
    cifCertificate: text(),
    isTelonero: z.boolean().optional(),
    /** Where the artist pays tax: a settlement withholds IRPF in Spain, IRNR elsewhere. */
    taxResidence: countryCode.optional(),
    /** Invoices as a natural person or through a company: the fee's IVA and IRPF (settlements/artist-taxes.ts). */
    taxPerson: z.enum(taxPersons).optional(),
    /** A natural person resident in Spain who declared the reduced IRPF rate (7 %). */
    reducedIrpf: z.boolean().optional(),
    ...emailLists,
  }),
  /** Promoters (spec §3 Promoter). */
  promoter: z.strictObject({
    name: masterName,
    cif: taxId,
    type: text(100),
    dniFirmante: personalId,
    address: text(),
    nameSignatory: personName,
    email: optionalEmail,
    ...emailLists,
  }),
  /** Halls (spec §3 Hall); `capacity` is the hall's aforo. */
  hall: z.strictObject({
    name: masterName,
    address: text(),
    city: text(100),
    capacity: z.number().int().min(0).max(1_000_000).optional(),
    companyName: personName,
    cif: taxId,
    direccionSala: text(),
    nameSignatory: personName,
    dniFirmante: personalId,
    ...emailLists,
  }),
  /** Producers (spec §3 Producer). */
  producer: z.strictObject({
    name: masterName,
    cif: taxId,
    dniFirmante: personalId,
    address: text(),
    nameSignatory: personName,
    email: optionalEmail,
  }),
  /** Suppliers of the shows (sound, lights, backline, catering, transport …); not in the spec's fields. */
  provider: z.strictObject({
    name: masterName,
    cif: taxId,
    serviceType: text(100),
    contactName: personName,
    phone,
    email: optionalEmail,
    address: text(),
    city: text(100),
    accountNumber: iban,
    notes: text(5_000),
  }),
  /** Office departments and where their mails go: the `emailsDepartamentos` template group. */
  department: z.strictObject({
    name: masterName,
    emails: emailList,
    ccEmails: emailList,
    description: text(),
    /** The name its mails come from ("Producción · Bolo"); empty: the name of `MAIL_FROM`. */
    fromName: text(100),
    /** Answers go to the agent who sent the mail instead of the department's addresses. */
    replyToAgent: z.boolean().optional(),
  }),
  /** The calendars events are shown on, each with its colour. */
  calendar: z.strictObject({ name: masterName, color, description: text() }),
  /** JMS groups: a name, a group address and its members. */
  jms: z.strictObject({ name: masterName, email: optionalEmail, members }),
  /** Teams of the office: a name, a team address and its members. */
  team: z.strictObject({ name: masterName, email: optionalEmail, members }),
  /** Companies of the group (spec §3 Company); `imagenes` are filled by the uploads, not here. */
  company: z.strictObject({
    name: masterName,
    cif: taxId,
    direccion: text(),
    telefono: phone,
    firmanteId: reference.nullable().optional(),
    /** Where its shows are taxed: IVA on the península and Baleares, IGIC in the Canaries (settlements' ticket tax). */
    territorioFiscal: z.enum(taxTerritories).optional(),
    /** Its show-day schedule in minutes (`show-day.ts`), each empty one the office's; the order is `showDayOrderIssues`'. */
    ...showDayInputs,
  }),
  /** People who sign contracts for a company (spec §3 Signatory); `firma`: storage key of the signature. */
  signatory: z.strictObject({
    name: masterName,
    apellido: personName,
    dni: personalId,
    cargo: text(200),
    firma: text(),
    domicilio: text(),
  }),
};

export type MasterKey = keyof typeof masterSchemas;

/**
 * The rules a master's row keeps across its fields, each issue on the field to change: the forms
 * check them with the fields' own, the server on the row as saved (the master's `checkRow`).
 */
export const masterRowRules: Partial<Record<MasterKey, (row: Record<string, unknown>) => ShowDayIssue[]>> = {
  company: showDayOrderIssues,
};
export type MasterInput<K extends MasterKey> = z.input<(typeof masterSchemas)[K]>;

/** The most rows one CSV export gives, and one import call takes (the web app sends a file in chunks). */
export const masterTransferLimits = { exportRows: 10_000, importRows: 200 } as const;

/** The form of a name the name check compares (no case, accents or double spaces): for checks in the browser. */
export { searchKey } from '../shared/search-key';

/**
 * The artist's certificates (spec §3 Artist): storage keys of files a counterparty uploaded
 * through its link (each a form field of `uploadFiles`), never typed in (`certificates.ts`).
 */
export const certificateFields = ['ownershipCertificate', 'cifCertificate'] as const;
export type CertificateField = (typeof certificateFields)[number];
