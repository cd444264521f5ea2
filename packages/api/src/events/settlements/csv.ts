import type { SettlementTicketLine } from '@bolo/db';
import { AppError } from '../../shared/errors';
import { MAX_TICKET_PRICE_CENTS, MAX_TICKETS } from '../../shared/money';
import { searchKey } from '../../shared/search-key';
import { MAX_TICKET_LINES, ticketLine } from './schemas';

/**
 * The ticket lines of a ticketing export: a header row naming the columns type, channel, price
 * and quantity (in English or Spanish, any order, other columns ignored), separated by `;` or `,`
 * (whichever the header uses), fields optionally in double quotes. A price takes a decimal point
 * or a Spanish decimal comma, a thousands separator and a euro sign: `1.234,50 €`. Each line then
 * passes the same schema as a line saved in JSON (`ticketLine`: text the database stores, bounds).
 */

/** The columns an export names; a line's tax rate is the settlement's. */
type Column = Exclude<keyof SettlementTicketLine, 'taxRate'>;

const columnNames: Record<Column, readonly string[]> = {
  type: ['type', 'tipo', 'tipo de entrada', 'entrada', 'descripcion'],
  channel: ['channel', 'canal'],
  price: ['price', 'precio', 'pvp'],
  quantity: ['quantity', 'cantidad', 'vendidas', 'sold'],
};

type Reason = { es: string; en: string };

const refuse = (line: number, reason: Reason): never => {
  throw new AppError('settlement_csv_invalid', { params: { line, reason } });
};

/** The fields of one line; `""` inside quotes is a quote. */
function splitCsvLine(text: string, separator: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === separator) {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  if (quoted) return null;
  fields.push(field.trim());
  return fields;
}

/** A price in cents from `25`, `25.5`, `25,50`, `1.234,50 €` or `1,234.50`; null if it is none. */
export function parsePrice(text: string): number | null {
  const bare = text.replace(/€|\s/g, '');
  const decimal = bare.lastIndexOf(',') > bare.lastIndexOf('.') ? ',' : '.';
  const [whole = '', fraction, ...more] = bare.split(decimal);
  const grouped = decimal === ',' ? /^\d{1,3}(\.\d{3})+$/ : /^\d{1,3}(,\d{3})+$/;
  if (more.length > 0 || !(/^\d+$/.test(whole) || grouped.test(whole))) return null;
  if (fraction !== undefined && !/^\d{1,2}$/.test(fraction)) return null;
  return Number(whole.replace(/[.,]/g, '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
}

const reasons = {
  empty: { es: 'el archivo no tiene filas', en: 'the file has no rows' },
  tooMany: {
    es: `más de ${MAX_TICKET_LINES} filas`,
    en: `more than ${MAX_TICKET_LINES} rows`,
  },
  quote: { es: 'falta cerrar unas comillas', en: 'a quote is not closed' },
} satisfies Record<string, Reason>;

const badText = (name: string): Reason => ({
  es: `${name} tiene más de 200 caracteres o caracteres que no se pueden guardar (NUL, sustitutos sueltos)`,
  en: `${name} has more than 200 characters or characters that cannot be stored (NUL, lone surrogates)`,
});

/** Why a line's field is refused, by the field. */
const fieldReasons: Record<Column, Reason> = {
  type: badText('el tipo'),
  channel: badText('el canal'),
  price: {
    es: `el precio no es un importe en euros de 0 a ${(MAX_TICKET_PRICE_CENTS / 100).toLocaleString('es')} €`,
    en: `the price is not an amount in euros from 0 to ${(MAX_TICKET_PRICE_CENTS / 100).toLocaleString('en')} €`,
  },
  quantity: {
    es: `la cantidad no es un número entero de 0 a ${MAX_TICKETS.toLocaleString('es')}`,
    en: `the quantity is not a whole number from 0 to ${MAX_TICKETS.toLocaleString('en')}`,
  },
};

const missingColumn = (name: string): Reason => ({
  es: `falta la columna ${name}`,
  en: `the column ${name} is missing`,
});

const isField = (key: PropertyKey | undefined): key is Column =>
  typeof key === 'string' && Object.hasOwn(fieldReasons, key);

export function parseTicketCsv(csv: string): SettlementTicketLine[] {
  const rows = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((text, index) => ({ text, line: index + 1 }))
    .filter((row) => row.text.trim() !== '');
  const [header, ...body] = rows;
  if (!header) return refuse(1, reasons.empty);
  if (body.length > MAX_TICKET_LINES) return refuse(header.line + MAX_TICKET_LINES + 1, reasons.tooMany);
  const separator = header.text.includes(';') ? ';' : ',';
  const titles = (splitCsvLine(header.text, separator) ?? refuse(header.line, reasons.quote)).map(searchKey);
  const columnOf = (key: Column) => {
    const index = titles.findIndex((title) => columnNames[key].includes(title));
    return index >= 0 ? index : refuse(header.line, missingColumn(columnNames[key][0] ?? key));
  };
  const columns = {
    type: columnOf('type'),
    channel: columnOf('channel'),
    price: columnOf('price'),
    quantity: columnOf('quantity'),
  };
  return body.map(({ text, line }) => {
    const fields = splitCsvLine(text, separator) ?? refuse(line, reasons.quote);
    const price = parsePrice(fields[columns.price] ?? '') ?? refuse(line, fieldReasons.price);
    const quantityText = fields[columns.quantity] ?? '';
    if (!/^\d+$/.test(quantityText)) refuse(line, fieldReasons.quantity);
    const parsed = ticketLine.safeParse({
      type: fields[columns.type] ?? '',
      channel: fields[columns.channel] ?? '',
      price,
      quantity: Number(quantityText),
    });
    if (parsed.success) return parsed.data;
    const field = parsed.error.issues[0]?.path[0];
    return refuse(line, isField(field) ? fieldReasons[field] : fieldReasons.type);
  });
}
