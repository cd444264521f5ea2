import { searchKey } from '../shared/search-key';
import { wordsOf } from '../shared/text-search';

/** The days an event's date must fall in, both included (`YYYY-MM-DD`). */
export interface DateRange {
  from: string;
  to: string;
}

/** What the palette searches by: the words (search-key form) and, when the text holds one, a date. */
export interface PaletteQuery {
  terms: string[];
  dates: DateRange | null;
}

const monthNames: Record<string, number> = {
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};
const month = `(${Object.keys(monthNames).join('|')})`;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, m: number, d: number) =>
  `${String(year).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));
const lastDay = (year: number, m: number) => new Date(Date.UTC(year, m, 0)).getUTCDate();

/**
 * The years a show can be booked in; any other "year" (`0000-06-12`, a reference number) is
 * searched as words rather than read as a date the database would refuse or nobody means.
 */
const isBookingYear = (year: number) => year >= 1900 && year <= 2199;
const isMonthOf = (year: number, m: number) => isBookingYear(year) && m >= 1 && m <= 12;

function day(year: number, m: number, d: number): DateRange | null {
  if (!isMonthOf(year, m) || d < 1 || d > lastDay(year, m)) return null;
  const date = isoDate(year, m, d);
  return { from: date, to: date };
}

function wholeMonth(year: number, m: number): DateRange | null {
  if (!isMonthOf(year, m)) return null;
  return { from: isoDate(year, m, 1), to: isoDate(year, m, lastDay(year, m)) };
}

type Reader = (match: RegExpMatchArray, thisYear: number) => DateRange | null;

/**
 * The dates people type, most specific first: day-first as in Spain, a two-digit year is this
 * century's, and a date without a year is this year's. A month name counts only with a day or a
 * year ("junio 2026", "12 de junio"), so an event called "Junio en Madrid" is still found by name.
 */
const dateForms: [RegExp, Reader][] = [
  [/(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/, ([, y, m, d]) => day(Number(y), Number(m), Number(d))],
  [
    /(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)/,
    ([, d, m, y = '']) => day(fullYear(y), Number(m), Number(d)),
  ],
  [/(?<!\d)(\d{1,2})[/.-](\d{4})(?!\d)/, ([, m, y]) => wholeMonth(Number(y), Number(m))],
  [/(?<!\d)(\d{1,2})[/.-](\d{1,2})(?!\d)/, ([, d, m], thisYear) => day(thisYear, Number(m), Number(d))],
  [
    new RegExp(`(?<!\\d)(\\d{1,2}) (?:de )?${month}(?: (?:de )?(\\d{4}))?\\b`),
    ([, d, name = '', y], thisYear) => day(y ? Number(y) : thisYear, monthNames[name] ?? 0, Number(d)),
  ],
  [
    new RegExp(`\\b${month} (?:de )?(\\d{4})(?!\\d)`),
    ([, name = '', y]) => wholeMonth(Number(y), monthNames[name] ?? 0),
  ],
];

/** Splits what was typed into search words and the date it names, if any (`today`: `YYYY-MM-DD`). */
export function readPaletteQuery(typed: string, today: string): PaletteQuery {
  const text = searchKey(typed);
  const thisYear = Number(today.slice(0, 4));
  for (const [form, read] of dateForms) {
    const match = text.match(form);
    if (!match) continue;
    // the form of a date that does not exist (31/02) is searched as it was typed
    const dates = read(match, thisYear);
    if (!dates) break;
    const start = match.index ?? 0;
    return { terms: wordsOf(`${text.slice(0, start)} ${text.slice(start + match[0].length)}`), dates };
  }
  return { terms: wordsOf(text), dates: null };
}
