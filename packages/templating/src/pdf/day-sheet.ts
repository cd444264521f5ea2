import type { Locale } from '../catalogue';
import { escapeHtml, paragraph, tableCell } from './html-pieces';
import { MAX_SETTLEMENT_PAGES } from './settlement';
import { renderSettlementPdfOnThread } from './thread';

/** A step of a day's schedule, every text already worded in the sheet's language. */
export interface DaySheetStep {
  /** "18:00–19:00", or the start alone. */
  time: string;
  /** The step's text, else its kind's label. */
  what: string;
  place: string;
  notes: string;
}

export interface DaySheetContact {
  role: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
}

/** The headings and column titles of a day sheet, in its language. */
export interface DaySheetWords {
  schedule: string;
  time: string;
  what: string;
  place: string;
  notes: string;
  contacts: string;
  role: string;
  name: string;
  phone: string;
  email: string;
  hotel: string;
  map: string;
  noSteps: string;
}

/**
 * An event's day sheet (issue 32) as the PDF and the crew's phone page show it: one day per page
 * (the show's at least), each with the event, the hall and its map, the day's steps in time order,
 * and the contacts, the hotel and the notes, which every day needs at hand.
 */
export interface DaySheet {
  lang: Locale;
  /** The event's name. */
  title: string;
  /** The hall's name and address, and a map's search for them; empty texts when the event names none. */
  place: { name: string; address: string; mapUrl: string };
  days: { title: string; steps: DaySheetStep[] }[];
  contacts: DaySheetContact[];
  hotel: { what: string; details: string }[];
  notes: string[];
  /** When the sheet's contents last changed, in words ("Actualizado el …"). */
  updated: string;
  words: DaySheetWords;
}

/** Column widths (editor pixels): the step's text and the contact's name widest. */
const stepWidths = [90, 200, 130, 160];
const contactWidths = [150, 160, 110, 160];

const table = (widths: number[], header: string[], rows: string[][]) =>
  `<table>${[header, ...rows]
    .map(
      (cells, r) =>
        `<tr>${cells.map((text, i) => tableCell(r === 0 ? 'th' : 'td', text, widths[i] ?? 0, false, r === 0)).join('')}</tr>`,
    )
    .join('')}</table>`;

const heading = (text: string) => `<h2>${escapeHtml(text)}</h2>`;

/** "Mapa: <address>", the address a link a PDF viewer opens. */
const mapLink = (label: string, url: string) =>
  `<p style="text-align: left">${escapeHtml(label)}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;

/** What every page of the sheet repeats after its day's schedule. */
function commonPart(sheet: DaySheet): string[] {
  const { words } = sheet;
  return [
    ...(sheet.contacts.length > 0
      ? [
          heading(words.contacts),
          table(
            contactWidths,
            [words.role, words.name, words.phone, words.email],
            sheet.contacts.map((c) => [
              c.role,
              c.notes ? `${c.name} (${c.notes})` : c.name,
              c.phone,
              c.email,
            ]),
          ),
        ]
      : []),
    ...(sheet.hotel.length > 0
      ? [
          heading(words.hotel),
          ...sheet.hotel.map((h) => paragraph(h.details ? `${h.what}: ${h.details}` : h.what)),
        ]
      : []),
    ...(sheet.notes.length > 0 ? [heading(words.notes), ...sheet.notes.map(paragraph)] : []),
    paragraph(sheet.updated),
  ];
}

/** The sheet as the HTML the contract typesetter reads: one page per day, a page break between. */
export function daySheetHtml(sheet: DaySheet): string {
  const { words } = sheet;
  const place = [sheet.place.name, sheet.place.address].filter(Boolean).join(' · ');
  const common = commonPart(sheet).join('');
  return sheet.days
    .map((day) =>
      [
        `<h1>${escapeHtml(sheet.title)}</h1>`,
        `<p style="text-align: left"><strong>${escapeHtml(day.title)}</strong></p>`,
        ...(place ? [paragraph(place)] : []),
        ...(sheet.place.mapUrl ? [mapLink(words.map, sheet.place.mapUrl)] : []),
        heading(words.schedule),
        day.steps.length > 0
          ? table(
              stepWidths,
              [words.time, words.what, words.place, words.notes],
              day.steps.map((s) => [s.time, s.what, s.place, s.notes]),
            )
          : paragraph(words.noSteps),
        common,
      ].join(''),
    )
    .join('<hr data-page-break>');
}

/** The day sheet as a PDF, typeset like a contract with the company's letterhead, on the sheets' thread. */
export const renderDaySheetOnThread = (
  sheet: DaySheet,
  letterhead: { header?: { image: Uint8Array }; footer?: { image: Uint8Array } },
) =>
  renderSettlementPdfOnThread({
    html: daySheetHtml(sheet),
    ...letterhead,
    signatories: [],
    lang: sheet.lang,
    title: sheet.title,
    maxPages: MAX_SETTLEMENT_PAGES,
  });
