import type { Translation } from '../../i18n/define';
import type { paletteMessages as es } from './palette.messages.es';

export const paletteMessages: Translation<typeof es> = {
  'palette.open': 'Search',
  'palette.openLabel': 'Search events, master data and actions ({shortcut})',
  'palette.dialog': 'Command palette',
  'palette.loadFailed': 'The search could not be loaded. Reload the page.',
  'palette.placeholder': 'Search events, artists, halls, dates or actions…',
  'palette.events': 'Events',
  'palette.masters': 'Master data',
  'palette.actions': 'Actions',
  'palette.empty': 'No results',
  'palette.error': 'The search failed. Please try again.',
  'palette.action.newEvent': 'New event',
  'palette.action.newTemplate': 'New template',
  'palette.kind.artist': 'Artist',
  'palette.kind.promoter': 'Promoter',
  'palette.kind.hall': 'Hall',
  'palette.kind.producer': 'Producer',
  'palette.kind.provider': 'Provider',
  'palette.kind.department': 'Department',
  'palette.kind.calendar': 'Calendar',
  'palette.kind.jms': 'JMS',
  'palette.kind.team': 'Team',
  'palette.kind.company': 'Company',
  'palette.kind.signatory': 'Signatory',
};
