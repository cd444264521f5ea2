import { type Db, type DocumentParty, schema } from '@bolo/db';
import type { AdvanceContactRole } from '@bolo/db/advance-kinds';
import {
  type DaySheet,
  type DaySheetStep,
  type Locale,
  renderDaySheetOnThread,
  variableGroups,
} from '@bolo/templating';
import {
  dayOffsetLabels,
  formatDay,
  formatInstant,
  formatTime,
  labelOf,
  shiftDay,
} from '@bolo/templating/format';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Services } from '../../context';
import type { FileAnswer } from '../../rest';
import { asAppError } from '../../shared/pdf-errors';
import { settlementPdfPool } from '../../shared/render-pool';
import { firstRow } from '../../shared/sql';
import { OFFICE_TIME_ZONE } from '../../shared/time-zone';
import { printableImage } from '../../storage';
import { headerGroupOf } from '../image-group';
import { type EventRow, liveEvent } from '../store';
import { contactRoleLabels, daySheetTitles, daySheetWords } from './day-sheet-words';
import { scheduleKindLabels } from './labels';
import type { AdvanceOutput, ScheduleItem } from './schemas';
import { getAdvance } from './service';

const { companies, eventAdvanceContacts, eventAudit, eventParties, eventProductionConditions } = schema;
type MailAttachment = schema.MailAttachment;

/**
 * The history's parts whose changes the sheet shows: the advance (a row added, changed or deleted),
 * the general info (name, date, address), the hall and the production's notes.
 */
const shownParts = ['avance', 'general', 'sala', 'produccion'];

/**
 * When what the sheet shows last changed: the latest line of the event's history of those parts,
 * or the event's creation (whose advance the history does not list). A deletion is a line too.
 */
async function lastChange(db: Db, event: EventRow): Promise<Date> {
  const latest = await firstRow(
    db
      .select({ at: max(eventAudit.at) })
      .from(eventAudit)
      .where(and(eq(eventAudit.eventId, event.id), inArray(eventAudit.part, shownParts))),
  );
  const at = latest?.at ? new Date(latest.at) : null;
  return at && at > event.createdAt ? at : event.createdAt;
}

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

/** A day of the schedule in words: its date when the show has one, else how far it is from the show's. */
export function dayTitle(day: number, showDay: string | null, lang: Locale): string {
  if (showDay) return formatDay(shiftDay(showDay, day), lang, 'full');
  if (Object.hasOwn(dayOffsetLabels, String(day))) return labelOf(dayOffsetLabels, String(day), lang);
  const words = day > 0 ? daySheetTitles.daysAfter : daySheetTitles.daysBefore;
  return fill(words[lang], { days: String(Math.abs(day)) });
}

/** The production time or need a row was made from, by the name the templates give it; null for none. */
function sourceLabel(source: string | null, lang: Locale): string | null {
  if (source === null) return null;
  const group = variableGroups.find(
    ({ key }) => key === (source === 'aperturaPuertas' ? 'infoGeneral' : 'produccion'),
  );
  return group?.variables.find(({ key }) => key === source)?.label[lang] ?? null;
}

/** A step's name: its own text, else (a custom step) the production time it came from, else its kind's. */
const stepName = (step: ScheduleItem, lang: Locale) =>
  step.label ||
  (step.kind === 'custom' ? sourceLabel(step.source, lang) : null) ||
  scheduleKindLabels[step.kind][lang];

const stepOf = (step: ScheduleItem, lang: Locale): DaySheetStep => ({
  time: step.endTime ? `${formatTime(step.time)}–${formatTime(step.endTime)}` : formatTime(step.time),
  what: stepName(step, lang),
  place: step.place,
  notes: step.notes,
});

/** The days of the schedule in order, the show's always among them. */
function scheduleDays(schedule: ScheduleItem[]): number[] {
  return [...new Set([0, ...schedule.map((step) => step.day)])].sort((a, b) => a - b);
}

/**
 * The hotel: each check-in of the schedule (where, when, its notes) and the logistics points made
 * from the production's accommodation need (its details), the ones a crew looks for on arrival.
 */
function hotelOf(advance: AdvanceOutput, lang: Locale): DaySheet['hotel'] {
  const checkIns = advance.schedule
    .filter((step) => step.kind === 'hotel_check_in')
    .map((step) => {
      const when = `${scheduleKindLabels.hotel_check_in[lang]}: ${formatTime(step.time)}`;
      const day = step.day === 0 ? '' : ` (${dayTitle(step.day, advance.date, lang)})`;
      return {
        what: [step.place, step.label].filter(Boolean).join(' · ') || scheduleKindLabels.hotel_check_in[lang],
        details: [`${when}${day}`, step.notes].filter(Boolean).join('. '),
      };
    });
  const points = advance.items
    .filter((item) => item.section === 'logistics' && item.source === 'acommodation')
    .map((item) => ({ what: item.title || sourceLabel(item.source, lang) || '', details: item.details }));
  return [...checkIns, ...points];
}

/** Where the hall is: the event's address, else the hall's, with the town. */
function placeOf(event: EventRow, hall: typeof eventParties.$inferSelect | null): DaySheet['place'] {
  const street = event.address || hall?.direccionSala || hall?.address || '';
  const town = event.location || event.city || hall?.city || '';
  const address = street.includes(town) ? street : [street, town].filter(Boolean).join(', ');
  const name = event.hallName ?? hall?.name ?? '';
  const query = [name, address].filter(Boolean).join(', ');
  return { name, address, mapUrl: query ? openStreetMapSearch(query) : '' };
}

/** A map's search for a place: OpenStreetMap's, which needs no key and follows no one. */
export const openStreetMapSearch = (query: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;

/** The day sheet of event `eventId` in `lang`, from its advance, its hall and its production notes. */
export async function daySheetOf(db: Db, eventId: number, lang: Locale): Promise<DaySheet> {
  const event = await liveEvent(db, eventId);
  const [advance, hall, production, changed] = await Promise.all([
    getAdvance(db, eventId),
    firstRow(
      db
        .select()
        .from(eventParties)
        .where(and(eq(eventParties.eventId, eventId), eq(eventParties.kind, 'sala'))),
    ),
    firstRow(
      db
        .select({
          observations: eventProductionConditions.observations,
          observaciones: eventProductionConditions.observaciones,
        })
        .from(eventProductionConditions)
        .where(eq(eventProductionConditions.eventId, eventId)),
    ),
    lastChange(db, event),
  ]);
  const at = formatInstant(changed, lang, OFFICE_TIME_ZONE);
  return {
    lang,
    title: event.name,
    place: placeOf(event, hall),
    days: scheduleDays(advance.schedule).map((day) => ({
      title: dayTitle(day, event.date, lang),
      steps: advance.schedule.filter((step) => step.day === day).map((step) => stepOf(step, lang)),
    })),
    contacts: advance.contacts.map((contact) => ({
      role: contactRoleLabels[contact.role][lang],
      name: contact.name,
      phone: contact.phone,
      email: contact.email,
      notes: contact.notes,
    })),
    hotel: hotelOf(advance, lang),
    notes: [production?.observations ?? '', production?.observaciones ?? ''].filter(Boolean),
    updated: fill(daySheetTitles.updated[lang], { at }),
    words: daySheetWords[lang],
  };
}

/** Whose people each party's day sheet mail also goes to: the advance's contacts of its side. */
const partyRoles: Record<DocumentParty, AdvanceContactRole[]> = {
  artista: ['tour_manager'],
  promotor: ['promoter_rep'],
  sala: ['hall_technician'],
};

/** The addresses of the advance's contacts on `party`'s side, in the advance's order. */
export async function daySheetContactEmails(
  db: Db,
  eventId: number,
  party: DocumentParty,
): Promise<string[]> {
  const rows = await db
    .select({ email: eventAdvanceContacts.email })
    .from(eventAdvanceContacts)
    .where(
      and(eq(eventAdvanceContacts.eventId, eventId), inArray(eventAdvanceContacts.role, partyRoles[party])),
    )
    .orderBy(asc(eventAdvanceContacts.position), asc(eventAdvanceContacts.id));
  return rows.map((row) => row.email).filter(Boolean);
}

/** The day sheet PDF as a mail attachment. */
export async function daySheetAttachment(
  db: Db,
  storage: Services['storage'],
  input: { eventId: number; lang: Locale },
): Promise<MailAttachment> {
  const pdf = await daySheetPdf(db, storage, input);
  return {
    filename: pdf.filename,
    contentType: pdf.contentType,
    content: Buffer.from(pdf.bytes).toString('base64'),
  };
}

/** The day sheet as a PDF with the company's letterhead, made on the sheets' pool (bounded in concurrency and time). */
export async function daySheetPdf(
  db: Db,
  storage: Services['storage'],
  input: { eventId: number; lang: Locale },
): Promise<FileAnswer & { filename: string }> {
  const event = await liveEvent(db, input.eventId);
  const [sheet, company] = await Promise.all([
    daySheetOf(db, input.eventId, input.lang),
    event.empresaId === null
      ? null
      : firstRow(
          db
            .select({ imagenes: companies.imagenes })
            .from(companies)
            .where(eq(companies.id, event.empresaId)),
        ),
  ]);
  const bytes = await settlementPdfPool.run(async () => {
    const [header, footer] = await Promise.all([
      printableImage(storage, company?.imagenes[headerGroupOf(event.imageGroup)][0]),
      printableImage(storage, company?.imagenes.pie[0]),
    ]);
    return renderDaySheetOnThread(sheet, {
      ...(header ? { header: { image: header } } : {}),
      ...(footer ? { footer: { image: footer } } : {}),
    }).catch((error: unknown) => {
      throw asAppError(error);
    });
  });
  const name = daySheetTitles.document[input.lang].toLowerCase().replaceAll(' ', '-');
  return { contentType: 'application/pdf', bytes, filename: `${name}-${input.eventId}.pdf` };
}
