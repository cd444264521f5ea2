import type { MasterRow } from './api';
import type { FieldKind, FieldSpec, MasterDescription } from './descriptions';

/** A person of a JMS group or a team, as the form edits it (`userId` kept as it came). */
export interface MemberValue {
  name: string;
  role: string;
  email: string;
  phone: string;
  userId?: number;
}

/** What one input holds: text, a list of addresses, a switch, a number ('' when empty), a select's id. */
export type FieldValue = string | string[] | boolean | number | MemberValue[] | null;
export type FormValues = Record<string, FieldValue>;

const asString = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const asMembers = (value: unknown): MemberValue[] =>
  Array.isArray(value)
    ? value.map((item: Record<string, unknown>) => ({
        name: asString(item.name),
        role: asString(item.role),
        email: asString(item.email),
        phone: asString(item.phone),
        ...(typeof item.userId === 'number' ? { userId: item.userId } : {}),
      }))
    : [];

export const emptyMember = (): MemberValue => ({ name: '', role: '', email: '', phone: '' });

const fieldValue: Record<FieldKind, (value: unknown) => FieldValue> = {
  text: asString,
  longText: asString,
  email: asString,
  phone: asString,
  emails: asStrings,
  switch: (value) => value === true,
  number: (value) => (typeof value === 'number' ? value : ''),
  minutes: (value) => (typeof value === 'number' ? value : ''),
  color: asString,
  members: asMembers,
  signatory: (value) => (typeof value === 'number' ? String(value) : null),
  // a new artist is resident in Spain, as the column's default
  country: (value) => (typeof value === 'string' && value !== '' ? value : 'ES'),
  // a new artist invoices as a natural person, as the column's default
  taxPerson: (value) => (value === 'company' ? 'company' : 'natural'),
  // a new company is taxed on the península (IVA), as the column's default
  taxTerritory: (value) => (value === 'canarias' ? 'canarias' : 'peninsula'),
};

/** The form's values for a row, or the empty form of a new one. */
export function formValuesOf(description: MasterDescription, row: MasterRow | null): FormValues {
  return Object.fromEntries(
    description.fields.map(({ name, kind }) => [name, fieldValue[kind](row?.[name])]),
  );
}

/** A field's value as the master's schema takes it (an empty number or colour is left out). */
function inputOf({ kind }: FieldSpec, value: FieldValue): unknown {
  if (kind === 'number') return value === '' ? 0 : value;
  // an empty minutes field keeps the office's (null)
  if (kind === 'minutes') return value === '' ? null : value;
  if (kind === 'color') return value === '' ? undefined : value;
  if (kind === 'signatory') return typeof value === 'string' && value !== '' ? Number(value) : null;
  return value;
}

/** The fields to send: what the schema of the master checks and the server saves. */
export function masterInputOf(description: MasterDescription, values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of description.fields) {
    const value = inputOf(field, values[field.name] ?? null);
    if (value !== undefined) input[field.name] = value;
  }
  return input;
}
