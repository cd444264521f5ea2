/**
 * An event's booking status and the moves between them (docs/decisions.md § Events). A pure
 * module: the server enforces it and the web app offers only the moves it allows.
 */
export const eventStatuses = [
  'Borrador',
  'Opcion',
  'Confirmado',
  'Anunciado',
  'Aplazado',
  'Realizado',
  'Cancelado',
] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const statusLabels: Record<EventStatus, { es: string; en: string }> = {
  Borrador: { es: 'Borrador', en: 'Draft' },
  Opcion: { es: 'Opción', en: 'On hold' },
  Confirmado: { es: 'Confirmado', en: 'Confirmed' },
  Anunciado: { es: 'Anunciado', en: 'Announced' },
  Aplazado: { es: 'Aplazado', en: 'Postponed' },
  Realizado: { es: 'Realizado', en: 'Played' },
  Cancelado: { es: 'Cancelado', en: 'Cancelled' },
};

const transitions: Record<EventStatus, readonly EventStatus[]> = {
  Borrador: ['Opcion', 'Confirmado', 'Cancelado'],
  Opcion: ['Borrador', 'Confirmado', 'Cancelado'],
  Confirmado: ['Anunciado', 'Aplazado', 'Realizado', 'Cancelado'],
  Anunciado: ['Aplazado', 'Realizado', 'Cancelado'],
  Aplazado: ['Confirmado', 'Anunciado', 'Cancelado'],
  Realizado: [],
  Cancelado: ['Borrador'],
};

export const isEventStatus = (value: string): value is EventStatus =>
  (eventStatuses as readonly string[]).includes(value);

/** The statuses an event in `from` may move to. */
export const nextStatuses = (from: string): readonly EventStatus[] =>
  isEventStatus(from) ? transitions[from] : [];

/** Whether an event may go from `from` to `to`; staying where it is always may. */
export const canChangeStatus = (from: string, to: EventStatus): boolean =>
  from === to || nextStatuses(from).includes(to);
