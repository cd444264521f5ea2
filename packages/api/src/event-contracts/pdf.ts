import { type Db, schema, searchKey } from '@bolo/db';
import { PdfInputError, renderContractPdf, type Signatory } from '@bolo/templating';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AppError } from '../errors';
import type { FileAnswer } from '../rest';
import { firstRow } from '../shared/sql';
import { sniffFileType } from '../storage/file-type';
import type { FileStorage } from '../storage/storage';

const { events, eventParties, companies, signatories } = schema;
type Party = schema.DocumentParty;

/**
 * A stored picture as the typesetter takes it: PNG and JPEG as they are, a WebP (companies may
 * upload one) turned into PNG. A key whose file is gone gives nothing, so the contract still prints.
 */
async function pdfImage(
  storage: FileStorage,
  key: string | null | undefined,
): Promise<Uint8Array | undefined> {
  const bytes = key ? await storage.get(key) : null;
  if (!bytes) return undefined;
  return sniffFileType(bytes) === 'webp' ? new Uint8Array(await sharp(bytes).png().toBuffer()) : bytes;
}

/** The company's signatory (its `firmante` master) and the party's, as the signature block shows them. */
async function signatoriesOf(
  db: Db,
  storage: FileStorage,
  firmanteId: number | null | undefined,
  party: { name: string | null; nameSignatory: string | null; dniFirmante: string | null } | null,
): Promise<Signatory[]> {
  const firmante = firmanteId
    ? await firstRow(db.select().from(signatories).where(eq(signatories.id, firmanteId)))
    : undefined;
  const people: Signatory[] = [];
  if (firmante) {
    people.push({
      name: [firmante.name, firmante.apellido].filter(Boolean).join(' '),
      cargo: firmante.cargo ?? undefined,
      dni: firmante.dni ?? undefined,
      firma: await pdfImage(storage, firmante.firma),
    });
  }
  if (party?.nameSignatory) {
    people.push({
      name: party.nameSignatory,
      cargo: party.name ?? undefined,
      dni: party.dniFirmante ?? undefined,
    });
  }
  return people;
}

/** `contrato-{party}-{event}.pdf`, the event's name in plain ASCII so every browser keeps it. */
const fileName = (party: Party, eventName: string, eventId: number) =>
  `contrato-${party}-${
    searchKey(eventName)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || eventId
  }.pdf`;

export interface ContractToTypeset {
  eventId: number;
  party: Party;
  /** The rendered contract (HTML). */
  html: string;
  annexes: schema.ContractAnnex[];
}

/**
 * A contract as a PDF: `html` typeset with the event's company's first principal image on top of
 * each page and its first pie image at the foot, the company's signatory and the party's, then the
 * annexes from storage. Contracts are Spanish documents: "página N de M" whoever prints them.
 */
export async function typesetContract(
  db: Db,
  storage: FileStorage,
  { eventId, party, html, annexes }: ContractToTypeset,
): Promise<FileAnswer & { filename: string }> {
  const event = await firstRow(
    db.select({ name: events.name, empresaId: events.empresaId }).from(events).where(eq(events.id, eventId)),
  );
  if (!event) throw new AppError('event_not_found');
  const [company, partyRow] = await Promise.all([
    event.empresaId
      ? firstRow(db.select().from(companies).where(eq(companies.id, event.empresaId)))
      : undefined,
    firstRow(
      db
        .select()
        .from(eventParties)
        .where(and(eq(eventParties.eventId, eventId), eq(eventParties.kind, party))),
    ),
  ]);
  const [header, footer, people, annexBytes] = await Promise.all([
    pdfImage(storage, company?.imagenes.principal[0]),
    pdfImage(storage, company?.imagenes.pie[0]),
    signatoriesOf(db, storage, company?.firmanteId, partyRow),
    Promise.all(
      annexes.map(async (annex) => {
        const bytes = await storage.get(annex.storageKey);
        if (!bytes) throw new AppError('not_found');
        return bytes;
      }),
    ),
  ]);
  try {
    const bytes = await renderContractPdf({
      html,
      header: header && { image: header },
      footer: footer && { image: footer },
      signatories: people,
      annexes: annexBytes,
      lang: 'es',
      title: `Contrato (${party}): ${event.name}`,
    });
    return { contentType: 'application/pdf', bytes, filename: fileName(party, event.name, eventId) };
  } catch (error) {
    throw asAppError(error);
  }
}

/** The typesetter's refusals as the catalogue's 400s; anything else is left as it is. */
export const asAppError = (error: unknown) =>
  error instanceof PdfInputError ? new AppError(error.code, { cause: error }) : error;
