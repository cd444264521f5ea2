import { signingActions, signingActors, signingStates, signingVoidReasons } from '@bolo/db/signing-kinds';
import { documentParties, templateLanguages } from '@bolo/db/template-kinds';
import { z } from 'zod';
import { emailAddress } from '../../masters/public';
import { id } from '../../shared/row-id';
import { nameText, plainText } from '../../shared/text';
import { contractKeyInput } from '../contracts/schemas';

/** The kinds of document a signer identifies themself with. */
export const idTypes = ['dni', 'nie', 'passport'] as const;
export type IdType = (typeof idTypes)[number];

/** A signing opens for 30 days unless asked otherwise, 90 at most (as a share link). */
const DEFAULT_SIGNING_DAYS = 30;
const MAX_SIGNING_DAYS = 90;

/** The drawn or typed signature, as a PNG: bounded in bytes and pixels (the service checks the image). */
export const MAX_SIGNATURE_BYTES = 256 * 1024;
export const MAX_SIGNATURE_WIDTH = 2000;
export const MAX_SIGNATURE_HEIGHT = 1000;
const signatureDataUrlPrefix = 'data:image/png;base64,';

/** Which contract: its event and party, as the contract procedures name it. */
export const signingKeyInput = contractKeyInput;

export const sendInput = contractKeyInput.extend({
  /** Who signs for the company (a signatory of the masters); the company's own unless given. */
  signatoryId: id.optional(),
  days: z.coerce.number().int().min(1).max(MAX_SIGNING_DAYS).default(DEFAULT_SIGNING_DAYS),
  /** Where the signing link goes: the party's signatory. */
  recipients: z.array(emailAddress).min(1).max(10),
});
export type SendInput = z.infer<typeof sendInput>;

/** The company's signature: a current code of the signing user's authenticator app. */
export const countersignInput = contractKeyInput.extend({ code: z.string().max(20) });
export type CountersignInput = z.infer<typeof countersignInput>;

/** A document of one signing of the event: the PDF as sent, or the signed one. */
export const signingDocumentInput = z.strictObject({ eventId: id, signingId: id });

/** Any text: a token that opens no signing is `contract_signing_link_not_found`, like a guessed one. */
const token = z.string().max(200);
export const linkInput = z.strictObject({ token });

export const signInput = z.strictObject({
  token,
  fullName: nameText(200).min(2),
  idType: z.enum(idTypes),
  /** Checked by the service (`contract_signing_id_number`): a DNI or NIE with its letter, or a passport. */
  idNumber: z.string().max(40),
  /** A PNG data URL (`data:image/png;base64,…`); its bytes and size are checked by the service. */
  signature: z
    .string()
    .max(signatureDataUrlPrefix.length + Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4)
    .startsWith(signatureDataUrlPrefix),
  /** Drawn with a finger or the mouse, or the name typed and drawn in a script face. */
  signatureKind: z.enum(['drawn', 'typed']),
  /** The signer agrees to sign electronically; anything but true is `contract_signing_consent`. */
  consent: z.boolean(),
  /** The SHA-256 of the document the page showed: a signature is of that document only. */
  documentSha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SignInput = z.infer<typeof signInput>;

export const declineInput = z.strictObject({ token, reason: plainText(1000).trim().min(1) });
export type DeclineInput = z.infer<typeof declineInput>;

const state = z.enum(signingStates);
const party = z.enum(documentParties);

/** One step of a signing, as the office reads it (the audit certificate is made from these). */
const stepOutput = z.object({
  id: z.number().int(),
  action: z.enum(signingActions),
  actor: z.enum(signingActors),
  /** The party's name as they typed it, a staff user's name, or "Bolo". */
  actorName: z.string().nullable(),
  at: z.date(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

/** A contract's signing as the office sees it. */
export const signingOutput = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  party,
  state,
  language: z.enum(templateLanguages),
  sentAt: z.date(),
  sentByName: z.string().nullable(),
  expiresAt: z.date(),
  recipients: z.array(z.string()),
  /** The signing link (the contract's share link while the signing lasts). */
  url: z.string(),
  signatory: z.object({ name: z.string(), cargo: z.string().nullable() }),
  /** SHA-256 of the PDF as sent (`sentPdf`). */
  documentSha256: z.string(),
  partySigner: z.object({ name: z.string(), idNumber: z.string(), signedAt: z.date() }).nullable(),
  declineReason: z.string().nullable(),
  voidReason: z.enum(signingVoidReasons).nullable(),
  completedAt: z.date().nullable(),
  /** SHA-256 of the signed PDF (`signedPdf`), once both have signed. */
  signedDocumentSha256: z.string().nullable(),
  /** Whether the caller may countersign: their account passes two-factor with an authenticator app. */
  callerHasAuthenticator: z.boolean(),
  steps: z.array(stepOutput),
});
export type SigningView = z.infer<typeof signingOutput>;

/** What the link's page shows: never an address, an id number or another party's data. */
export const linkViewOutput = z.object({
  state,
  party,
  language: z.enum(templateLanguages),
  event: z.object({ name: z.string(), date: z.string().nullable() }),
  company: z.string(),
  signatory: z.object({ name: z.string(), cargo: z.string().nullable() }),
  expiresAt: z.date(),
  /** SHA-256 of the document to sign (`document`): the signature names it. */
  documentSha256: z.string(),
  partySigner: z.object({ name: z.string(), signedAt: z.date() }).nullable(),
  /** SHA-256 of the signed document (`signedDocument`), once both have signed. */
  signedDocumentSha256: z.string().nullable(),
});
export type LinkView = z.infer<typeof linkViewOutput>;
