import type { Cache, PartyKind } from '@bolo/db';

/** Payment types (spec §9), spelled so. */
export const paymentTypes = ['Efectivo', 'Tranferencia'] as const;

/** The contract templates an event can generate: one per party that signs one. */
export const contractTypes = ['Promotor', 'Artista', 'Sala'] as const;

/** Spec §9: the default exclusivity note. */
export const EXCLUSIVITY_NOTE =
  'El grupo no podrá anunciar ningún concierto en la provincia hasta la finalización del evento.';

/** Spec §9: the default ticket channel, the official website. */
export const defaultChannelTickets = [{ value: 'web', selected: true, text: 'Web oficial' }];

/** The hiring blocks in the order the form shows them (spec §3). */
export const hiringOrder: readonly PartyKind[] = ['promotor', 'artista', 'sala', 'productor'];

/**
 * A new fee: spec §3 "cache (default 1)" read as one fee line, the fixed fee, with no amount until
 * someone types one (not 1 €, which contracts would print); no variable part.
 */
const defaultCache = (): Cache => ({
  fijo: { quantity: null, active: true, description: '' },
  variable: { description: '', active: false, sections: [] },
});

const payment = { promotor: 'Efectivo', artista: 'Efectivo', sala: 'Tranferencia', productor: '' } as const;
const contract = { promotor: 'Promotor', artista: 'Artista', sala: 'Sala', productor: '' } as const;

/** A party's hiring block as a new event gets it (spec §3, §9). */
export const hiringDefaults = (type: PartyKind) => ({
  type,
  cache: defaultCache(),
  formaPagoFijo: payment[type],
  formaPagoVariable: payment[type],
  tipoContrato: contract[type],
  exclusividad: null,
  invitaciones: 0,
  observacionesExclusividad: EXCLUSIVITY_NOTE,
});
