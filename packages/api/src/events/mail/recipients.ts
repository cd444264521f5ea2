import type { EmailDepartment, schema } from '@bolo/db';
import { isEmail } from '../../masters/public';
import { AppError } from '../../shared/errors';
import type { DepartmentLists } from '../documents/variables';

type PartyRow = typeof schema.eventParties.$inferSelect;

/** An email's recipients (spec §3 Email `to`, `cc`, `bcc`). */
export interface Recipients {
  to: string[];
  cc: string[];
  bcc: string[];
}

/** The list of an event's party that a department's mail goes to (spec §3: the four email lists). */
export const departmentListOf = {
  confirmacion: 'emailConfirmacion',
  produccion: 'emailProduccion',
  comunicacion: 'emailComunicacion',
  accesibilidad: 'emailPrl',
} as const satisfies Record<EmailDepartment, keyof PartyRow>;

const distinct = (addresses: string[]) => [...new Set(addresses.filter((address) => address !== ''))];

/**
 * The recipients a generated email starts with: to the party's list for the department (or its
 * own address when that list is empty), copied to the department master's addresses and copies.
 */
export function generatedRecipients(
  party: Pick<PartyRow, (typeof departmentListOf)[EmailDepartment] | 'email'> | null,
  department: EmailDepartment,
  lists: DepartmentLists | undefined,
): Recipients {
  const partyList = party?.[departmentListOf[department]] ?? [];
  return {
    to: distinct(partyList.length > 0 ? partyList : [party?.email ?? '']),
    cc: distinct([...(lists?.emails ?? []), ...(lists?.ccEmails ?? [])]),
    bcc: [],
  };
}

/** Refuses the first address that is not an email, naming it (`invalid_email`). */
export function refuseInvalidAddresses(recipients: Recipients): void {
  const invalid = [...recipients.to, ...recipients.cc, ...recipients.bcc].find(
    (address) => !isEmail(address),
  );
  if (invalid !== undefined)
    throw new AppError('invalid_email', { params: { address: { es: invalid, en: invalid } } });
}
