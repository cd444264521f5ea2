import { randomUUID } from 'node:crypto';
import { type Db, type DocumentParty, documentParties, schema } from '@bolo/db';
import { checkAnnexOnThread } from '@bolo/templating';
import { and, eq } from 'drizzle-orm';
import type { FileAnswer } from '../../rest';
import { AppError } from '../../shared/errors';
import { asAppError } from '../../shared/pdf-errors';
import { contractPdfPool } from '../../shared/render-pool';
import {
  chooseDocumentTemplate,
  type DocumentGenerator,
  type DocumentsCaller,
  type DocumentTarget,
  documentGenerator,
  findStored,
  resetDocument,
  saveDocument,
  stateOf,
  storedDocuments,
  templateFromDocument,
} from '../documents/service';
import { type Generated, resetColumns, usableGenerated } from '../documents/state';
import { voidOpenSigning } from '../signings/steps';
import { liveEvent } from '../store';
import { typesetContract } from './pdf';
import {
  type AddAnnexInput,
  type ContractChooseTemplateInput,
  type ContractKey,
  type ContractSaveAllInput,
  type ContractSaveInput,
  type EventContract,
  MAX_ANNEX_BYTES,
  MAX_ANNEXES,
} from './schemas';
import {
  createShareLink,
  eventShareLinks,
  keepSharedText,
  openLinks,
  revokeShareLinks,
  shareOf,
} from './share-links';

const { eventContracts } = schema;
type ContractRow = typeof eventContracts.$inferSelect;
type StoredContract = ContractRow & { plantillaName: string | null };
type LinkRow = typeof schema.contractShareLinks.$inferSelect;

/** A contract's `subType` as a party; anything else is the spec's `contract_type_not_allowed`. */
export function partyOf(subType: string): DocumentParty {
  const party = documentParties.find((p) => p === subType);
  if (!party) throw new AppError('contract_type_not_allowed');
  return party;
}

const kindOf = (party: DocumentParty) => ({ type: 'contract', subType: party }) as const;
const targetOf = (eventId: number, party: DocumentParty): DocumentTarget<typeof eventContracts> => ({
  table: eventContracts,
  key: { eventId, subType: party },
});

/** The generator of a live event's documents, with its contracts' open share links. */
export async function generatorFor(c: DocumentsCaller, eventId: number): Promise<DocumentGenerator> {
  await liveEvent(c.db, eventId);
  return documentGenerator(c.db, eventId, c.reader, await eventShareLinks(c.db, c.services, eventId));
}

/** What the contract of `party` is generated as now. */
export const generate = (generator: DocumentGenerator, party: DocumentParty) =>
  generator.generate(kindOf(party), party);

/** A contract as it answers: its text and state (spec §4), its annexes and its open share link. */
function contractOf(
  services: DocumentsCaller['services'],
  key: { eventId: number; party: DocumentParty },
  row: StoredContract | null,
  generated: Generated,
  link: LinkRow | undefined,
): EventContract {
  const { subject: _, ...state } = stateOf(row, generated);
  return {
    ...state,
    eventId: key.eventId,
    subType: key.party,
    type: 'contract',
    annex: (row?.annex ?? []).map(({ id, name, size }) => ({ id, name, size })),
    linkShare: link ? shareOf(services, link) : null,
  };
}

/** The contract of `party` as it is stored now (or generated), with its open link. */
async function answer(
  c: DocumentsCaller,
  eventId: number,
  party: DocumentParty,
  generated: Generated,
): Promise<EventContract> {
  const row = await findStored(c.db, targetOf(eventId, party));
  const link = row ? (await openLinks(c.db, [row.id])).get(row.id) : undefined;
  return contractOf(c.services, { eventId, party }, row, generated, link);
}

/** The contracts of an event, one per party (artista, promotor, sala). */
export async function listContracts(c: DocumentsCaller, eventId: number): Promise<EventContract[]> {
  const generator = await generatorFor(c, eventId);
  const rows = await storedDocuments(c.db, eventContracts, eq(eventContracts.eventId, eventId));
  const links = await openLinks(
    c.db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    documentParties.map(async (party) => {
      const row = rows.find((r) => r.subType === party) ?? null;
      const link = row ? links.get(row.id) : undefined;
      return contractOf(c.services, { eventId, party }, row, await generate(generator, party), link);
    }),
  );
}

/**
 * Voids the contract's signing in progress after an edit (issue 31): when its text is no longer the
 * one sent (`body`), or always (annexes: the document is no longer the one sent).
 */
const voidEdited = (tx: Db, c: DocumentsCaller, contractId: number, body?: string) =>
  voidOpenSigning(tx, contractId, { reason: 'contract_edited', userId: c.actorId, body });

/** Saves one contract's text at the version read: from now on it stays as saved. */
export async function saveContract(c: DocumentsCaller, input: ContractSaveInput): Promise<EventContract> {
  const [saved] = await saveContracts(c, { eventId: input.eventId, contracts: [input] });
  if (!saved) throw new Error('saveContract: nothing saved');
  return saved;
}

/** Saves several contracts of an event in one transaction: all of them, or none. */
export async function saveContracts(
  c: DocumentsCaller,
  { eventId, contracts }: ContractSaveAllInput,
): Promise<EventContract[]> {
  const parties = contracts.map((contract) => partyOf(contract.subType));
  const generator = await generatorFor(c, eventId);
  // Generated before the transaction: on PGlite a read outside it would wait for it to end.
  const generated = await Promise.all(parties.map((party) => generate(generator, party)));
  await c.db.transaction(async (tx) => {
    for (const [i, contract] of contracts.entries()) {
      const party = parties[i] as DocumentParty;
      const text = { subject: '', body: contract.body, version: contract.version };
      const saved = await saveDocument(
        tx,
        targetOf(eventId, party),
        generated[i] as Generated,
        text,
        c.actorId,
      );
      await voidEdited(tx, c, saved.id, saved.body);
    }
  });
  return Promise.all(parties.map((party, i) => answer(c, eventId, party, generated[i] as Generated)));
}

/** Puts a contract back to what its template gives, following the event again; annexes and links stay. */
export async function resetContract(c: DocumentsCaller, input: ContractKey): Promise<EventContract> {
  const party = partyOf(input.subType);
  const generated = await generate(await generatorFor(c, input.eventId), party);
  await c.db.transaction(async (tx) => {
    const reset = await resetDocument(tx, targetOf(input.eventId, party), generated, {}, c.actorId);
    if (reset) await voidEdited(tx, c, reset.id, reset.body);
  });
  return answer(c, input.eventId, party, generated);
}

/** Gives a contract another template: never saved, it follows it at once; saved, it keeps its text. */
export async function chooseContractTemplate(c: DocumentsCaller, input: ContractChooseTemplateInput) {
  const party = partyOf(input.subType);
  await chooseDocumentTemplate(c.db, input.eventId, { kind: kindOf(party), party }, input.templateId);
  const generated = await generate(await generatorFor(c, input.eventId), party);
  const row = await findStored(c.db, targetOf(input.eventId, party));
  // a saved contract keeps its text; one never saved now reads as the new template gives it
  if (row && !row.save) await c.db.transaction((tx) => voidEdited(tx, c, row.id, generated.body));
  return answer(c, input.eventId, party, generated);
}

/** "New template from this contract": a contract template for the party with the contract's text. */
export async function contractTemplate(c: DocumentsCaller, input: ContractKey & { name: string }) {
  const party = partyOf(input.subType);
  const generated = await generate(await generatorFor(c, input.eventId), party);
  const { body, plantillaId } = stateOf(await findStored(c.db, targetOf(input.eventId, party)), generated);
  const document = { kind: kindOf(party), party };
  const text = { subject: '', body, plantillaId, name: input.name };
  return templateFromDocument(c.db, input.eventId, document, text, c.actorId);
}

/**
 * The contract's row, locked until the transaction ends. A contract never stored gets its row
 * here, not saved: its text still follows the event, and the row holds its annexes and links.
 */
export async function lockedRow(
  tx: Db,
  c: DocumentsCaller,
  eventId: number,
  party: DocumentParty,
  generated: Generated,
) {
  const { subject: _, ...columns } = resetColumns(generated);
  await tx
    .insert(eventContracts)
    .values({ ...columns, eventId, subType: party, createdBy: c.actorId, updatedBy: c.actorId })
    .onConflictDoNothing({ target: [eventContracts.eventId, eventContracts.subType] });
  const [row] = await tx
    .select()
    .from(eventContracts)
    .where(and(eq(eventContracts.eventId, eventId), eq(eventContracts.subType, party)))
    .for('update');
  if (!row) throw new Error('lockedRow: the contract row is not there');
  return row;
}

/**
 * Changes a contract's annexes under its row lock, so concurrent uploads each keep the other's.
 * Annexes are outside the optimistic version: an upload does not make the open editor stale.
 */
async function changeAnnexes(
  c: DocumentsCaller,
  key: { eventId: number; party: DocumentParty },
  generated: Generated,
  change: (annexes: schema.ContractAnnex[]) => schema.ContractAnnex[],
) {
  return c.db.transaction(async (tx) => {
    const row = await lockedRow(tx, c, key.eventId, key.party, generated);
    const after = change(row.annex);
    await tx
      .update(eventContracts)
      .set({ annex: after, updatedAt: new Date(), updatedBy: c.actorId })
      .where(eq(eventContracts.id, row.id));
    // the annexes are printed after the text: the document sent is no longer the contract
    await voidEdited(tx, c, row.id);
    return { before: row.annex, after };
  });
}

/**
 * Adds a PDF annex, appended after the contract's body. The file is checked from its bytes
 * (`contract_annex_not_pdf`, nothing stored) and kept in storage under a key of its own.
 */
export async function addAnnex(c: DocumentsCaller, input: AddAnnexInput): Promise<EventContract> {
  const party = partyOf(input.subType);
  if (input.bytes.byteLength > MAX_ANNEX_BYTES) throw new AppError('payload_too_large');
  await contractPdfPool
    .run(() => checkAnnexOnThread(input.bytes))
    .catch((error: unknown) => {
      throw asAppError(error);
    });
  const generated = await generate(await generatorFor(c, input.eventId), party);
  const id = randomUUID();
  const annex = {
    id,
    name: input.name,
    size: input.bytes.byteLength,
    storageKey: `contracts/${input.eventId}/${id}.pdf`,
  };
  await c.services.storage.put(annex.storageKey, input.bytes, 'application/pdf');
  try {
    await changeAnnexes(c, { eventId: input.eventId, party }, generated, (annexes) => {
      if (annexes.length >= MAX_ANNEXES)
        throw new AppError('contract_too_many_annexes', { params: { limit: MAX_ANNEXES } });
      return [...annexes, annex];
    });
  } catch (error) {
    await c.services.storage.delete(annex.storageKey);
    throw error;
  }
  return answer(c, input.eventId, party, generated);
}

/** Removes an annex from the contract and its file from storage, once the change is committed. */
export async function removeAnnex(
  c: DocumentsCaller,
  input: ContractKey & { annexId: string },
): Promise<EventContract> {
  const party = partyOf(input.subType);
  const generated = await generate(await generatorFor(c, input.eventId), party);
  const { before } = await changeAnnexes(c, { eventId: input.eventId, party }, generated, (annexes) => {
    if (!annexes.some((annex) => annex.id === input.annexId)) throw new AppError('not_found');
    return annexes.filter((annex) => annex.id !== input.annexId);
  });
  const removed = before.find((annex) => annex.id === input.annexId);
  if (removed) await c.services.storage.delete(removed.storageKey);
  return answer(c, input.eventId, party, generated);
}

/**
 * The contract as a PDF: `body` when given (the editor's unsaved text, a preview), else its saved
 * or generated text; with the company's images, the signatories and the annexes.
 */
export async function contractPdf(
  c: DocumentsCaller,
  input: ContractKey & { body?: string },
): Promise<FileAnswer & { filename: string }> {
  const party = partyOf(input.subType);
  const generator = await generatorFor(c, input.eventId);
  const row = await findStored(c.db, targetOf(input.eventId, party));
  const text = row?.save ? row : usableGenerated(await generate(generator, party));
  return typesetContract(c.db, c.services.storage, {
    eventId: input.eventId,
    party,
    html: input.body ?? text.body,
    plantillaId: text.plantillaId,
    annexes: row?.annex ?? [],
  });
}

/** What a new share link opens: the link, the contract as generated with it, and the text it opens. */
export interface NewShareLink {
  link: LinkRow;
  generated: Generated;
  body: string;
  plantillaId: number | null;
}

/**
 * A new share link to the contract of `row` (locked in `tx`), open for `days` days; its earlier
 * links stop opening. The link is made before the text is rendered, so the text carries it
 * (`linkShare`). A saved contract's link opens its saved text; one never saved keeps following the
 * event, and its link opens the text as it read now, kept on the link.
 */
export async function newShareLink(
  tx: Db,
  c: DocumentsCaller,
  row: ContractRow,
  days: number,
): Promise<NewShareLink> {
  const link = await createShareLink(tx, row.id, days, c.actorId);
  // Read through `tx`, which sees the new link (on PGlite a read outside would wait for it).
  const links = eventShareLinks(tx, c.services, row.eventId);
  const generated = await documentGenerator(tx, row.eventId, c.reader, links).generate(
    kindOf(row.subType),
    row.subType,
  );
  const text = row.save ? row : usableGenerated(generated);
  if (!row.save) await keepSharedText(tx, link.id, text.body);
  return { link, generated, body: text.body, plantillaId: text.plantillaId };
}

/**
 * A new share link to the contract (`newShareLink`); sharing writes no text to the contract. A
 * signing in progress stops: its link no longer opens.
 */
export async function shareContract(c: DocumentsCaller, input: ContractKey & { days: number }) {
  const party = partyOf(input.subType);
  const { eventId } = input;
  // Rendered before the transaction too: a contract never stored gets its row from it.
  const before = await generate(await generatorFor(c, eventId), party);
  const generated = await c.db.transaction(async (tx) => {
    const row = await lockedRow(tx, c, eventId, party, before);
    await voidOpenSigning(tx, row.id, { reason: 'link_replaced', userId: c.actorId });
    return (await newShareLink(tx, c, row, input.days)).generated;
  });
  return answer(c, eventId, party, generated);
}

/** Stops the contract's share link from opening. */
export async function revokeContractLink(c: DocumentsCaller, input: ContractKey): Promise<EventContract> {
  const party = partyOf(input.subType);
  const generated = await generate(await generatorFor(c, input.eventId), party);
  const row = await findStored(c.db, targetOf(input.eventId, party));
  if (row) {
    await c.db.transaction(async (tx) => {
      await voidOpenSigning(tx, row.id, { reason: 'cancelled', userId: c.actorId });
      await revokeShareLinks(tx, row.id);
    });
  }
  return answer(c, input.eventId, party, generated);
}
