import type { Translation } from '../../i18n/define';
import type { calendarMessages as es } from './calendar.messages.es';

export const calendarMessages: Translation<typeof es> = {
  'calendar.view.month': 'Month',
  'calendar.view.week': 'Week',
  'calendar.view.agenda': 'Agenda',
  'calendar.view.day': 'Day',
  'calendar.day.schedule': 'Schedule of {name}',
  'calendar.day.noSchedule': 'No schedule yet.',
  'calendar.day.scheduleError': 'The schedule could not be loaded',
  'calendar.views': 'View',
  'calendar.previous': 'Previous',
  'calendar.next': 'Next',
  'calendar.today': 'Today',
  'calendar.colorBy': 'Colour by',
  'calendar.colorBy.type': 'Type',
  'calendar.colorBy.phase': 'Phase',
  'calendar.filter': 'Calendar',
  'calendar.filter.all': 'All calendars',
  'calendar.loading': 'Loading events…',
  'calendar.error': 'The events could not be loaded',
  'calendar.retry': 'Retry',
  'calendar.empty': 'No events in this period',
  'calendar.capped':
    'There are too many events in this period: the first {count} are shown. Filter by calendar or use the week view.',
  'calendar.more': '+{count} more',
  'calendar.moreLabel.one': 'See 1 more event of {day}',
  'calendar.moreLabel.many': 'See the {count} more events of {day}',
  'calendar.dragHint': 'Drag an event to another day to change its date.',
  'calendar.move.title': 'Change the date',
  'calendar.move.text': 'Move “{name}” to {day}?',
  'calendar.move.confirm': 'Move',
  'calendar.move.done': '“{name}” has been moved to {day}',
  'calendar.move.conflict':
    'Someone else changed “{name}” in the meantime. The calendar now shows their version; move it again if still needed.',
  'calendar.move.failed': 'The event could not be moved',
  'calendar.noTime': 'No time',
  'calendar.subscribe': 'Subscribe',
  'calendar.subscribe.title': 'Subscribe to a calendar',
  'calendar.subscribe.text':
    'Add this address to Google Calendar, Apple Calendar or Outlook (“Subscribe to calendar” / “From URL”) to see the events on your phone. Anyone with the address sees the events: do not share it outside the company.',
  'calendar.subscribe.calendar': 'Calendar',
  'calendar.subscribe.url': 'Calendar address (iCal)',
  'calendar.subscribe.none':
    'There are no calendars yet. Create them in Master data › Calendars and assign them to events.',
  'calendar.subscribe.rotate': 'Change the address',
  'calendar.subscribe.rotateTitle': 'Change the calendar address?',
  'calendar.subscribe.rotateText':
    'The current address will stop working: subscribers will have to subscribe again with the new one.',
  'calendar.subscribe.rotated': 'The calendar address has changed',
  'calendar.subscribe.close': 'Close',
};
