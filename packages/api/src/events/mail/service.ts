import { type Db, documentParties, type EmailDepartment, emailDepartments, schema } from '@bolo/db';
import { htmlText } from '@bolo/templating';
import { eq, inArray } from 'drizzle-orm';
import { mayRead } from '../../access';
import { enqueueMail } from '../../mail';
import { AppError } from '../../shared/errors';
import { firstRow } from '../../shared/sql';
import { daySheetAttachment, daySheetContactEmails } from '../advance/day-sheet';
import { eventDaySheetUrl } from '../advance/day-sheet-link';
import { eventShareLinks } from '../contracts/share-links';
import {
  chooseDocumentTemplate,
  type DocumentRow,
  type DocumentsCaller,
  documentGenerator,
  findStored,
  resetDocument,
  saveDocument,
  stateOf,
  storedDocuments,
  templateFromDocument,
} from '../documents/service';
import { type Generated, usableGenerated } from '../documents/state';
import { departmentLists } from '../documents/variables';
import {
  generatedRecipients,
  type Recipients,
  refuseInvalidAddresses,
  type Sender,
  senderOf,
} from './recipients';
import type {
  EventEmail,
  MailChooseTemplateInput,
  MailKey,
  MailSaveAllInput,
  MailSaveInput,
  MailSendAllInput,
  MailSendInput,
} from './schemas';

const { eventEmails, eventParties, mails, templates } = schema;
type StoredEmail = DocumentRow<typeof eventEmails> & { plantillaName: string | null };
type Kind = Pick<MailKey, 'type' | 'subType'>;

const targetOf = (eventId: number, kind: Kind) => ({
  table: eventEmails,
  key: { eventId, type: kind.type, subType: kind.subType },
});
/** An email is generated from the master email template of its department. */
const templateOf = (type: EmailDepartment) => ({ type: 'email', subType: type }) as const;

/** Every department and party, or the parties of one department: the tab's order. */
const kindsOf = (type?: EmailDepartment): Kind[] =>
  (type ? [type] : emailDepartments).flatMap((department) =>
    documentParties.map((subType) => ({ type: department, subType })),
  );

/**
 * What the emails of event `eventId` are generated from, for one request: the master templates
 * rendered for the event, and the recipients from its parties' and the departments' lists.
 */
/**
 * Whether the email of `kind` carries the day sheet (its PDF, the day's contacts as recipients):
 * the "Avance" department's, for a role that may read the production; for another role it is
 * sent as its template renders it, whose day sheet's link is blank too (`visibility.ts`).
 */
const carriesDaySheet = (kind: Kind, reader: DocumentsCaller['reader']) =>
  kind.type === 'avance' && mayRead(reader.role, 'production');

function mailSource({ db, reader, services }: DocumentsCaller, eventId: number) {
  const generator = documentGenerator(
    db,
    eventId,
    reader,
    eventShareLinks(db, services, eventId),
    eventDaySheetUrl(db, services, eventId),
  );
  let lists: ReturnType<typeof departmentLists> | undefined;
  let parties: Promise<(typeof eventParties.$inferSelect)[]> | undefined;
  const listsOf = async (kind: Kind) => {
    lists ??= departmentLists(db);
    return (await lists)[kind.type];
  };
  return {
    generate: (kind: Kind) => generator.generate(templateOf(kind.type), kind.subType),
    async recipients(kind: Kind): Promise<Recipients> {
      parties ??= db.select().from(eventParties).where(eq(eventParties.eventId, eventId)).execute();
      const party = (await parties).find((p) => p.kind === kind.subType) ?? null;
      const contacts = carriesDaySheet(kind, reader)
        ? await daySheetContactEmails(db, eventId, kind.subType)
        : [];
      return generatedRecipients(party, kind.type, await listsOf(kind), contacts);
    },
    sender: async (kind: Kind): Promise<Sender> => senderOf(await listsOf(kind), reader.user.email),
  };
}
type MailSource = ReturnType<typeof mailSource>;

/** What one email is generated from now: its template's text and its recipients. */
interface EmailSource<K extends Kind = Kind> {
  kind: K;
  generated: Generated;
  recipients: Recipients;
  sender: Sender;
}

/** What each of `kinds` is generated from (read before a transaction: see `saveEmails`). */
const sourcesOf = <K extends Kind>(kinds: K[], source: MailSource): Promise<EmailSource<K>[]> =>
  Promise.all(
    kinds.map(async (kind) => ({
      kind,
      generated: await source.generate(kind),
      recipients: await source.recipients(kind),
      sender: await source.sender(kind),
    })),
  );

/** The outbox state of the mails last queued for `rows`, by outbox id. */
async function deliveries(db: Db, rows: StoredEmail[]) {
  const ids = rows.flatMap((row) => (row.outboxId === null ? [] : [row.outboxId]));
  if (ids.length === 0) return new Map<number, NonNullable<EventEmail['delivery']>>();
  const found = await db
    .select({
      id: mails.id,
      status: mails.status,
      attempts: mails.attempts,
      error: mails.error,
      nextAttemptAt: mails.nextAttemptAt,
    })
    .from(mails)
    .where(inArray(mails.id, ids));
  return new Map(found.map(({ id, ...delivery }) => [id, delivery]));
}

/** One email as the tab shows it: saved, or generated afresh with its generated recipients. */
function emailOf(
  eventId: number,
  { kind, generated, recipients }: EmailSource,
  row: StoredEmail | null,
  delivery: EventEmail['delivery'],
): EventEmail {
  const state = stateOf(row, generated);
  const saved = row?.save ? { to: row.to, cc: row.cc, bcc: row.bcc } : recipients;
  return {
    ...state,
    ...saved,
    eventId,
    type: kind.type,
    subType: kind.subType,
    sent: row?.sent ?? false,
    sentAt: row?.sentAt ?? null,
    delivery,
  };
}

/** The emails of `kinds` as they stand now, in that order. */
async function emailsOf(db: Db, eventId: number, kinds: Kind[], source: MailSource): Promise<EventEmail[]> {
  const sources = await sourcesOf(kinds, source);
  const rows = await storedDocuments(db, eventEmails, eq(eventEmails.eventId, eventId));
  const sends = await deliveries(db, rows);
  return sources.map((from) => {
    const { type, subType } = from.kind;
    const row = rows.find((r) => r.type === type && r.subType === subType) ?? null;
    const delivery = row && row.outboxId !== null ? (sends.get(row.outboxId) ?? null) : null;
    return emailOf(eventId, from, row, delivery);
  });
}

/** The emails of an event: every department and party (12), or the three of one department. */
export async function listEmails(c: DocumentsCaller, input: { eventId: number; type?: EmailDepartment }) {
  return emailsOf(c.db, input.eventId, kindsOf(input.type), mailSource(c, input.eventId));
}

const emailNow = async (db: Db, eventId: number, kind: Kind, source: MailSource) => {
  const [email] = await emailsOf(db, eventId, [kind], source);
  if (!email) throw new Error('no email of the kind asked');
  return email;
};

type SaveFields = Omit<MailSaveInput, 'eventId'>;

/** Saves each email at the version read, in the caller's transaction. */
async function saveEach(db: Db, eventId: number, emails: EmailSource<SaveFields>[], actorId: number) {
  for (const { kind, generated } of emails) {
    const { to, cc, bcc, subject, body, version } = kind;
    const columns = { to, cc, bcc };
    await saveDocument(db, targetOf(eventId, kind), generated, { subject, body, version, columns }, actorId);
  }
}

/**
 * Saves emails of an event, all or none (one transaction): a bad address refuses them all with
 * `invalid_email` naming it, a stale version with `version_conflict`.
 */
export async function saveEmails(c: DocumentsCaller, input: MailSaveAllInput) {
  const { db, actorId } = c;
  for (const email of input.emails) refuseInvalidAddresses(email);
  const source = mailSource(c, input.eventId);
  // Generated before the transaction: on PGlite a read outside it would wait for it to end.
  const emails = await sourcesOf(input.emails, source);
  await db.transaction((tx) => saveEach(tx, input.eventId, emails, actorId));
  return emailsOf(db, input.eventId, input.emails, source);
}

/** Saves one email of an event (spec §3 `save`): its text and recipients stay as saved. */
export async function saveEmail(c: DocumentsCaller, input: MailSaveInput) {
  const { eventId, ...email } = input;
  const [saved] = await saveEmails(c, { eventId, emails: [email] });
  if (!saved) throw new Error('the email was not saved');
  return saved;
}

/** Puts an email back to what the template and the lists give, not saved. */
export async function resetEmail(c: DocumentsCaller, input: MailKey) {
  const { db, actorId } = c;
  const source = mailSource(c, input.eventId);
  const [from] = await sourcesOf([input], source);
  if (!from) throw new Error('no source for the email');
  const target = targetOf(input.eventId, input);
  await db.transaction((tx) => resetDocument(tx, target, from.generated, from.recipients, actorId));
  return emailNow(db, input.eventId, input, source);
}

/** Gives one email another template: never saved, it follows it at once; saved, it keeps its text. */
export async function chooseEmailTemplate(c: DocumentsCaller, input: MailChooseTemplateInput) {
  const document = { kind: templateOf(input.type), party: input.subType };
  await chooseDocumentTemplate(c.db, input.eventId, document, input.templateId);
  return emailNow(c.db, input.eventId, input, mailSource(c, input.eventId));
}

/** An email can be sent when it has someone to go to and a subject (spec §8 "Event email is not valid"). */
const refuseUnsendable = (email: { to: string[]; subject: string }) => {
  if (email.to.length === 0 || email.subject.trim() === '') throw new AppError('event_email_not_found');
};

/**
 * The files an email carries: the day sheet's mail (`avance`) its PDF, in its template's language;
 * the others none. Made before the transaction that queues it: the PDF takes a thread's while.
 */
async function attachmentsOf(
  { db, services, reader }: DocumentsCaller,
  eventId: number,
  { kind, generated }: EmailSource,
): Promise<schema.MailAttachment[]> {
  if (!carriesDaySheet(kind, reader)) return [];
  const template =
    generated.plantillaId === null
      ? null
      : await firstRow(
          db
            .select({ language: templates.language })
            .from(templates)
            .where(eq(templates.id, generated.plantillaId)),
        );
  return [await daySheetAttachment(db, services.storage, { eventId, lang: template?.language ?? 'es' })];
}

/**
 * Queues one email in the caller's transaction: the saved one, or the generated one, which is
 * then saved (what was sent is what the tab keeps). Answers the outbox id written on the row.
 */
async function queueEmail(
  db: Db,
  eventId: number,
  { kind, generated, recipients, sender }: EmailSource,
  { idempotencyKey, attachments }: { idempotencyKey: string; attachments: schema.MailAttachment[] },
  actorId: number,
): Promise<void> {
  const target = targetOf(eventId, kind);
  let row: StoredEmail | null = await findStored(db, target);
  if (!row?.save) {
    const { subject, body } = usableGenerated(generated);
    const text = { subject, body, version: row?.version };
    row = await saveDocument(db, target, generated, { ...text, columns: recipients }, actorId);
  }
  refuseUnsendable(row);
  const outboxId = await enqueueMail(db, {
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    html: row.body,
    text: htmlText(row.body),
    ...sender,
    kind: 'event_email',
    idempotencyKey,
    createdBy: actorId,
    attachments,
  });
  // Not a new version: the text is unchanged, so an editor open on it can still save.
  await db.update(eventEmails).set({ outboxId }).where(eq(eventEmails.id, row.id));
}

/**
 * Sends one email: queued in the outbox under `event-email:{requestId}`, so the same request
 * (a double click, a retry) queues it once. Refused without recipients or subject.
 */
export async function sendEmail(c: DocumentsCaller, input: MailSendInput) {
  const { db, actorId } = c;
  const source = mailSource(c, input.eventId);
  const [from] = await sourcesOf([input], source);
  if (!from) throw new Error('no source for the email');
  const attachments = await attachmentsOf(c, input.eventId, from);
  const idempotencyKey = `event-email:${input.requestId}`;
  await db.transaction((tx) => queueEmail(tx, input.eventId, from, { idempotencyKey, attachments }, actorId));
  return emailNow(db, input.eventId, input, source);
}

/**
 * What "send all" sends: an email with recipients and a subject, neither delivered nor waiting in
 * the outbox (a failed one is sent again).
 */
const isDue = (email: EventEmail) =>
  email.to.length > 0 && email.subject.trim() !== '' && !email.sent && email.delivery?.status !== 'queued';

/**
 * Sends every email (of one department, or all) that has recipients and is neither sent nor
 * waiting in the outbox, each under `event-email:{requestId}:{type}:{subType}`: all queued, or none.
 */
export async function sendEmails(c: DocumentsCaller, input: MailSendAllInput) {
  const { db, actorId } = c;
  const source = mailSource(c, input.eventId);
  const kinds = kindsOf(input.type);
  const due = (await emailsOf(db, input.eventId, kinds, source)).filter(isDue);
  const sources = await sourcesOf(due, source);
  const attachments = await Promise.all(sources.map((from) => attachmentsOf(c, input.eventId, from)));
  await db.transaction(async (tx) => {
    for (const [i, from] of sources.entries()) {
      const idempotencyKey = `event-email:${input.requestId}:${from.kind.type}:${from.kind.subType}`;
      await queueEmail(
        tx,
        input.eventId,
        from,
        { idempotencyKey, attachments: attachments[i] ?? [] },
        actorId,
      );
    }
  });
  return emailsOf(db, input.eventId, kinds, source);
}

/** "New template from this email": an email template of its department with its subject and body. */
export async function templateFromEmail(c: DocumentsCaller, input: MailKey & { name: string }) {
  const { db, actorId } = c;
  const email = await emailNow(db, input.eventId, input, mailSource(c, input.eventId));
  const { subject, body, plantillaId } = email;
  const document = { kind: templateOf(input.type), party: input.subType };
  const text = { subject, body, plantillaId, name: input.name };
  return templateFromDocument(db, input.eventId, document, text, actorId);
}
