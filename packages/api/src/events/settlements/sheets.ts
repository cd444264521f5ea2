import {
  renderSettlementSheetOnThread,
  type SettlementSheet,
  type SettlementSheetRow,
} from '@bolo/templating';
import { formatDay, formatExchangeRate, formatMoney, formatPercent } from '@bolo/templating/format';
import type { EventRow } from '../store';
import { notSubjectNote, reverseChargeNote } from './artist-taxes';
import type { SettlementOutput, SheetKind } from './schemas';

/**
 * The two settlement sheets, in Spanish like the contracts. The artist's (`external`) shows how
 * the fee is worked out from the box office and the shared (external) expenses, and what is paid;
 * the office's (`internal`) adds the internal expenses and the margin, which the artist's never shows.
 */

/** The sheet's text takes plain spaces: `Intl` puts a no-break space before "€" and "%". */
const plainSpaces = (text: string) => text.replace(/\u00a0/g, ' ');

/** `1234567` cents → `12.345,67 €`, as every document writes money (`@bolo/templating/format`). */
export const formatEuros = (cents: number): string => plainSpaces(formatMoney(cents, 'es'));

export const formatPorciento = (porciento: number) => plainSpaces(formatPercent(porciento, 'es'));

const countryName = (code: string) => new Intl.DisplayNames(['es'], { type: 'region' }).of(code) ?? code;

const row = (label: string, detail: string, cents: number, strong = false): SettlementSheetRow => ({
  label,
  detail,
  amount: formatEuros(cents),
  strong,
});

/** Who the artist is for tax, as the sheet says it beside a rate (short: the column is narrow). */
function taxSituationText(settlement: SettlementOutput, line: 'vat' | 'withholding'): string {
  switch (settlement.figures.taxSituation) {
    case 'natural_resident':
      return line === 'withholding' && settlement.artist.reducedIrpf
        ? 'tipo reducido declarado'
        : 'persona física residente';
    case 'company':
      return 'sociedad residente';
    case 'non_resident':
      return `residente en ${countryName(settlement.artist.taxResidence)}`;
  }
}

/** A rate's detail: the rate, and why it was agreed when the settlement changed it. */
const rateDetail = (porciento: number, reason: string | null, otherwise: string) =>
  `${formatPorciento(porciento)}, ${reason === null ? otherwise : `acordado: ${reason}`}`;

/**
 * The IVA on the fee (or the reverse-charge note; nothing for a cancellation fee outside IVA) and
 * the withholding, each with its rate and source.
 */
function artistTaxRows(settlement: SettlementOutput): SettlementSheetRow[] {
  const { feeVat, withholding } = settlement.figures;
  const vatReason = settlement.feeVatPorciento === null ? null : settlement.feeVatReason;
  const withholdingReason = settlement.withholdingPorciento === null ? null : settlement.withholdingReason;
  const situation = taxSituationText(settlement, 'withholding');
  const vatRows = feeVat.notSubject
    ? []
    : [
        feeVat.reverseCharge
          ? row('IVA del caché', 'inversión del sujeto pasivo', 0)
          : row(
              'IVA del caché',
              rateDetail(feeVat.porciento, vatReason, taxSituationText(settlement, 'vat')),
              feeVat.amount,
            ),
      ];
  return [
    ...vatRows,
    row(
      withholding.kind === null ? 'Retención' : `Retención ${withholding.kind}`,
      withholding.kind === null && withholdingReason === null
        ? `sin retención: ${situation}`
        : rateDetail(withholding.porciento, withholdingReason, situation),
      -withholding.amount,
    ),
  ];
}

/**
 * A deal in another currency: the guarantee as agreed and the rate it was put in euros at, with its
 * day and source (issue 30); nothing for a deal in euros.
 */
function exchangeDetail({ figures, exchangeRateDate, exchangeRateSource }: SettlementOutput): string {
  const { exchange } = figures;
  if (!exchange) return '';
  const original = plainSpaces(formatMoney(exchange.guarantee, 'es', exchange.currency));
  if (exchange.rate === null) return `${original}, sin tipo de cambio`;
  const taken = [exchangeRateDate && formatDay(exchangeRateDate, 'es', 'short'), exchangeRateSource]
    .filter(Boolean)
    .join(', ');
  return `${original} a ${formatExchangeRate(exchange.rate, 'es')} €/${exchange.currency} (${taken})`;
}

export function settlementRows(sheet: SheetKind, settlement: SettlementOutput): SettlementSheetRow[] {
  const { figures, deal } = settlement;
  const expenses = (kind: 'external' | 'internal', prefix: string) =>
    settlement.expenses
      .filter((expense) => expense.kind === kind)
      .map((expense) => row(`${prefix}: ${expense.concept}`, `a cargo de ${expense.party}`, -expense.amount));
  const tiers = figures.percentage.map((tier) =>
    row('Porcentaje', `${formatPorciento(tier.porciento)} de ${formatEuros(tier.base)}`, tier.amount),
  );
  const tax = figures.taxName;
  const showRows = [
    ...settlement.tickets.map((line) =>
      row(
        [`Entradas ${line.type}`, line.channel].filter(Boolean).join(' · '),
        `${line.quantity} × ${formatEuros(line.price)}, ${tax} ${formatPorciento(line.taxRate ?? settlement.vatRate)}`,
        line.price * line.quantity,
      ),
    ),
    row(`Recaudación bruta (${tax} incluido)`, `${figures.ticketsSold} entradas`, figures.gross, true),
    ...figures.ticketTaxes.map((ticketTax) =>
      row(
        `${tax} ${formatPorciento(ticketTax.porciento)}`,
        `de ${formatEuros(ticketTax.base)}`,
        -ticketTax.amount,
      ),
    ),
    row(`Recaudación sin ${tax}`, '', figures.netOfVat),
    row('SGAE', formatPorciento(settlement.sgaePorciento), -figures.sgae),
    row('Taquilla neta', '', figures.netBoxOffice, true),
    ...expenses('external', 'Gasto externo'),
    row('Base del acuerdo', 'taquilla neta - gastos externos', figures.dealBase, true),
    ...(deal.fijo.active ? [row('Garantía', exchangeDetail(settlement), figures.guarantee)] : []),
    ...(figures.splitPoint === null
      ? []
      : [row('Punto de corte', 'gastos externos + garantía + beneficio del promotor', figures.splitPoint)]),
    ...tiers,
    row(
      'Caché',
      settlement.versus ? 'el mayor: garantía o porcentaje' : 'garantía + porcentaje',
      figures.dealFee,
    ),
  ];
  // a cancelled show: no tickets, ticket tax or SGAE; the costs owed and the cancellation fee
  const cancelledRows = [
    ...expenses('external', 'Gasto externo'),
    row('Caché de cancelación', 'concierto cancelado', figures.dealFee),
  ];
  const rows = [
    ...(settlement.kind === 'cancelled' ? cancelledRows : showRows),
    ...figures.bonuses
      .filter((bonus) => bonus.reached)
      .map((bonus) =>
        row(
          `Bonus: ${bonus.concept}`,
          bonus.minTickets === null ? '' : `desde ${bonus.minTickets} entradas`,
          bonus.amount,
        ),
      ),
    row('Caché total', '', figures.fee, true),
    ...artistTaxRows(settlement),
    row(
      'Líquido a pagar al artista',
      figures.feeVat.notSubject ? 'caché - retención' : 'caché + IVA - retención',
      figures.paid,
      true,
    ),
  ];
  if (sheet === 'external') return rows;
  return [
    ...rows,
    ...expenses('internal', 'Gasto interno'),
    row('Gastos totales', '', -(figures.externalExpenses + figures.internalExpenses)),
    row('Margen', 'taquilla neta - caché - gastos', figures.margin, true),
  ];
}

/** Where and when the event was, as a sheet's heading says it: "12 de marzo de 2027 · La Riviera · Madrid". */
export const sheetPlace = (event: Pick<EventRow, 'date' | 'hallName' | 'city'>): string =>
  [event.date && formatDay(event.date, 'es'), event.hallName, event.city].filter(Boolean).join(' · ');

export function settlementPdf(
  sheet: SheetKind,
  event: Pick<EventRow, 'name' | 'date' | 'artistName' | 'hallName' | 'city'>,
  settlement: SettlementOutput,
): Promise<Uint8Array> {
  const title = sheet === 'external' ? 'Liquidación del artista' : 'Liquidación interna';
  const document: SettlementSheet = {
    title: `${settlement.kind === 'cancelled' ? `${title} · Concierto cancelado` : title}: ${event.name}`,
    heading: [
      sheetPlace(event),
      event.artistName ? `Artista: ${event.artistName}` : '',
      settlement.status === 'locked' ? 'Liquidación cerrada' : 'Borrador',
    ].filter(Boolean),
    columns: ['Concepto', 'Detalle', 'Importe'],
    rows: settlementRows(sheet, settlement),
    notes: [
      ...(settlement.figures.feeVat.reverseCharge ? [reverseChargeNote.es] : []),
      ...(settlement.figures.feeVat.notSubject ? [notSubjectNote.es] : []),
    ],
    lang: 'es',
  };
  return renderSettlementSheetOnThread(document);
}
