import type { AppRouter } from '@bolo/api';
import { headerGroupOf } from '@bolo/api/events/public';
import type { ImageGroup } from '@bolo/api/storage/public';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { centsOrZero, eurosOf } from '../conditions/money';

type Inputs = inferRouterInputs<AppRouter>['events'];
export type EventRead = inferRouterOutputs<AppRouter>['events']['find'];
export type EventCreateInput = Inputs['create'];
export type GeneralInput = Omit<Inputs['update'], 'id' | 'version'>;
type EventType = Inputs['create']['eventType'];
type PhaseName = NonNullable<GeneralInput['fase']>;

/** A ticket tier as the form edits it: the price in euros ('' while empty), `key` for React. */
export interface TicketValue {
  key: string;
  /** The server's id of a saved tier: sent back so the tier keeps it. */
  id?: string;
  pvp: number | '';
  descripcion: string;
}

export interface ChannelValue {
  value: string;
  selected: boolean;
  text: string;
}

/**
 * The general info of spec §3 as the create and edit forms hold it: an empty date or time is '',
 * an empty number ''.
 */
export interface GeneralValues {
  name: string;
  eventType: EventType;
  fase: PhaseName;
  date: string;
  startTime: string;
  porDefinirHoraInicio: boolean;
  duration: number | '';
  porDefinirDuracion: boolean;
  aperturaPuertas: string;
  porDefinirAperturaPuertas: boolean;
  location: string;
  address: string;
  aforo: number | '';
  existeRecinto: boolean;
  escenario: string;
  observacionesEscenario: string;
  isAccesible: boolean;
  isPrl: boolean;
  plazoAnuncio: string;
  salidaVenta: string;
  hasArtistContract: boolean;
  hasPromotorContract: boolean;
  hasHallContract: boolean;
  calendars: string[];
  empresaId: string | null;
  /** The company's image group that heads the contracts. */
  imageGroup: ImageGroup;
  entradas: TicketValue[];
  channelTickets: ChannelValue[];
  observacionesEntradas: string;
}

/** Spec §9: the default ticket channel, the official website. */
export const officialWebsite = (): ChannelValue => ({ value: 'web', selected: true, text: 'Web oficial' });

let lastKey = 0;
/** A key for a row the form adds (unique within the page). */
export const newRowKey = (): string => `row-${++lastKey}`;

export const emptyTicket = (): TicketValue => ({ key: newRowKey(), pvp: '', descripcion: '' });

/** A new event's general info: the defaults of spec §3 and §9 (phase Creación, aforo 0, the web channel). */
export const newEventValues = (firstPhase: PhaseName = 'Creacion'): GeneralValues => ({
  name: '',
  eventType: 'Promotores',
  fase: firstPhase,
  date: '',
  startTime: '',
  porDefinirHoraInicio: false,
  duration: '',
  porDefinirDuracion: false,
  aperturaPuertas: '',
  porDefinirAperturaPuertas: false,
  location: '',
  address: '',
  aforo: 0,
  existeRecinto: false,
  escenario: '',
  observacionesEscenario: '',
  isAccesible: false,
  isPrl: false,
  plazoAnuncio: '',
  salidaVenta: '',
  hasArtistContract: false,
  hasPromotorContract: false,
  hasHallContract: false,
  calendars: [],
  empresaId: null,
  imageGroup: 'principal',
  entradas: [],
  channelTickets: [officialWebsite()],
  observacionesEntradas: '',
});

/** A channel's code from its name ('Taquilla del recinto' → 'taquilla-del-recinto'). */
export function channelValueOf(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'canal';
}

/** The form's values of a stored event. */
export function generalValuesOf(event: EventRead): GeneralValues {
  return {
    name: event.name,
    // the server stores only its own types and phases
    eventType: event.eventType as EventType,
    fase: event.fase as PhaseName,
    date: event.date ?? '',
    startTime: event.startTime ?? '',
    porDefinirHoraInicio: event.porDefinirHoraInicio,
    duration: event.duration ?? '',
    porDefinirDuracion: event.porDefinirDuracion,
    aperturaPuertas: event.aperturaPuertas ?? '',
    porDefinirAperturaPuertas: event.porDefinirAperturaPuertas,
    location: event.location,
    address: event.address,
    aforo: event.aforo,
    existeRecinto: event.existeRecinto,
    escenario: event.escenario,
    observacionesEscenario: event.observacionesEscenario,
    isAccesible: event.isAccesible,
    isPrl: event.isPrl,
    plazoAnuncio: event.plazoAnuncio ?? '',
    salidaVenta: event.salidaVenta ?? '',
    hasArtistContract: event.hasArtistContract,
    hasPromotorContract: event.hasPromotorContract,
    hasHallContract: event.hasHallContract,
    calendars: event.calendars.map(String),
    empresaId: event.empresaId === null ? null : String(event.empresaId),
    imageGroup: headerGroupOf(event.imageGroup),
    entradas: event.entradas.map((tier) => ({
      key: tier.id,
      id: tier.id,
      pvp: eurosOf(tier.pvp),
      descripcion: tier.descripcion,
    })),
    channelTickets: event.channelTickets.map(({ value, selected, text }) => ({ value, selected, text })),
    observacionesEntradas: event.observacionesEntradas,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * What the server takes of the form: '' becomes null, a time or duration "to be defined" is sent
 * empty, prices go in cents, a new channel gets a code from its name.
 */
export function generalInputOf(values: GeneralValues): GeneralInput {
  return {
    name: values.name.trim(),
    eventType: values.eventType,
    fase: values.fase,
    date: orNull(values.date),
    startTime: values.porDefinirHoraInicio ? null : orNull(values.startTime),
    porDefinirHoraInicio: values.porDefinirHoraInicio,
    duration: values.porDefinirDuracion || values.duration === '' ? null : values.duration,
    porDefinirDuracion: values.porDefinirDuracion,
    aperturaPuertas: values.porDefinirAperturaPuertas ? null : orNull(values.aperturaPuertas),
    porDefinirAperturaPuertas: values.porDefinirAperturaPuertas,
    location: values.location,
    address: values.address,
    aforo: values.aforo === '' ? 0 : values.aforo,
    existeRecinto: values.existeRecinto,
    escenario: values.escenario,
    observacionesEscenario: values.observacionesEscenario,
    isAccesible: values.isAccesible,
    isPrl: values.isPrl,
    plazoAnuncio: orNull(values.plazoAnuncio),
    salidaVenta: orNull(values.salidaVenta),
    hasArtistContract: values.hasArtistContract,
    hasPromotorContract: values.hasPromotorContract,
    hasHallContract: values.hasHallContract,
    calendars: values.calendars.map(Number),
    empresaId: values.empresaId === null ? null : Number(values.empresaId),
    imageGroup: values.imageGroup,
    entradas: values.entradas.map((tier) => ({
      ...(tier.id ? { id: tier.id } : {}),
      pvp: centsOrZero(tier.pvp),
      descripcion: tier.descripcion,
    })),
    channelTickets: values.channelTickets.map((channel) => ({
      value: channel.value || channelValueOf(channel.text),
      selected: channel.selected,
      text: channel.text,
    })),
    observacionesEntradas: values.observacionesEntradas,
  };
}

/** The rules the form checks before sending (the server checks them all again). */
export function generalErrors(values: GeneralValues): Record<string, 'required'> {
  const errors: Record<string, 'required'> = {};
  if (values.name.trim() === '') errors.name = 'required';
  values.entradas.forEach((tier, index) => {
    if (tier.pvp === '') errors[`entradas.${index}.pvp`] = 'required';
  });
  values.channelTickets.forEach((channel, index) => {
    if (channel.text.trim() === '') errors[`channelTickets.${index}.text`] = 'required';
  });
  return errors;
}

/** Whether two values built the same way (same key order) are equal. */
export const sameValues = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
