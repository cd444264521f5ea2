import type { AppRouter } from '@bolo/api';
import { cacheSchema, hiringDefaults, paymentTypes } from '@bolo/api/events/public';
import { DEFAULT_CURRENCY } from '@bolo/templating/format';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { Locale } from '../../../i18n';
import { sameValues } from '../editor/general-values';
import { type Amount, centsOf, eurosOf, eurosOrBlank, numberOf } from './money';

export type HiringRow = inferRouterOutputs<AppRouter>['events']['hiring']['list'][number];
export type PartyKind = HiringRow['type'];
export type Cache = HiringRow['cache'];
type HiringUpdate = inferRouterInputs<AppRouter>['events']['hiring']['update'];
/** The fields of a block the tab edits and saves. */
export type HiringFields = Omit<HiringUpdate, 'id' | 'version'>;

/** One tier of the variable fee as typed: euros, `hasta` blank for "and up". */
export interface SectionValues {
  desde: Amount;
  hasta: Amount;
  porciento: Amount;
}

export interface CacheValues {
  fijo: { quantity: Amount; active: boolean; description: string };
  variable: { description: string; active: boolean; sections: SectionValues[] };
  /** The greater of the fixed fee and the percentage, instead of their sum. */
  versus: boolean;
  /** A "plus" deal's promoter's profit in euros; blank: no split point. */
  promoterProfit: Amount;
  /** The ISO 4217 code the amounts are typed in (issue 30). */
  currency: string;
}

/** A payment type of spec §9, or none. */
export type Payment = NonNullable<HiringFields['formaPagoFijo']>;

const isPayment = (value: string): value is Payment =>
  value === '' || (paymentTypes as readonly string[]).includes(value);

const paymentOf = (value: string | null | undefined): Payment => (value && isPayment(value) ? value : '');

/** `exclusividad` is yes, no or not said (null): a segmented control's three values. */
export type Exclusivity = 'si' | 'no' | '';

export interface HiringValues {
  cache: CacheValues;
  formaPagoFijo: Payment;
  formaPagoVariable: Payment;
  tipoContrato: string;
  exclusividad: Exclusivity;
  invitaciones: Amount;
  observacionesInvitaciones: string;
  observacionesExclusividad: string;
  observacionesTransfer: string;
  observacionesGenerales: string;
  politicaMenores: string;
}

/** The blocks' values by party; a party the event has no block for yet shows its defaults. */
export type HiringFormValues = Record<PartyKind, HiringValues>;

const exclusivityOf = (value: boolean | null | undefined): Exclusivity =>
  value === true ? 'si' : value === false ? 'no' : '';

export function cacheValuesOf(cache: Cache): CacheValues {
  const currency = cache.currency ?? DEFAULT_CURRENCY;
  return {
    fijo: { ...cache.fijo, quantity: eurosOrBlank(cache.fijo.quantity, currency) },
    variable: {
      ...cache.variable,
      sections: cache.variable.sections.map((section) => ({
        desde: eurosOf(section.desde, currency),
        hasta: section.hasta === null ? '' : eurosOf(section.hasta, currency),
        porciento: section.porciento,
      })),
    },
    versus: cache.versus === true,
    promoterProfit: eurosOrBlank(cache.promoterProfit ?? null, currency),
    currency,
  };
}

type StoredBlock = Pick<HiringRow, 'cache' | 'invitaciones'> &
  Partial<Omit<HiringRow, 'cache' | 'invitaciones' | 'type'>>;

/** A stored block (or a party's defaults) as the form shows it. */
export function hiringValuesOf(block: StoredBlock): HiringValues {
  return {
    cache: cacheValuesOf(block.cache),
    formaPagoFijo: paymentOf(block.formaPagoFijo),
    formaPagoVariable: paymentOf(block.formaPagoVariable),
    tipoContrato: block.tipoContrato ?? '',
    exclusividad: exclusivityOf(block.exclusividad),
    invitaciones: block.invitaciones,
    observacionesInvitaciones: block.observacionesInvitaciones ?? '',
    observacionesExclusividad: block.observacionesExclusividad ?? '',
    observacionesTransfer: block.observacionesTransfer ?? '',
    observacionesGenerales: block.observacionesGenerales ?? '',
    politicaMenores: block.politicaMenores ?? '',
  };
}

/** The form's values for the blocks read: each party's own, or what a new block would get. */
export function hiringFormValuesOf(
  rows: readonly HiringRow[],
  parties: readonly PartyKind[],
): HiringFormValues {
  const entries = parties.map((type) => {
    const row = rows.find((candidate) => candidate.type === type);
    return [type, hiringValuesOf(row ?? hiringDefaults(type))] as const;
  });
  return Object.fromEntries(entries) as HiringFormValues;
}

/**
 * The tiers that can be computed: those with `desde` and `porciento` typed (the others are
 * refused on save), `hasta` blank meaning "and up".
 */
export function cacheOf(values: CacheValues): Cache {
  const { currency } = values;
  const sections = values.variable.sections.flatMap((section) => {
    const desde = centsOf(section.desde, currency);
    const porciento = numberOf(section.porciento);
    if (desde === null || porciento === null) return [];
    return [{ desde, hasta: centsOf(section.hasta, currency), porciento }];
  });
  const promoterProfit = centsOf(values.promoterProfit, currency);
  // a sum without split point (or in euros) is a fee saved before either existed: no key, so no change recorded
  return {
    fijo: { ...values.fijo, quantity: centsOf(values.fijo.quantity, currency) },
    variable: { ...values.variable, sections },
    ...(values.versus ? { versus: true } : {}),
    ...(promoterProfit === null ? {} : { promoterProfit }),
    ...(currency === DEFAULT_CURRENCY ? {} : { currency }),
  };
}

/** What a save sends for a block: a blank fixed fee has no amount (null), blank invitations are 0. */
export function hiringInputOf(values: HiringValues): HiringFields {
  const { cache, exclusividad, invitaciones, ...texts } = values;
  return {
    ...texts,
    cache: cacheOf(cache),
    exclusividad: exclusividad === '' ? null : exclusividad === 'si',
    invitaciones: numberOf(invitaciones) ?? 0,
  };
}

const isBlank = (value: Amount) => numberOf(value) === null;

/**
 * What is wrong with a fee as typed, by path under the block (`cache.variable.sections.1.desde`):
 * a tier without `desde` or `porciento` is `required`; the rest are the server's own rules
 * (`cacheSchema`: 0–100 %, `hasta` above `desde`, no two tiers overlapping) in `locale`.
 */
export function cacheErrors(values: CacheValues, locale: Locale, required: string): Record<string, string> {
  const errors: Record<string, string> = {};
  values.variable.sections.forEach((section, index) => {
    for (const field of ['desde', 'porciento'] as const) {
      if (isBlank(section[field])) errors[`cache.variable.sections.${index}.${field}`] = required;
    }
  });
  if (Object.keys(errors).length > 0) return errors;
  const result = cacheSchema(locale).safeParse(cacheOf(values));
  for (const issue of result.error?.issues ?? []) {
    errors[['cache', ...issue.path.map(String)].join('.')] ??= issue.message;
  }
  return errors;
}

/** The next tier a person adds: from where the last one ends (or 0), open-ended. */
export function nextSection(sections: readonly SectionValues[]): SectionValues {
  const last = sections.at(-1);
  const desde = last === undefined ? 0 : (numberOf(last.hasta) ?? '');
  return { desde, hasta: '', porciento: '' };
}

const sameInput = (a: HiringValues, b: HiringValues) => sameValues(hiringInputOf(a), hiringInputOf(b));

/**
 * The parties whose block would save something other than what was read (or last saved): those a
 * save sends. '1000' typed over 1 000 is no change.
 */
export const changedParties = (
  values: HiringFormValues,
  baseline: HiringFormValues,
  parties: readonly PartyKind[],
): PartyKind[] => parties.filter((party) => !sameInput(values[party], baseline[party]));

/** Every party's fee checks, by the form's paths (`artista.cache.variable.sections.0.desde`). */
export function hiringErrors(
  values: HiringFormValues,
  parties: readonly PartyKind[],
  locale: Locale,
  required: string,
): Record<string, string> {
  const entries = parties.flatMap((party) =>
    Object.entries(cacheErrors(values[party].cache, locale, required)).map(
      ([path, message]) => [`${party}.${path}`, message] as const,
    ),
  );
  return Object.fromEntries(entries);
}
