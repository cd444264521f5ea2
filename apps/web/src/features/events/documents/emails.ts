import { emailAddress } from '@bolo/api/masters/public';
import { templateSubTypes } from '@bolo/api/templates/public';
import type { DraftsSpec } from './drafts';

/** The office departments an event's emails are written for, in the tab's order (spec §3 Email tabs). */
export const departments = templateSubTypes.email;
export type Department = (typeof departments)[number];

/** The parties an event's emails and contracts go to, in the tabs' order. */
export const parties = templateSubTypes.contract;
export type Party = (typeof parties)[number];

export const recipientFields = ['to', 'cc', 'bcc'] as const;
export type RecipientField = (typeof recipientFields)[number];

/** What the person edits of an email. */
export interface EmailDraft {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  body: string;
}

/** The fields of an email the tab reads (the API's `EventEmail`). */
export interface EmailRow extends EmailDraft {
  type: Department;
  subType: Party;
  version: number | null;
}

export const emailKey = (type: Department, subType: Party) => `${type}.${subType}`;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

export const sameEmailDraft = (a: EmailDraft, b: EmailDraft): boolean =>
  a.subject === b.subject &&
  a.body === b.body &&
  recipientFields.every((field) => sameList(a[field], b[field]));

export const emailDraftOf = (row: EmailDraft): EmailDraft => ({
  to: row.to,
  cc: row.cc,
  bcc: row.bcc,
  subject: row.subject,
  body: row.body,
});

export const emailSpec = <
  Row extends EmailRow & { sent: boolean; sentAt: Date | null; delivery: unknown },
>(): DraftsSpec<Row, EmailDraft> => ({
  keyOf: (row) => emailKey(row.type, row.subType),
  draftOf: emailDraftOf,
  sameDraft: sameEmailDraft,
  live: ['sent', 'sentAt', 'delivery'],
});

/** What a save of the email sends: its kind, the draft, and the version read (none for an email never stored). */
export function emailSaveInput(row: EmailRow, draft: EmailDraft) {
  return {
    type: row.type,
    subType: row.subType,
    ...draft,
    ...(row.version === null ? {} : { version: row.version }),
  };
}

/** Whether an address is one the server takes (the masters' rule: trimmed, at most 254 characters). */
export const isEmailAddress = (value: string): boolean => emailAddress.safeParse(value).success;

/** The addresses of each recipient list that are not email addresses. */
export function invalidRecipients(draft: EmailDraft): Partial<Record<RecipientField, string[]>> {
  const problems: Partial<Record<RecipientField, string[]>> = {};
  for (const field of recipientFields) {
    const bad = draft[field].filter((address) => !isEmailAddress(address));
    if (bad.length > 0) problems[field] = bad;
  }
  return problems;
}

/**
 * Addresses as typed or pasted into a recipient list: trimmed, `Name <address>` reduced to the
 * address, and each once (whatever its case), in the order given.
 */
export function cleanAddresses(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const clean: string[] = [];
  for (const value of values) {
    const address = (/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).trim();
    const key = address.toLowerCase();
    if (address === '' || seen.has(key)) continue;
    seen.add(key);
    clean.push(address);
  }
  return clean;
}

/** Why an email cannot be sent as it is (the server's `event_email_not_found` rule, and bad addresses), or null. */
export function sendProblem(draft: EmailDraft): 'noRecipient' | 'noSubject' | 'badAddress' | null {
  if (draft.to.length === 0) return 'noRecipient';
  if (draft.subject.trim() === '') return 'noSubject';
  if (Object.keys(invalidRecipients(draft)).length > 0) return 'badAddress';
  return null;
}
