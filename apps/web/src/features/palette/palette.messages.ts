import { defineMessages } from '../../i18n/define';

export const paletteMessages = defineMessages({
  es: {
    'palette.open': 'Buscar',
    'palette.openLabel': 'Buscar eventos, datos maestros y acciones ({shortcut})',
    'palette.placeholder': 'Busca eventos, artistas, salas, fechas o acciones…',
    'palette.events': 'Eventos',
    'palette.masters': 'Datos maestros',
    'palette.actions': 'Acciones',
    'palette.empty': 'Sin resultados',
    'palette.error': 'No se ha podido buscar. Inténtalo de nuevo.',
    'palette.action.newEvent': 'Nuevo evento',
    'palette.action.newTemplate': 'Nueva plantilla',
  },
  en: {
    'palette.open': 'Search',
    'palette.openLabel': 'Search events, master data and actions ({shortcut})',
    'palette.placeholder': 'Search events, artists, halls, dates or actions…',
    'palette.events': 'Events',
    'palette.masters': 'Master data',
    'palette.actions': 'Actions',
    'palette.empty': 'No results',
    'palette.error': 'The search failed. Please try again.',
    'palette.action.newEvent': 'New event',
    'palette.action.newTemplate': 'New template',
  },
});
