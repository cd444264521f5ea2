import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  SigningAction,
  SigningActor,
  SigningSignatory,
  SigningState,
  SigningVoidReason,
} from '../../signing-kinds';
import type { DocumentParty, TemplateLanguage } from '../../template-kinds';
import { timestamptz } from '../columns';
import { signatories } from '../masters';
import { contractShareLinks, eventContracts } from './documents';
import { eventId } from './events';

/**
 * One signing of one contract: its link (a share link of the contract, which opens until
 * `expiresAt`), the PDF as sent (in file storage under `sentPdfKey`, its SHA-256 here) and, once
 * both have signed, the signed PDF. The party's and the company's signatures are written here as
 * they happen; what happened, step by step, is in `contract_signing_events`. A trigger keeps the
 * documents' keys and hashes as first written and a finished signing as it finished.
 */
export const contractSignings = pgTable(
  'contract_signings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer()
      .notNull()
      .references(() => eventContracts.id),
    eventId: eventId(),
    party: text().$type<DocumentParty>().notNull(),
    linkId: integer()
      .notNull()
      .references(() => contractShareLinks.id),
    state: text().$type<SigningState>().notNull().default('sent'),
    expiresAt: timestamptz().notNull(),
    /** The language of the contract's template: the mails and the signed pages are in it. */
    language: text().$type<TemplateLanguage>().notNull(),
    recipients: text().array().notNull(),
    /** The company that signs: its certificate seals the signed document. */
    empresaId: integer().notNull(),
    signatoryId: integer().references(() => signatories.id, { onDelete: 'set null' }),
    signatory: jsonb().$type<SigningSignatory>().notNull(),
    /** SHA-256 of the contract's text as sent: an edit to another text voids the signing. */
    bodySha256: text().notNull(),
    sentPdfKey: text().notNull(),
    sentPdfSha256: text().notNull(),
    partyName: text(),
    partyIdNumber: text(),
    partySignatureKey: text(),
    partySignedAt: timestamptz(),
    declineReason: text(),
    voidReason: text().$type<SigningVoidReason>(),
    countersignedBy: integer(),
    completedAt: timestamptz(),
    signedPdfKey: text(),
    signedPdfSha256: text(),
    /** The last reminder mailed to the recipients (the job's own record is the outbox's key). */
    remindedAt: timestamptz(),
    sentAt: timestamptz().notNull().defaultNow(),
    sentBy: integer(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('contract_signings_contract_idx').on(t.contractId, t.id.desc()),
    index('contract_signings_link_idx').on(t.linkId),
    uniqueIndex('contract_signings_one_open_idx')
      .on(t.contractId)
      .where(sql`${t.state} in ('sent', 'viewed', 'signed_by_party')`),
    check(
      'contract_signings_state',
      sql`${t.state} in ('sent', 'viewed', 'signed_by_party', 'completed', 'declined', 'expired', 'voided')`,
    ),
  ],
);

/**
 * Every step of a signing, as it happened: who (`actor`, the staff user, the name they gave),
 * what, when, from which address and browser, and its details. Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE. The signed document's audit page is made from these rows.
 */
export const contractSigningEvents = pgTable(
  'contract_signing_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    signingId: integer()
      .notNull()
      .references(() => contractSignings.id),
    action: text().$type<SigningAction>().notNull(),
    actor: text().$type<SigningActor>().notNull(),
    userId: integer(),
    actorName: text(),
    at: timestamptz().notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('contract_signing_events_signing_idx').on(t.signingId, t.id)],
);

export {
  awaitingPartyStates,
  openSigningStates,
  type SigningAction,
  type SigningActor,
  type SigningSignatory,
  type SigningState,
  type SigningVoidReason,
  signingActions,
  signingActors,
  signingStates,
  signingVoidReasons,
} from '../../signing-kinds';
