import type {
  EuroFigures,
  IndirectTax,
  InvoiceLine,
  InvoiceParty,
  TaxBreakdown,
  TaxTreatment,
} from '@bolo/db';
import { convertMinor, DEFAULT_CURRENCY } from '@bolo/templating/format';
import { boundedSum, type Figure } from '../shared/money';
import { checkTaxId } from '../shared/spanish-ids';

/**
 * The rules of an invoice's figures. A pure module: amounts in minor units, rates in percent with
 * at most two decimals, worked out in hundredths so every product is an exact integer before it
 * is rounded to the unit, half away from zero.
 *
 * The tax is worked out per rate on the sum of the bases of that rate (one `DetalleDesglose` of
 * the record each), not per line: RD 1619/2012 art. 6.1.i–j and Orden HAC/1177/2024's breakdown.
 */

/** The rates a taxed line (S1) may carry: IVA (Ley 37/1992 arts. 90–91) and IGIC (Ley 20/1991 art. 27, Ley 4/2012). */
export const taxedRates: Record<IndirectTax, readonly number[]> = {
  iva: [21, 10, 5, 4, 0],
  igic: [7, 3, 0, 5, 9.5, 15, 20],
};

/** The withholding rates a customer may apply (IRPF: 15, 7 for a new professional, 19 and 1–2 for some activities; IRNR 24). */
export const withholdingRates = [1, 2, 7, 15, 19, 24] as const;

/** A treatment that charges the rate; the others carry none (reverse charge, not subject, exempt). */
export const isTaxed = (treatment: TaxTreatment) => treatment === 'S1';

/** `value × hundredths / 10 000`, rounded half away from zero. */
const percentOfHundredths = (value: number, percent: number) => {
  const product = value * Math.round(percent * 100);
  return Math.sign(product) * Math.round(Math.abs(product) / 10_000);
};

export interface InvoiceTotals {
  breakdown: TaxBreakdown[];
  base: number;
  taxTotal: number;
  /** Bases plus taxes: VERI*FACTU's `ImporteTotal`; withholdings are not taken off it. */
  total: number;
  withholding: number;
  /** What the customer pays: the total less the withholding. */
  payable: number;
}

const figure = (es: string, en: string): Figure => ({ es, en });

export const lineBase = (line: Pick<InvoiceLine, 'quantity' | 'unitPrice'>) => line.quantity * line.unitPrice;

export function invoiceTotals(
  lines: readonly InvoiceLine[],
  withholdingPorciento: number | null,
): InvoiceTotals {
  const groups = new Map<string, TaxBreakdown>();
  for (const line of lines) {
    const rate = isTaxed(line.treatment) ? line.rate : 0;
    const key = `${line.treatment}/${rate}`;
    const group = groups.get(key) ?? { treatment: line.treatment, rate, base: 0, tax: 0 };
    group.base = boundedSum(figure('base imponible', 'taxable base'), [group.base, lineBase(line)]);
    groups.set(key, group);
  }
  const breakdown = [...groups.values()].map((group) => ({
    ...group,
    tax: percentOfHundredths(group.base, group.rate),
  }));
  const base = boundedSum(
    figure('base imponible', 'taxable base'),
    breakdown.map((group) => group.base),
  );
  const taxTotal = boundedSum(
    figure('cuota', 'tax'),
    breakdown.map((group) => group.tax),
  );
  const total = boundedSum(figure('total', 'total'), [base, taxTotal]);
  const withholding = withholdingPorciento === null ? 0 : percentOfHundredths(base, withholdingPorciento);
  return { breakdown, base, taxTotal, total, withholding, payable: total - withholding };
}

/**
 * An invoice's figures in euros at `rate` (euros for one unit of `currency`): the tax charged must
 * be stated in euros (RD 1619/2012 art. 12.1) and the base is converted at the rate of the day of
 * accrual (Ley 37/1992 art. 79.Once). Each base and each tax of the breakdown is converted once,
 * exactly, and rounded half away from zero to the cent; the base, tax and total are their sums.
 */
export function figuresInEuros(
  totals: Pick<InvoiceTotals, 'breakdown'>,
  currency: string,
  rate: string,
): EuroFigures {
  const euros = (minor: number) => convertMinor(minor, rate, currency, DEFAULT_CURRENCY);
  const breakdown = totals.breakdown.map((group) => ({
    ...group,
    base: euros(group.base),
    tax: euros(group.tax),
  }));
  const base = boundedSum(
    figure('base imponible en euros', 'taxable base in euros'),
    breakdown.map((group) => group.base),
  );
  const taxTotal = boundedSum(
    figure('cuota en euros', 'tax in euros'),
    breakdown.map((group) => group.tax),
  );
  return {
    breakdown,
    base,
    taxTotal,
    total: boundedSum(figure('total en euros', 'total in euros'), [base, taxTotal]),
  };
}

/** The member states of the EU, whose customers are identified by their VAT number (NIF-IVA). */
export const euCountries = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/** What is wrong with a party's tax id, if anything: 'format' or 'control' of a Spanish one. */
export type TaxIdProblem = 'spanish' | 'vat' | 'missing';

/** A Spanish NIF/CIF/NIE checked with its control character; an EU VAT number by its shape (VIES' formats). */
export function taxIdProblem(party: Pick<InvoiceParty, 'taxId' | 'country'>): TaxIdProblem | null {
  const taxId = party.taxId.trim();
  if (taxId === '') return 'missing';
  if (party.country === 'ES') return checkTaxId(taxId).ok ? null : 'spanish';
  if ((euCountries as readonly string[]).includes(party.country)) {
    const number = taxId.toUpperCase().replace(/[\s.-]/g, '');
    const withPrefix = number.startsWith(party.country) ? number : `${party.country}${number}`;
    return /^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(withPrefix) ? null : 'vat';
  }
  return null;
}

/** A Spanish tax id as records and the QR write it: upper case, no spaces, dots or dashes. */
export const cleanTaxId = (taxId: string) => taxId.toUpperCase().replace(/[\s.-]/g, '');

const ivaLaw = 'Ley 37/1992 del IVA';
const igicLaw = 'Ley 20/1991 del IGIC';

/**
 * The mention an invoice must carry for a line not taxed at a rate (RD 1619/2012 art. 6.1.j and
 * m): always in Spanish, whatever the screen's language.
 */
export function treatmentLegend(tax: IndirectTax, treatment: TaxTreatment): string | null {
  const law = tax === 'iva' ? ivaLaw : igicLaw;
  const name = tax === 'iva' ? 'IVA' : 'IGIC';
  switch (treatment) {
    case 'S1':
      return null;
    case 'S2':
      return tax === 'iva'
        ? `Inversión del sujeto pasivo (art. 84.Uno.2º ${law}).`
        : `Inversión del sujeto pasivo (art. 19.1.2º ${law}).`;
    case 'N1':
      return `Operación no sujeta al ${name} (${tax === 'iva' ? 'art. 7' : 'art. 9'} ${law}).`;
    case 'N2':
      return tax === 'iva'
        ? `Operación no sujeta al IVA por las reglas de localización (arts. 69 y 70 ${law}).`
        : `Operación no sujeta al IGIC por las reglas de localización (art. 17 ${law}).`;
    case 'E1':
      return `Operación exenta del ${name} (${tax === 'iva' ? 'art. 20' : 'art. 10'} ${law}).`;
    case 'E2':
      return `Exportación exenta del ${name} (${tax === 'iva' ? 'art. 21' : 'art. 11'} ${law}).`;
    case 'E3':
      return `Operación asimilada a la exportación, exenta (${tax === 'iva' ? 'art. 22' : 'art. 12'} ${law}).`;
    case 'E4':
      return `Operación exenta del ${name} (${tax === 'iva' ? 'arts. 23 y 24' : 'art. 13'} ${law}).`;
    case 'E5':
      return `Entrega intracomunitaria exenta (art. 25 ${ivaLaw}).`;
    case 'E6':
      return `Operación exenta del ${name}.`;
  }
}
