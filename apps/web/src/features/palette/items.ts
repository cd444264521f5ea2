import { searchKey } from '@bolo/api/masters/public';
import type { Locale, MessageKey } from '../../i18n';
import { formatEventDate } from '../../lib/format';
import type { Requirement } from '../admin/access';

/** The palette's actions: where each goes, and what the role needs to go there. */
export const paletteActions = [
  { label: 'palette.action.newEvent', to: '/{-$locale}/createevent', access: 'InfoGeneral' },
  { label: 'palette.action.newTemplate', to: '/{-$locale}/createtemplate', access: 'Plantillas' },
  { label: 'sidebar.calendar', to: '/{-$locale}/calendar', access: 'Calendario' },
  { label: 'sidebar.masterdata', to: '/{-$locale}/masterdata', access: 'MasterData' },
  { label: 'sidebar.templates', to: '/{-$locale}/templates', access: 'Plantillas' },
  { label: 'notifications.bell', to: '/{-$locale}/notifications', access: 'Notificaciones' },
  { label: 'sidebar.administrations', to: '/{-$locale}/administrations', access: 'ROLE_ADMIN' },
] as const satisfies readonly { label: MessageKey; to: string; access: Requirement }[];
export type PaletteAction = (typeof paletteActions)[number];

/** Whether `text` holds every word typed, whatever the case or accents. */
export function matchesTyped(text: string, typed: string): boolean {
  const key = searchKey(text);
  return searchKey(typed)
    .split(' ')
    .every((word) => key.includes(word));
}

/** What the palette shows under an event's name: its date, artist and hall, those it has. */
export const eventDetails = (
  event: { date: string | null; artist: string | null; hall: string | null },
  locale: Locale,
): string =>
  [event.date && formatEventDate(event.date, null, locale), event.artist, event.hall]
    .filter(Boolean)
    .join(' · ');
