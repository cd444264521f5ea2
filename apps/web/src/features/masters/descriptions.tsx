import { type MasterInput, type MasterKey, showDayFields } from '@bolo/api/masters/public';
import { type ComponentType, lazy } from 'react';
import type { MessageKey } from '../../i18n';

// The images (and their dropzone) and the signing certificate load with a company's drawer, not with every route that reads the tabs.
const CompanyImages = lazy(() =>
  import('./CompanyImages').then((module) => ({ default: module.CompanyImages })),
);
const CompanyCertificate = lazy(() =>
  import('./CompanyCertificate').then((module) => ({ default: module.CompanyCertificate })),
);
// Likewise a signatory's signature and an artist's certificates.
const SignatoryFirma = lazy(() =>
  import('./MasterFiles').then((module) => ({ default: module.SignatoryFirma })),
);
const ArtistCertificates = lazy(() =>
  import('./MasterFiles').then((module) => ({ default: module.ArtistCertificates })),
);

/** How a field is edited and shown. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'emails'
  | 'switch'
  | 'number'
  | 'minutes'
  | 'color'
  | 'members'
  | 'signatory'
  | 'country'
  | 'taxPerson'
  | 'taxTerritory';

type After<Prefix extends string, T> = T extends `${Prefix}${infer Rest}` ? Rest : never;
/** The fields that have a label (`masters.field.<name>`) in the catalogues. */
export type LabelledField = After<'masters.field.', MessageKey>;

type FieldName<K extends MasterKey> = keyof MasterInput<K> & LabelledField;

/** A group of fields the form shows under its own heading (`masters.section.<name>`) after the others. */
export type FieldSection = 'showDay';

export interface FieldSpec<Name extends LabelledField = LabelledField> {
  name: Name;
  kind: FieldKind;
  section?: FieldSection;
}

/** One master as the generic table and drawer show it. */
export interface MasterDescription<
  K extends MasterKey = MasterKey,
  Name extends LabelledField = LabelledField,
> {
  key: K;
  /** The form's fields, in order; the list can show each one as a column. */
  fields: readonly FieldSpec<Name>[];
  /** The columns shown (after the name) until the person chooses others. */
  columns: readonly Name[];
  /** What the drawer shows below the form of a saved row (a company's images). */
  EditSection?: ComponentType<{ id: number }>;
}

const emailLists = [
  { name: 'emailConfirmacion', kind: 'emails' },
  { name: 'emailComunicacion', kind: 'emails' },
  { name: 'emailProduccion', kind: 'emails' },
  { name: 'emailPrl', kind: 'emails' },
] as const;

/**
 * The eleven masters. A master's certificate and signature files (`ownershipCertificate`,
 * `cifCertificate`, `firma`) and a company's images are uploads, not form fields; they have their
 * own section in the drawer once the row is saved.
 */
export const masterDescriptions = {
  artist: {
    key: 'artist',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'cif', kind: 'text' },
      { name: 'companyName', kind: 'text' },
      { name: 'nameSignatory', kind: 'text' },
      { name: 'dniFirmante', kind: 'text' },
      { name: 'phone', kind: 'phone' },
      { name: 'address', kind: 'text' },
      { name: 'accountNumber', kind: 'text' },
      { name: 'isTelonero', kind: 'switch' },
      { name: 'taxResidence', kind: 'country' },
      { name: 'taxPerson', kind: 'taxPerson' },
      { name: 'reducedIrpf', kind: 'switch' },
      ...emailLists,
      { name: 'additionalInfo', kind: 'longText' },
    ],
    columns: ['cif', 'companyName', 'phone', 'emailConfirmacion', 'isTelonero'],
    EditSection: ArtistCertificates,
  },
  promoter: {
    key: 'promoter',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'cif', kind: 'text' },
      { name: 'type', kind: 'text' },
      { name: 'email', kind: 'email' },
      { name: 'nameSignatory', kind: 'text' },
      { name: 'dniFirmante', kind: 'text' },
      { name: 'address', kind: 'text' },
      ...emailLists,
    ],
    columns: ['cif', 'type', 'email'],
  },
  hall: {
    key: 'hall',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'city', kind: 'text' },
      { name: 'capacity', kind: 'number' },
      { name: 'address', kind: 'text' },
      { name: 'direccionSala', kind: 'text' },
      { name: 'companyName', kind: 'text' },
      { name: 'cif', kind: 'text' },
      { name: 'nameSignatory', kind: 'text' },
      { name: 'dniFirmante', kind: 'text' },
      ...emailLists,
    ],
    columns: ['city', 'capacity', 'companyName'],
  },
  producer: {
    key: 'producer',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'cif', kind: 'text' },
      { name: 'email', kind: 'email' },
      { name: 'nameSignatory', kind: 'text' },
      { name: 'dniFirmante', kind: 'text' },
      { name: 'address', kind: 'text' },
    ],
    columns: ['cif', 'email', 'nameSignatory'],
  },
  provider: {
    key: 'provider',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'serviceType', kind: 'text' },
      { name: 'cif', kind: 'text' },
      { name: 'contactName', kind: 'text' },
      { name: 'phone', kind: 'phone' },
      { name: 'email', kind: 'email' },
      { name: 'address', kind: 'text' },
      { name: 'city', kind: 'text' },
      { name: 'accountNumber', kind: 'text' },
      { name: 'notes', kind: 'longText' },
    ],
    columns: ['serviceType', 'contactName', 'phone', 'email'],
  },
  department: {
    key: 'department',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'emails', kind: 'emails' },
      { name: 'ccEmails', kind: 'emails' },
      { name: 'fromName', kind: 'text' },
      { name: 'replyToAgent', kind: 'switch' },
      { name: 'description', kind: 'longText' },
    ],
    columns: ['emails', 'ccEmails'],
  },
  calendar: {
    key: 'calendar',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'color', kind: 'color' },
      { name: 'description', kind: 'longText' },
    ],
    columns: ['color', 'description'],
  },
  jms: {
    key: 'jms',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'email', kind: 'email' },
      { name: 'members', kind: 'members' },
    ],
    columns: ['email', 'members'],
  },
  team: {
    key: 'team',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'email', kind: 'email' },
      { name: 'members', kind: 'members' },
    ],
    columns: ['email', 'members'],
  },
  company: {
    key: 'company',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'cif', kind: 'text' },
      { name: 'telefono', kind: 'phone' },
      { name: 'firmanteId', kind: 'signatory' },
      { name: 'direccion', kind: 'text' },
      { name: 'territorioFiscal', kind: 'taxTerritory' },
      ...showDayFields.map((name) => ({ name, kind: 'minutes', section: 'showDay' }) as const),
    ],
    columns: ['cif', 'telefono', 'firmanteId'],
    EditSection: ({ id }) => (
      <>
        <CompanyImages companyId={id} />
        <CompanyCertificate companyId={id} />
      </>
    ),
  },
  signatory: {
    key: 'signatory',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'apellido', kind: 'text' },
      { name: 'dni', kind: 'text' },
      { name: 'cargo', kind: 'text' },
      { name: 'domicilio', kind: 'text' },
    ],
    columns: ['apellido', 'dni', 'cargo'],
    EditSection: SignatoryFirma,
  },
} as const satisfies { [K in MasterKey]: MasterDescription<K, FieldName<K>> };

export const isMasterKey = (value: unknown): value is MasterKey =>
  typeof value === 'string' && Object.hasOwn(masterDescriptions, value);

/** A master's description as the generic screens read it. */
export const describe = (key: MasterKey): MasterDescription => masterDescriptions[key];
