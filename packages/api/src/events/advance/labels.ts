import type { ScheduleKind } from '@bolo/db/advance-kinds';
import type { Locale } from '../../shared/errors';

/** A step's kind as the day sheet, the calendar feeds and the change notices word it (the Avance tab's messages say the same). */
export const scheduleKindLabels: Record<ScheduleKind, Record<Locale, string>> = {
  get_in: { es: 'Llegada y carga', en: 'Get-in' },
  soundcheck: { es: 'Prueba de sonido', en: 'Soundcheck' },
  doors: { es: 'Apertura de puertas', en: 'Doors' },
  support: { es: 'Telonero', en: 'Support act' },
  set: { es: 'Concierto', en: 'Set' },
  curfew: { es: 'Hora límite', en: 'Curfew' },
  get_out: { es: 'Desmontaje y salida', en: 'Get-out' },
  travel: { es: 'Viaje', en: 'Travel' },
  hotel_check_in: { es: 'Entrada en el hotel', en: 'Hotel check-in' },
  meal: { es: 'Comida', en: 'Meal' },
  press: { es: 'Prensa', en: 'Press' },
  custom: { es: 'Otro', en: 'Other' },
};

/** "Prueba de sonido: banda invitada"; a step of kind "other" with a text is named by its text alone. */
export function stepTitle(step: { kind: ScheduleKind; label: string }, locale: Locale): string {
  const label = step.label.trim();
  if (step.kind === 'custom' && label) return label;
  const kind = scheduleKindLabels[step.kind][locale];
  return label ? `${kind}: ${label}` : kind;
}
