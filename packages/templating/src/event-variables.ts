import {
  type ContractParty,
  type DepartmentName,
  departmentNames,
  type GroupKey,
  type Label,
  type Locale,
  productionTimes,
  type TemplateVariables,
  variableGroups,
} from './catalogue';
import { contractTypeLabels, eventTypeLabels, formatShowTime, labelOf, paymentLabels } from './format';

type Fields = Record<string, unknown>;

/** One party's hiring conditions as the events domain answers them (`cache` in integer cents). */
export interface HiringInput extends Fields {
  type: string;
  cache: {
    /** Null: no amount typed yet. */
    fijo: { quantity: number | null; active: boolean; description: string };
    variable: {
      description: string;
      active: boolean;
      sections: { desde: number; hasta: number | null; porciento: number | string }[];
    };
  };
}

/** An event as `events.find` answers it: the parts the reader may not see are absent. */
export interface EventInput extends Fields {
  entradas: { pvp: number; descripcion: string }[];
  channelTickets: { value: string; selected: boolean; text: string }[];
  observacionesEntradas?: string;
  artista?: Fields | null;
  promotor?: Fields | null;
  sala?: Fields | null;
  hiring?: HiringInput[];
  production?: Fields | null;
}

/** Everything the variables of one event are made from; what the event lacks is left out. */
export interface EventVariablesInput {
  event: EventInput;
  masters?: { artista?: Fields | null; promotor?: Fields | null; sala?: Fields | null };
  empresa?: Fields | null;
  firmante?: Fields | null;
  usuario?: Fields | null;
  /** The addresses of each office department (the departments master). */
  departmentEmails?: Partial<Record<DepartmentName, string[]>>;
  /** The contract share links of each party, once made. */
  links?: Partial<Record<ContractParty, string>>;
  /** The day sheet's open link, once made. */
  daySheetUrl?: string;
  /** The party the document is for: `contratacion` holds its hiring conditions. */
  party?: ContractParty;
  /** Whether the reader may see a group's values; the others are blank (all shown when absent). */
  shows?: (group: GroupKey) => boolean;
  now: Date;
  timeZone: string;
  /**
   * The language of the document (its template's): enumerated values are printed by their label
   * in it. Spanish unless said. The event's phase and status come labelled by the caller.
   */
  locale?: Locale;
}

const blankOf: Record<string, unknown> = {
  number: 0,
  boolean: false,
  list: [],
  rows: [],
  money: null,
  date: null,
  time: null,
};

/** A group's variables from `source`: every variable of the catalogue, blank when the source lacks it. */
function groupFrom(key: string, source: Fields | null | undefined): Fields {
  const group = variableGroups.find((g) => g.key === key);
  if (!group) throw new Error(`no variable group ${key}`);
  return Object.fromEntries(
    group.variables.map((variable) => {
      const value = source?.[variable.key];
      return [variable.key, value ?? blankOf[variable.kind] ?? ''];
    }),
  );
}

/** A stored enumerated value by its label in `locale`; anything that is no text as it is. */
const labelled = (labels: Record<string, Label>, value: unknown, locale: Locale) =>
  typeof value === 'string' ? labelOf(labels, value, locale) : value;

function hiringFields(hiring: HiringInput | undefined, locale: Locale): Fields | undefined {
  if (!hiring) return undefined;
  const { fijo, variable } = hiring.cache;
  return {
    ...hiring,
    formaPagoFijo: labelled(paymentLabels, hiring.formaPagoFijo, locale),
    formaPagoVariable: labelled(paymentLabels, hiring.formaPagoVariable, locale),
    tipoContrato: labelled(contractTypeLabels, hiring.tipoContrato, locale),
    cacheFijo: fijo.quantity,
    // a fixed fee nobody gave an amount prints nothing: `{{#if contratacion.cacheFijoActivo}}` hides it
    cacheFijoActivo: fijo.active && fijo.quantity !== null,
    cacheFijoDescripcion: fijo.description,
    cacheVariableActivo: variable.active,
    cacheVariableDescripcion: variable.description,
    tramos: variable.sections.map((section) => ({ ...section, porciento: String(section.porciento) })),
  };
}

/** The production times (`productionTimes`), each printed with its day when it is not the show's. */
function productionFields(event: EventInput, locale: Locale): Fields | null | undefined {
  const { production } = event;
  if (!production) return production;
  const showDay = typeof event.date === 'string' ? event.date : null;
  const times = productionTimes.flatMap(([key]) => {
    const time = production[key];
    const day = production[`${key}Day`];
    return typeof time === 'string'
      ? [[key, formatShowTime(time, typeof day === 'number' ? day : 0, showDay, locale)]]
      : [];
  });
  return { ...production, ...Object.fromEntries(times) };
}

function ticketFields(event: EventInput): Fields {
  const prices = event.entradas.map((entrada) => entrada.pvp);
  return {
    entradas: event.entradas.map(({ descripcion, pvp }) => ({ descripcion, pvp })),
    precioMinimo: prices.length ? Math.min(...prices) : null,
    precioMaximo: prices.length ? Math.max(...prices) : null,
    // a channel's name as typed (`value` is the key the form makes of it); a legacy client may send `value` alone
    canales: event.channelTickets
      .filter((channel) => channel.selected)
      .map((channel) => channel.text || channel.value),
    observaciones: event.observacionesEntradas,
  };
}

/** The calendar day of `now` in `timeZone`, as `YYYY-MM-DD`. */
const dayIn = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/**
 * The variables of one event for its templates: every group of the catalogue, every variable in
 * it, so a template renders in strict mode whatever the event is missing (a blank, not an error).
 */
export function buildEventVariables(input: EventVariablesInput): TemplateVariables {
  const { event, masters = {}, party = 'artista', locale = 'es' } = input;
  const hiringOf = (type: ContractParty) =>
    hiringFields(
      event.hiring?.find((h) => h.type === type),
      locale,
    );
  const today = dayIn(input.now, input.timeZone);
  const departments = Object.fromEntries(
    departmentNames.map((name) => [name, input.departmentEmails?.[name] ?? []]),
  );
  const variables: TemplateVariables = {
    empresa: groupFrom('empresa', input.empresa),
    firmante: groupFrom('firmante', input.firmante),
    infoGeneral: groupFrom('infoGeneral', {
      ...event,
      eventType: labelled(eventTypeLabels, event.eventType, locale),
    }),
    entrada: groupFrom('entrada', ticketFields(event)),
    artista: groupFrom('artista', event.artista),
    artistaMaestro: groupFrom('artistaMaestro', masters.artista),
    promotor: groupFrom('promotor', event.promotor),
    promotorMaestro: groupFrom('promotorMaestro', masters.promotor),
    sala: groupFrom('sala', event.sala),
    salaMaestro: groupFrom('salaMaestro', masters.sala),
    contratacion: groupFrom('contratacion', hiringOf(party)),
    contratacionArtista: groupFrom('contratacionArtista', hiringOf('artista')),
    contratacionPromotor: groupFrom('contratacionPromotor', hiringOf('promotor')),
    contratacionSala: groupFrom('contratacionSala', hiringOf('sala')),
    produccion: groupFrom('produccion', productionFields(event, locale)),
    usuario: groupFrom('usuario', input.usuario),
    emailsDepartamentos: groupFrom('emailsDepartamentos', departments),
    date: groupFrom('date', { hoy: today, anio: Number(today.slice(0, 4)) }),
    linkShare: groupFrom('linkShare', input.links),
    hojaDeRuta: groupFrom('hojaDeRuta', { url: input.daySheetUrl }),
  };
  const { shows } = input;
  if (!shows) return variables;
  return Object.fromEntries(
    Object.entries(variables).map(([key, values]) => [
      key,
      shows(key as GroupKey) ? values : groupFrom(key, null),
    ]),
  ) as TemplateVariables;
}
