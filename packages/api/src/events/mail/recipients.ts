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
  // the day sheet goes to whoever the party has production with
  avance: 'emailProduccion',
} as const satisfies Record<EmailDepartment, keyof PartyRow>;

const distinct = (addresses: string[]) => [...new Set(addresses.filter((address) => address !== ''))];

/**
 * The recipients a generated email starts with: to the party's list for the department (or its
 * own address when that list is empty) and its `contacts` (the advance's, for the day sheet),
 * copied to the department master's addresses and copies.
 */
export function generatedRecipients(
  party: Pick<PartyRow, (typeof departmentListOf)[EmailDepartment] | 'email'> | null,
  department: EmailDepartment,
  lists: Pick<DepartmentLists, 'emails' | 'ccEmails'> | undefined,
  contacts: string[] = [],
): Recipients {
  const partyList = party?.[departmentListOf[department]] ?? [];
  return {
    to: distinct([...(partyList.length > 0 ? partyList : [party?.email ?? '']), ...contacts]),
    cc: distinct([...(lists?.emails ?? []), ...(lists?.ccEmails ?? [])]),
    bcc: [],
  };
}

/** Who an email comes from: the department's name, and where answers go. */
export interface Sender {
  fromName: string | null;
  replyTo: string[];
}

/**
 * A department's mails come under its From name; answers go to its addresses, or to the agent who
 * sends the mail when the department says so (or has no address of its own).
 */
export function senderOf(lists: DepartmentLists | undefined, agentEmail: string): Sender {
  const departmentAddresses = distinct(lists?.emails ?? []);
  const toAgent = lists?.replyToAgent || departmentAddresses.length === 0;
  return {
    fromName: lists?.fromName.trim() || null,
    replyTo: toAgent ? distinct([agentEmail]) : departmentAddresses,
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
