/**
 * A contract's signing as the office drives it (issue 31): send it for signature, read where it
 * stands, cancel it, countersign it with a second factor (which makes the signed document), and
 * download the PDF as sent and the signed one.
 */
import { randomUUID } from 'node:crypto';
import { type Db, type DocumentParty, schema } from '@bolo/db';
import { sealContractPdfOnThread } from '@bolo/templating';
import { and, asc, desc, eq } from 'drizzle-orm';
import { checkAuthenticatorCode, usesAuthenticator } from '../../auth';
import type { Services, SignedIn } from '../../context';
import { enqueueMail } from '../../mail';
import { signingCertificateOf } from '../../masters';
import type { FileAnswer } from '../../rest';
import { AppError } from '../../shared/errors';
import { asAppError } from '../../shared/pdf-errors';
import { contractPdfPool } from '../../shared/render-pool';
import { type FileStorage, printableImage } from '../../storage';
import { userName } from '../audit';
import { signingLinkUrl, signLinkToken } from '../contracts/link-token';
import { contractFileName, contractTitles, printableFirma, typesetContract } from '../contracts/pdf';
import { generate, generatorFor, lockedRow, newShareLink, partyOf } from '../contracts/service';
import { callerOf, type DocumentsCaller } from '../documents/service';
import { templateLanguageOf } from '../documents/templates';
import { liveEvent } from '../store';
import { pageImages, signedPagesHtml } from './document';
import { type SigningMailFacts, signingMail } from './mails';
import { sha256 } from './rules';
import type { CountersignInput, SendInput, SigningView } from './schemas';
import {
  lockedOpenSigning,
  recordStep,
  type SigningRow,
  type StepActor,
  showOf,
  staffActor,
  tellOwners,
  voidOpenSigning,
} from './steps';

const { companies, contractSignings, contractSigningEvents, eventContracts, events, signatories, users } =
  schema;

/** Who drives a signing from the app: the documents' caller, and where they called from. */
export interface SigningCaller extends DocumentsCaller {
  ipAddress: string | null;
  userAgent: string | null;
}

export const signingCallerOf = (ctx: SignedIn): SigningCaller => ({
  ...callerOf(ctx),
  ipAddress: ctx.ipAddress,
  userAgent: ctx.userAgent,
});

type LinkServices = Pick<Services, 'publicUrl' | 'linkSecret'>;

/** The signing's page address, from its link (whose token carries the signing's expiry). */
export const signingUrlOf = (services: LinkServices, signing: SigningRow): string =>
  signingLinkUrl(
    services.publicUrl,
    signLinkToken(services.linkSecret, { linkId: signing.linkId, expiresAt: signing.expiresAt }),
    signing.language,
  );

/** What a signing's mails say of it. */
export async function mailFactsOf(
  db: Db,
  services: LinkServices,
  signing: SigningRow,
  sha256Of: string,
): Promise<SigningMailFacts> {
  const found = await showOf(db, signing);
  return {
    company: found?.company ?? '',
    event: found?.event ?? '',
    date: found?.date ?? null,
    url: signingUrlOf(services, signing),
    expiresAt: signing.expiresAt,
    sha256: sha256Of,
  };
}

/** A stored document of a signing, its bytes checked against the hash recorded when it was made. */
export async function storedDocument(
  storage: FileStorage,
  key: string,
  recorded: string,
): Promise<Uint8Array> {
  const bytes = await storage.get(key);
  if (!bytes) throw new AppError('not_found');
  if (sha256(bytes) !== recorded) throw new Error(`the stored document ${key} is not the one recorded`);
  return bytes;
}

/** The signing's PDF as sent, or signed, as a file answer named after the contract. */
export async function documentAnswer(
  db: Db,
  storage: FileStorage,
  signing: SigningRow,
  which: 'sent' | 'signed',
): Promise<FileAnswer & { filename: string }> {
  const [event] = await db.select({ name: events.name }).from(events).where(eq(events.id, signing.eventId));
  const name = contractFileName(signing.party, event?.name ?? '', signing.eventId);
  if (which === 'sent') {
    const bytes = await storedDocument(storage, signing.sentPdfKey, signing.sentPdfSha256);
    return { contentType: 'application/pdf', bytes, filename: name.replace(/\.pdf$/, '-enviado.pdf') };
  }
  if (!signing.signedPdfKey || !signing.signedPdfSha256) throw new AppError('contract_signing_not_completed');
  const bytes = await storedDocument(storage, signing.signedPdfKey, signing.signedPdfSha256);
  return { contentType: 'application/pdf', bytes, filename: name.replace(/\.pdf$/, '-firmado.pdf') };
}

async function contractOf(db: Db, eventId: number, party: DocumentParty) {
  const [row] = await db
    .select({ id: eventContracts.id })
    .from(eventContracts)
    .where(and(eq(eventContracts.eventId, eventId), eq(eventContracts.subType, party)));
  return row;
}

async function latestSigning(db: Db, contractId: number): Promise<SigningRow | undefined> {
  const [signing] = await db
    .select()
    .from(contractSignings)
    .where(eq(contractSignings.contractId, contractId))
    .orderBy(desc(contractSignings.id))
    .limit(1);
  return signing;
}

/** The steps of a signing, oldest first. */
export const stepsOf = (db: Db, signingId: number) =>
  db
    .select()
    .from(contractSigningEvents)
    .where(eq(contractSigningEvents.signingId, signingId))
    .orderBy(asc(contractSigningEvents.id));

/** A signing as the office reads it, for `callerId` (who may countersign only with an authenticator). */
async function viewOf(
  db: Db,
  services: LinkServices,
  signing: SigningRow,
  callerId: number,
): Promise<SigningView> {
  const [steps, [sender], callerHasAuthenticator] = await Promise.all([
    stepsOf(db, signing.id),
    signing.sentBy === null
      ? []
      : db.select({ name: userName }).from(users).where(eq(users.id, signing.sentBy)),
    usesAuthenticator(db, callerId),
  ]);
  return {
    id: signing.id,
    eventId: signing.eventId,
    party: signing.party,
    state: signing.state,
    language: signing.language,
    sentAt: signing.sentAt,
    sentByName: sender?.name ?? null,
    expiresAt: signing.expiresAt,
    recipients: signing.recipients,
    url: signingUrlOf(services, signing),
    signatory: { name: signing.signatory.name, cargo: signing.signatory.cargo },
    documentSha256: signing.sentPdfSha256,
    partySigner:
      signing.partyName && signing.partyIdNumber && signing.partySignedAt
        ? { name: signing.partyName, idNumber: signing.partyIdNumber, signedAt: signing.partySignedAt }
        : null,
    declineReason: signing.declineReason,
    voidReason: signing.voidReason,
    completedAt: signing.completedAt,
    signedDocumentSha256: signing.signedPdfSha256,
    callerHasAuthenticator,
    steps: steps.map(({ signingId: _, userId: __, ...step }) => step),
  };
}

/** The newest signing of the contract of `party` of the event; null when it was never sent. */
export async function getSigning(
  c: SigningCaller,
  input: { eventId: number; subType: string },
): Promise<SigningView | null> {
  const party = partyOf(input.subType);
  await liveEvent(c.db, input.eventId);
  const contract = await contractOf(c.db, input.eventId, party);
  const signing = contract && (await latestSigning(c.db, contract.id));
  return signing ? viewOf(c.db, c.services, signing, c.actorId) : null;
}

/** The company that signs the event's contracts and the signatory chosen for it (its own unless named). */
async function companySide(db: Db, empresaId: number | null, signatoryId: number | undefined) {
  const [company] =
    empresaId === null ? [] : await db.select().from(companies).where(eq(companies.id, empresaId));
  if (!company) throw new AppError('contract_signing_no_company');
  const chosen = signatoryId ?? company.firmanteId;
  const [signatory] =
    chosen === null ? [] : await db.select().from(signatories).where(eq(signatories.id, chosen));
  if (!signatory) throw new AppError('contract_signing_signatory_missing');
  return { company, signatory };
}

/**
 * Sends the contract of `party` for signature: a new share link, open `days` days (its earlier
 * links stop opening), becomes the signing link; the contract is typeset as it reads with that
 * link, and that PDF is frozen (stored once, its SHA-256 recorded); the link goes by email to
 * `recipients` through the outbox. A contract already out for signature is `contract_signing_open`.
 */
export async function sendForSignature(
  c: SigningCaller,
  input: SendInput,
  now = new Date(),
): Promise<SigningView> {
  const party = partyOf(input.subType);
  const { eventId } = input;
  const event = await liveEvent(c.db, eventId);
  const { company, signatory } = await companySide(c.db, event.empresaId, input.signatoryId);
  // Rendered before the transaction: a contract never stored gets its row from it.
  const before = await generate(await generatorFor(c, eventId), party);
  const sentPdfKey = `signings/${eventId}/${randomUUID()}-sent.pdf`;
  let stored = false;
  try {
    const signing = await c.db.transaction(async (tx) => {
      const row = await lockedRow(tx, c, eventId, party, before);
      if (await lockedOpenSigning(tx, row.id)) throw new AppError('contract_signing_open');
      const shared = await newShareLink(tx, c, row, input.days);
      const pdf = await typesetContract(tx, c.services.storage, {
        eventId,
        party,
        html: shared.body,
        plantillaId: shared.plantillaId,
        annexes: row.annex,
      });
      await c.services.storage.put(sentPdfKey, pdf.bytes, 'application/pdf');
      stored = true;
      const sentPdfSha256 = sha256(pdf.bytes);
      const [created] = await tx
        .insert(contractSignings)
        .values({
          contractId: row.id,
          eventId,
          party,
          linkId: shared.link.id,
          expiresAt: shared.link.expiresAt,
          language: await templateLanguageOf(tx, shared.plantillaId),
          recipients: input.recipients,
          empresaId: company.id,
          signatoryId: signatory.id,
          signatory: {
            name: [signatory.name, signatory.apellido].filter(Boolean).join(' '),
            dni: signatory.dni || null,
            cargo: signatory.cargo || null,
          },
          bodySha256: sha256(shared.body),
          sentPdfKey,
          sentPdfSha256,
          sentAt: now,
          sentBy: c.actorId,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('sendForSignature: no row inserted');
      const actor = await staffActor(tx, c.actorId, c);
      const details = { recipients: input.recipients, sha256: sentPdfSha256, expiresAt: created.expiresAt };
      await recordStep(
        tx,
        created,
        { ...actor, action: 'sent', details, at: now },
        { from: null, to: 'sent' },
      );
      const facts = await mailFactsOf(tx, c.services, created, sentPdfSha256);
      await enqueueMail(tx, {
        to: input.recipients,
        ...signingMail('request', created.language, facts),
        replyTo: actor.email ? [actor.email] : undefined,
        kind: 'contract_signing',
        idempotencyKey: `signing-request:${created.id}`,
        createdBy: c.actorId,
      });
      return created;
    });
    return viewOf(c.db, c.services, signing, c.actorId);
  } catch (error) {
    if (stored) await c.services.storage.delete(sentPdfKey);
    throw error;
  }
}

/** Cancels the contract's signing in progress: its link says so from now on. */
export async function cancelSigning(
  c: SigningCaller,
  input: { eventId: number; subType: string },
): Promise<SigningView> {
  const party = partyOf(input.subType);
  await liveEvent(c.db, input.eventId);
  const contract = await contractOf(c.db, input.eventId, party);
  const voided =
    contract &&
    (await c.db.transaction((tx) =>
      voidOpenSigning(tx, contract.id, {
        reason: 'cancelled',
        userId: c.actorId,
        ipAddress: c.ipAddress,
        userAgent: c.userAgent,
      }),
    ));
  const signing = voided && contract && (await latestSigning(c.db, contract.id));
  if (!signing) throw new AppError('contract_signing_not_open');
  return viewOf(c.db, c.services, signing, c.actorId);
}

/** The signing of `signingId` of the event, for its documents; `not_found` for any other. */
async function signingOfEvent(db: Db, eventId: number, signingId: number): Promise<SigningRow> {
  await liveEvent(db, eventId);
  const [signing] = await db
    .select()
    .from(contractSignings)
    .where(and(eq(contractSignings.id, signingId), eq(contractSignings.eventId, eventId)));
  if (!signing) throw new AppError('not_found');
  return signing;
}

/** The PDF of a signing of the event as it was sent for signature (`sent`), or as both signed it. */
export async function signingDocument(
  c: SigningCaller,
  input: { eventId: number; signingId: number },
  which: 'sent' | 'signed',
): Promise<FileAnswer & { filename: string }> {
  const signing = await signingOfEvent(c.db, input.eventId, input.signingId);
  return documentAnswer(c.db, c.services.storage, signing, which);
}

/** The company signatory's own signature image, when it has one it may print (as the contract does). */
async function companyFirma(db: Db, storage: FileStorage, signing: SigningRow) {
  if (signing.signatoryId === null) return undefined;
  const [[signatory], [company]] = await Promise.all([
    db.select().from(signatories).where(eq(signatories.id, signing.signatoryId)),
    db.select().from(companies).where(eq(companies.id, signing.empresaId)),
  ]);
  return signatory && company ? printableImage(storage, printableFirma(signatory, company)) : undefined;
}

/**
 * The signed document, made when the company countersigns (in its transaction `tx`, which sees the
 * `countersigned` step): the PDF as sent, the signature page and the audit certificate written from
 * the steps, signed with the company's certificate; stored once and mailed to both parties.
 */
async function completeSigning(
  tx: Db,
  c: SigningCaller,
  signing: SigningRow,
  actor: StepActor & { email: string | null },
  now: Date,
  /** The files it stores are named here as soon as they are, so a failure deletes them. */
  stored: string[],
): Promise<void> {
  const certificate = await signingCertificateOf(tx, c.services, signing.empresaId);
  const { storage } = c.services;
  const [sent, partySignature, firma, steps, [event], [company], sender] = await Promise.all([
    storedDocument(storage, signing.sentPdfKey, signing.sentPdfSha256),
    signing.partySignatureKey ? storage.get(signing.partySignatureKey) : null,
    companyFirma(tx, storage, signing),
    stepsOf(tx, signing.id),
    tx.select({ name: events.name }).from(events).where(eq(events.id, signing.eventId)),
    tx.select({ name: companies.name }).from(companies).where(eq(companies.id, signing.empresaId)),
    signing.sentBy === null ? null : staffActor(tx, signing.sentBy),
  ]);
  if (!partySignature) throw new AppError('not_found');
  const title = contractTitles[signing.language](signing.party, event?.name ?? '');
  const companyName = company?.name ?? certificate.facts.commonName;
  const html = signedPagesHtml({
    language: signing.language,
    signingId: signing.id,
    title,
    party: signing.party,
    sentSha256: signing.sentPdfSha256,
    company: companyName,
    signatory: signing.signatory,
    certificate: certificate.facts,
    steps,
    companyFirma: firma !== undefined,
  });
  const bytes = await contractPdfPool
    .run(() =>
      sealContractPdfOnThread({
        sent,
        pages: {
          html,
          lang: signing.language,
          images: { [pageImages.party]: partySignature, ...(firma ? { [pageImages.company]: firma } : {}) },
        },
        title,
        certificate: { p12: certificate.p12, password: certificate.password },
        signature: {
          name: companyName,
          reason:
            signing.language === 'es' ? 'Contrato firmado por las partes' : 'Contract signed by the parties',
          location: 'España',
          contactInfo: actor.email ?? '',
          signingTime: now,
        },
      }),
    )
    .catch((error: unknown) => {
      throw asAppError(error);
    });
  const key = `signings/${signing.eventId}/${randomUUID()}-signed.pdf`;
  await storage.put(key, bytes, 'application/pdf');
  stored.push(key);
  const signedPdfSha256 = sha256(bytes);
  const [completed] = await tx
    .update(contractSignings)
    .set({
      state: 'completed',
      countersignedBy: actor.userId ?? null,
      completedAt: now,
      signedPdfKey: key,
      signedPdfSha256,
      updatedAt: now,
    })
    .where(and(eq(contractSignings.id, signing.id), eq(contractSignings.state, 'signed_by_party')))
    .returning();
  if (!completed) throw new AppError('contract_signing_not_signed_by_party');
  const { commonName, fingerprint, selfSigned } = certificate.facts;
  await recordStep(
    tx,
    completed,
    {
      ...actor,
      action: 'completed',
      details: { sha256: signedPdfSha256, certificate: { commonName, fingerprint, selfSigned } },
      at: now,
    },
    { from: 'signed_by_party', to: 'completed' },
  );
  const office = [
    ...new Set([actor.email, sender?.email].filter((email): email is string => Boolean(email))),
  ];
  const filename = contractFileName(signing.party, event?.name ?? '', signing.eventId).replace(
    /\.pdf$/,
    '-firmado.pdf',
  );
  await enqueueMail(tx, {
    to: signing.recipients,
    cc: office,
    ...signingMail(
      'completed',
      signing.language,
      await mailFactsOf(tx, c.services, completed, signedPdfSha256),
    ),
    replyTo: office,
    kind: 'contract_signing',
    idempotencyKey: `signing-completed:${signing.id}`,
    createdBy: actor.userId ?? null,
    attachments: [
      { filename, contentType: 'application/pdf', content: Buffer.from(bytes).toString('base64') },
    ],
  });
  await tellOwners(tx, completed, 'contract_signing_completed');
}

/**
 * The company's signature, once the party has signed: the caller's account must pass two-factor
 * with an authenticator app, and `code` must be a current code of it (taken once, counted with
 * sign-in's tries). Then the signed document is made, stored and mailed (`completeSigning`).
 */
export async function countersign(
  c: SigningCaller,
  input: CountersignInput,
  now = new Date(),
): Promise<SigningView> {
  const party = partyOf(input.subType);
  await liveEvent(c.db, input.eventId);
  const contract = await contractOf(c.db, input.eventId, party);
  const signing = contract && (await latestSigning(c.db, contract.id));
  if (!signing) throw new AppError('contract_signing_not_found');
  if (signing.state !== 'signed_by_party') {
    throw new AppError(
      signing.state === 'sent' || signing.state === 'viewed'
        ? 'contract_signing_not_signed_by_party'
        : 'contract_signing_not_open',
    );
  }
  if (!(await usesAuthenticator(c.db, c.actorId))) throw new AppError('contract_signing_needs_authenticator');
  if (!(await checkAuthenticatorCode(c.db, c.actorId, input.code, now))) throw new AppError('code_not_valid');
  const written: string[] = [];
  try {
    const completed = await c.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(contractSignings)
        .where(eq(contractSignings.id, signing.id))
        .for('update');
      if (locked?.state !== 'signed_by_party') throw new AppError('contract_signing_not_open');
      const actor = await staffActor(tx, c.actorId, c);
      const { name, cargo } = locked.signatory;
      const details = { signatory: { name, cargo }, secondFactor: 'totp', userEmail: actor.email };
      await recordStep(tx, locked, { ...actor, action: 'countersigned', details, at: now });
      await completeSigning(tx, c, locked, actor, now, written);
      return locked;
    });
    const [after] = await c.db.select().from(contractSignings).where(eq(contractSignings.id, completed.id));
    return viewOf(c.db, c.services, after ?? completed, c.actorId);
  } catch (error) {
    for (const key of written) await c.services.storage.delete(key);
    throw error;
  }
}
