import { type Db, schema, searchKey, type TemplateLanguage } from '@bolo/db';
import { renderContractPdfOnThread, type Signatory } from '@bolo/templating';
import { and, eq } from 'drizzle-orm';
import { isUploadedFor } from '../../masters';
import type { FileAnswer } from '../../rest';
import { AppError } from '../../shared/errors';
import { asAppError } from '../../shared/pdf-errors';
import { contractPdfPool } from '../../shared/render-pool';
import { firstRow } from '../../shared/sql';
import { type FileStorage, printableImage } from '../../storage';
import { templateLanguageOf } from '../documents/templates';
import { headerGroupOf } from '../image-group';
import { cachedPdf, contentHash } from './pdf-cache';

const { events, eventParties, companies, signatories } = schema;
type Party = schema.DocumentParty;

type Company = typeof companies.$inferSelect;
const imageKeys = (company: Company) => [
  ...company.imagenes.principal,
  ...company.imagenes.secundario,
  ...company.imagenes.pie,
];

/** A signatory as the signature block shows it, with the storage key of the signature to print. */
type SignatoryToPrint = Omit<Signatory, 'firma'> & { firmaKey?: string };

/**
 * The signature a contract prints: the image uploaded for the signatory (its form's upload), or,
 * as saved under the earlier rule, one of its company's images. Any other key is left out: a key
 * put in the database by hand could name another event's annex.
 */
export const printableFirma = (firmante: typeof signatories.$inferSelect, company: Company) =>
  firmante.firma &&
  (isUploadedFor('signatory', firmante.id, firmante.firma) || imageKeys(company).includes(firmante.firma))
    ? firmante.firma
    : undefined;

/** The company's signatory (its `firmante` master) and the party's, as the signature block shows them. */
async function signatoriesOf(
  db: Db,
  company: Company | undefined,
  party: { name: string | null; nameSignatory: string | null; dniFirmante: string | null } | null,
): Promise<SignatoryToPrint[]> {
  const firmante = company?.firmanteId
    ? await firstRow(db.select().from(signatories).where(eq(signatories.id, company.firmanteId)))
    : undefined;
  const people: SignatoryToPrint[] = [];
  if (company && firmante) {
    people.push({
      name: [firmante.name, firmante.apellido].filter(Boolean).join(' '),
      cargo: firmante.cargo ?? undefined,
      dni: firmante.dni ?? undefined,
      firmaKey: printableFirma(firmante, company),
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
export const contractFileName = (party: Party, eventName: string, eventId: number) =>
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
  /** The template its text came from: the PDF's own words ("página N de M", its title) are in its language. */
  plantillaId: number | null;
  annexes: schema.ContractAnnex[];
}

/** The PDF's title, in the contract's language. */
export const contractTitles: Record<TemplateLanguage, (party: Party, event: string) => string> = {
  es: (party, event) => `Contrato (${party}): ${event}`,
  en: (party, event) => `Contract (${partyWords[party]}): ${event}`,
};
const partyWords: Record<Party, string> = { artista: 'artist', promotor: 'promoter', sala: 'venue' };

/**
 * A contract as a PDF: `html` typeset with the first image of the event's company's group its
 * `imageGroup` chooses (principal unless it says otherwise) on top of each page and its first pie image at the foot, the company's signatory and the party's, then the
 * annexes from storage. Its own words are in the language of its template, whoever prints it:
 * "página N de M" or "page N of M". A PDF already made from the same content comes from the cache; a new one waits its turn in
 * the process's render pool (`503 busy` past its line) and is made on a PDF thread.
 */
export async function typesetContract(
  db: Db,
  storage: FileStorage,
  { eventId, party, html, plantillaId, annexes }: ContractToTypeset,
): Promise<FileAnswer & { filename: string }> {
  const language = await templateLanguageOf(db, plantillaId);
  const event = await firstRow(
    db
      .select({ name: events.name, empresaId: events.empresaId, imageGroup: events.imageGroup })
      .from(events)
      .where(eq(events.id, eventId)),
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
  const title = contractTitles[language](party, event.name);
  const headerKey = company?.imagenes[headerGroupOf(event.imageGroup)][0];
  const footerKey = company?.imagenes.pie[0];
  const people = await signatoriesOf(db, company ?? undefined, partyRow);
  // Stored files are never rewritten under their key (each upload has a key of its own), so the
  // keys stand for the bytes: the cache is found without reading the annexes.
  const key = contentHash([
    html,
    language,
    title,
    headerKey,
    footerKey,
    JSON.stringify(people),
    ...annexes.map((annex) => annex.storageKey),
  ]);
  const bytes = await cachedPdf(key, () =>
    contractPdfPool.run(async () => {
      const [header, footer, firmas, annexBytes] = await Promise.all([
        printableImage(storage, headerKey),
        printableImage(storage, footerKey),
        Promise.all(people.map((person) => printableImage(storage, person.firmaKey))),
        Promise.all(
          annexes.map(async (annex) => {
            const stored = await storage.get(annex.storageKey);
            if (!stored) throw new AppError('not_found');
            return stored;
          }),
        ),
      ]);
      return renderContractPdfOnThread({
        html,
        header: header && { image: header },
        footer: footer && { image: footer },
        signatories: people.map(({ firmaKey: _, ...person }, i) => ({ ...person, firma: firmas[i] })),
        annexes: annexBytes,
        lang: language,
        title,
      }).catch((error: unknown) => {
        throw asAppError(error);
      });
    }),
  );
  return { contentType: 'application/pdf', bytes, filename: contractFileName(party, event.name, eventId) };
}
