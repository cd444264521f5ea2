import type {
  SettlementBonus,
  SettlementExpense,
  SettlementTicketLine,
} from '@bolo/api/events/settlements/public';
import { formatDay, formatNumber, formatTime } from '@bolo/templating/format';
import { isMessageKey, type Locale, type MessageKey, type Translate } from '../../../i18n';
import { formatDateTime, formatMoney, formatPercent } from '../../../lib/format';
import { advanceValueText } from '../advance/advance';
import { dayFieldOf, descriptionOf, productionNeeds, productionTimes } from '../conditions/production-form';
import { type PartyKind, partyKinds } from '../editor/parties';
import { statusLabel } from '../look';

/** An audit line as the server gives it (api `events/audit.ts`). */
export interface AuditLine {
  part: string;
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

const isParty = (value: string): value is PartyKind => (partyKinds as readonly string[]).includes(value);

/** Which part of the event changed: the general info, the status, a party, its hiring, the production, the settlement. */
export function partText(part: string, t: Translate): string {
  if (part === 'general' || part === 'status' || part === 'produccion' || part === 'avance')
    return t(`history.part.${part}`);
  if (part === 'liquidacion') return t('editor.tab.settlement');
  if (part === 'facturaArtista') return t('settlement.invoice.title');
  if (isParty(part)) return t(`conditions.party.${part}`);
  const [head, party = ''] = part.split('.');
  if (head === 'contratacion' && isParty(party))
    return t('history.part.contratacion', { party: t(`conditions.party.${party}`) });
  return part;
}

/** The fields of the conditions and the settlement, named as their forms name them; others keep the name the server gave. */
const fieldKeys: Record<string, MessageKey> = {
  formaPagoFijo: 'conditions.formaPagoFijo',
  formaPagoVariable: 'conditions.formaPagoVariable',
  tipoContrato: 'conditions.tipoContrato',
  exclusividad: 'conditions.exclusividad',
  invitaciones: 'conditions.invitaciones',
  observacionesInvitaciones: 'conditions.observacionesInvitaciones',
  observacionesExclusividad: 'conditions.observacionesExclusividad',
  observacionesTransfer: 'conditions.observacionesTransfer',
  observacionesGenerales: 'conditions.observacionesGenerales',
  politicaMenores: 'conditions.politicaMenores',
  observations: 'conditions.production.observations',
  observaciones: 'conditions.production.observaciones',
  status: 'history.part.status',
  tickets: 'settlement.tickets.title',
  vatRate: 'settlement.vatRate',
  kind: 'settlement.history.kind',
  cancellationFee: 'settlement.history.cancellationFee',
  sgaePorciento: 'settlement.sgae',
  expenses: 'settlement.expenses.title',
  deal: 'settlement.deal.title',
  versus: 'settlement.history.versus',
  bonuses: 'settlement.bonuses.title',
  withholdingPorciento: 'settlement.withholding.override',
  withholdingReason: 'settlement.withholding.reason',
  feeVatPorciento: 'settlement.history.feeVatPorciento',
  feeVatReason: 'settlement.history.feeVatReason',
  reopenReason: 'settlement.history.reopenReason',
  exchangeRate: 'settlement.history.exchangeRate',
  exchangeRateDate: 'forms.exchange.date',
  exchangeRateSource: 'forms.exchange.source',
  number: 'settlement.invoice.number',
  issueDate: 'settlement.invoice.issueDate',
  currency: 'settlement.invoice.currency',
  base: 'settlement.invoice.base',
  vat: 'settlement.invoice.vat',
  withholding: 'settlement.invoice.withholding',
  irnrExemption: 'settlement.invoice.exemption',
  irnrExemptionReference: 'settlement.invoice.exemptionReference',
  bookedDateOverride: 'history.field.bookedDateOverride',
  entradas: 'editor.tickets.title',
  channelTickets: 'editor.channels.title',
  ownershipCertificate: 'counterparty.public.ownershipCertificate',
  cifCertificate: 'counterparty.public.cifCertificate',
  created: 'history.audit.created',
  removed: 'history.audit.removed',
  ...Object.fromEntries(productionTimes.map((time) => [time, `conditions.production.${time}` as const])),
  ...Object.fromEntries(productionNeeds.map((need) => [need, `conditions.production.${need}` as const])),
};

/** The advance's lists (issue 32): a row added, changed or deleted, or a list put in another order. */
const advanceFields = {
  schedule: 'advance.history.schedule',
  contacts: 'advance.history.contacts',
  items: 'advance.history.items',
  reordered: 'advance.history.reordered',
  confirmed: 'advance.history.confirmed',
  file: 'advance.history.file',
} as const satisfies Record<string, MessageKey>;

/** The "to be defined" switches of the general info, by the field each stands for. */
const toDefineOf: Record<string, MessageKey> = {
  porDefinirAperturaPuertas: 'editor.field.aperturaPuertas',
  porDefinirHoraInicio: 'editor.field.startTime',
  porDefinirDuracion: 'editor.field.duration',
};

/** The master a party was picked from, whichever party. */
const masterFields = new Set([
  'artistaMaestroId',
  'promotorMaestroId',
  'salaMaestroId',
  'productorMaestroId',
]);

/** The label a form gives `field`: the event's general info, then a party's (the masters' labels). */
function formLabel(field: string): MessageKey | undefined {
  return [`editor.field.${field}`, `masters.field.${field}`].find(isMessageKey);
}

/** The production time whose day `field` is (`arrivalTimeDay` → `arrivalTime`). */
const timeOfDayField = (field: string) => productionTimes.find((time) => dayFieldOf(time) === field);

/** The field that changed, in words (never its column name); a deletion or restore of the event says so. */
export function fieldText({ part, field, newValue }: AuditLine, t: Translate): string {
  if (part === 'avance')
    return t(advanceFields[field as keyof typeof advanceFields] ?? 'history.part.avance');
  if (field === 'deletedAt') return t(newValue === null ? 'history.audit.restored' : 'history.audit.deleted');
  if (field === 'cache') return t('history.field.cache');
  if (masterFields.has(field)) return t('history.field.master');
  if (field === 'empresaId') return t('editor.field.empresa');
  const toDefine = toDefineOf[field];
  if (toDefine) return t('history.field.toDefine', { field: t(toDefine) });
  const need = productionNeeds.find((candidate) => descriptionOf(candidate) === field);
  if (need) return t('conditions.production.descriptionOf', { need: t(`conditions.production.${need}`) });
  const time = timeOfDayField(field);
  if (time) return t('conditions.production.dayOf', { time: t(`conditions.production.${time}`) });
  const key = fieldKeys[field] ?? formLabel(field);
  return key ? t(key) : t('history.field.other');
}

interface StoredCache {
  fijo: { quantity: number | null; active: boolean };
  variable: { active: boolean; sections: { desde: number; hasta: number | null; porciento: number }[] };
  versus?: boolean;
  promoterProfit?: number | null;
}

const isCache = (value: unknown): value is StoredCache =>
  typeof value === 'object' && value !== null && 'fijo' in value && 'variable' in value;

/** A stored ticket line, expense or bonus: one type for the three, so each field may be missing. */
type StoredLine = Partial<SettlementTicketLine & SettlementExpense & SettlementBonus>;

/** A settlement's ticket lines, expenses or bonuses, one short phrase each, in euros. */
function settlementLinesText(field: string, lines: StoredLine[], locale: Locale, t: Translate): string {
  const eur = (cents = 0) => formatMoney(cents, locale);
  const phrase = (line: StoredLine) => {
    if (field === 'tickets') {
      const name = [line.type, line.channel].filter(Boolean).join(' · ');
      return `${name}: ${line.quantity ?? 0} × ${eur(line.price)}`;
    }
    const kind = line.kind ? ` (${t(`settlement.expenses.${line.kind}`).toLocaleLowerCase(locale)})` : '';
    return `${line.concept ?? ''} ${eur(line.amount)}${kind}`;
  };
  return lines.length === 0 ? '—' : lines.map(phrase).join('; ');
}

const settlementLists = new Set(['tickets', 'expenses', 'bonuses']);

const MAX_TEXT = 140;
const shortened = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

const dayFields = new Set(['date', 'plazoAnuncio', 'salidaVenta', 'exchangeRateDate', 'issueDate']);
const timeFields = new Set<string>(['startTime', 'aperturaPuertas', ...productionTimes]);
const percentFields = new Set(['vatRate', 'sgaePorciento', 'withholdingPorciento', 'feeVatPorciento']);

/** The enumerated values a field holds, by the key of each value's label. */
const enumKeys: Record<string, (value: string) => string> = {
  formaPagoFijo: (value) => `conditions.payment.${value}`,
  formaPagoVariable: (value) => `conditions.payment.${value}`,
  tipoContrato: (value) => `conditions.tipoContrato.${value}`,
  imageGroup: (value) => `companyImages.group.${value}`,
  kind: (value) => `settlement.kind.${value === 'cancelled' ? 'cancelled' : 'title'}`,
  irnrExemption: (value) => `settlement.invoice.exemption.${value}`,
};

/** A stored list item as a word: a ticket price, a sales channel, a name or an address. */
function itemText(item: unknown, locale: Locale): string | null {
  if (item === null || item === undefined) return null;
  if (typeof item !== 'object') return String(item);
  const { descripcion, pvp, text, value, selected, name, date } = item as Record<string, unknown>;
  if (typeof pvp === 'number') return `${descripcion ?? ''} ${formatMoney(pvp, locale)}`.trim();
  if (typeof name === 'string')
    return typeof date === 'string' ? `${name} (${formatDay(date, locale)})` : name;
  if (selected === false) return null;
  if (typeof text === 'string' && text) return text;
  return typeof value === 'string' ? value : null;
}

const itemsOf = (value: unknown, locale: Locale): string[] =>
  (Array.isArray(value) ? value : []).map((item) => itemText(item, locale)).filter((item) => item !== null);

/** A single value in words: a day, a time, an amount, a label, never a stored key or JSON. */
function scalarText(field: string, value: unknown, locale: Locale, t: Translate): string {
  if (typeof value === 'boolean') return t(value ? 'history.value.yes' : 'history.value.no');
  if (typeof value === 'number') {
    if (percentFields.has(field)) return formatPercent(value, locale);
    if (timeOfDayField(field)) {
      const day = `conditions.production.day.${value}`;
      return isMessageKey(day) ? t(day) : formatNumber(value, locale);
    }
    if (field === 'cancellationFee') return formatMoney(value, locale);
    if (field === 'duration') return t('history.value.minutes', { minutes: formatNumber(value, locale) });
    return formatNumber(value, locale);
  }
  if (typeof value !== 'string') return t('history.value.changed');
  if (dayFields.has(field)) return formatDay(value, locale);
  if (timeFields.has(field)) return formatTime(value);
  const key = enumKeys[field]?.(value);
  if (key && isMessageKey(key)) return t(key);
  return value;
}

/** A value before or after a change, short enough for a line: a fee is summed up, a status named. */
export function valueText(field: string, value: unknown, locale: Locale, t: Translate): string {
  if (field === 'created' || field === 'removed') return typeof value === 'string' ? value : '';
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date || field === 'deletedAt')
    return formatDateTime(new Date(value as string), locale);
  if (field === 'status' && (value === 'draft' || value === 'locked')) return t(`settlement.status.${value}`);
  if (field === 'status' && typeof value === 'string') return statusLabel(value, locale);
  if (isCache(value)) {
    const eur = (cents: number) => formatMoney(cents, locale);
    const tiers = value.variable.sections
      .map(
        (tier) =>
          `${eur(tier.desde)} – ${tier.hasta === null ? t('conditions.tiers.andUp') : eur(tier.hasta)} ${formatPercent(tier.porciento, locale)}`,
      )
      .join(', ');
    const profit = value.promoterProfit ?? null;
    return [
      t('history.value.fee', {
        fijo: value.fijo.active && value.fijo.quantity !== null ? eur(value.fijo.quantity) : '—',
        variable: value.variable.active && tiers ? t('history.value.variable', { tiers }) : '',
      }),
      value.versus ? t('history.value.versus') : '',
      profit === null ? '' : t('history.value.splitPoint', { amount: eur(profit) }),
    ].join('');
  }
  if (settlementLists.has(field) && Array.isArray(value))
    return shortened(settlementLinesText(field, value as StoredLine[], locale, t));
  if (Array.isArray(value)) {
    const items = itemsOf(value, locale);
    return items.length === 0 ? '—' : shortened(items.join(', '));
  }
  return shortened(scalarText(field, value, locale, t));
}

/**
 * A change as the history shows it, before and after: a list (calendars, addresses, prices,
 * channels) says what was added and what removed, not the whole list twice.
 */
export function changeText(line: AuditLine, locale: Locale, t: Translate): { before: string; after: string } {
  const { field, oldValue, newValue } = line;
  if (line.part === 'avance')
    return {
      before: oldValue === null ? '' : advanceValueText(field, oldValue, locale, t),
      after: newValue === null ? '—' : shortened(advanceValueText(field, newValue, locale, t)),
    };
  const lists = Array.isArray(newValue) && (Array.isArray(oldValue) || oldValue === null);
  if (!lists || settlementLists.has(field))
    return { before: valueText(field, oldValue, locale, t), after: valueText(field, newValue, locale, t) };
  const before = itemsOf(oldValue, locale);
  const after = itemsOf(newValue, locale);
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  const said = [
    added.length ? t('history.value.added', { items: added.join(', ') }) : '',
    removed.length ? t('history.value.removed', { items: removed.join(', ') }) : '',
  ].filter(Boolean);
  return { before: '', after: shortened(said.join('; ') || t('history.value.reordered')) };
}
