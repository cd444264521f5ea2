import type { SettlementTicketLine } from '@bolo/db';
import { AppError } from '../../shared/errors';
import { searchKey } from '../../shared/search-key';
import { MAX_TICKET_LINES } from './schemas';

/**
 * The ticket lines of a ticketing export: a header row naming the columns type, channel, price
 * and quantity (in English or Spanish, any order, other columns ignored), separated by `;` or `,`
 * (whichever the header uses), fields optionally in double quotes. A price takes a decimal point
 * or a Spanish decimal comma, a thousands separator and a euro sign: `1.234,50 €`.
 */

const columnNames: Record<keyof SettlementTicketLine, readonly string[]> = {
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
  price: { es: 'el precio no es un importe en euros', en: 'the price is not an amount in euros' },
  quantity: { es: 'la cantidad no es un número entero', en: 'the quantity is not a whole number' },
  tooLarge: { es: 'el importe es demasiado grande', en: 'the amount is too large' },
} satisfies Record<string, Reason>;

const missingColumn = (name: string): Reason => ({
  es: `falta la columna ${name}`,
  en: `the column ${name} is missing`,
});

/** 100 million euros, as the hiring conditions allow; a quantity up to ten million. */
const MAX_PRICE = 10_000_000_000;
const MAX_QUANTITY = 10_000_000;

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
  const columnOf = (key: keyof SettlementTicketLine) => {
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
    const price = parsePrice(fields[columns.price] ?? '') ?? refuse(line, reasons.price);
    const quantityText = fields[columns.quantity] ?? '';
    if (!/^\d+$/.test(quantityText)) refuse(line, reasons.quantity);
    const quantity = Number(quantityText);
    if (price > MAX_PRICE || quantity > MAX_QUANTITY) refuse(line, reasons.tooLarge);
    return {
      type: (fields[columns.type] ?? '').slice(0, 200),
      channel: (fields[columns.channel] ?? '').slice(0, 200),
      price,
      quantity,
    };
  });
}
