import type { AppRouter } from '@bolo/api';
import type { inferRouterOutputs } from '@trpc/server';
import { dayParam, idParam, oneOf, searchOf } from '../../../lib/search-params';
import { type CalendarView, calendarViews, today } from './period';

export type CalendarEvent = inferRouterOutputs<AppRouter>['events']['calendar']['events']['items'][number];

/** What colours an event: its type (each with its theme) or its phase (as an admin set it). */
export const colorModes = ['type', 'phase'] as const;
export type ColorMode = (typeof colorModes)[number];

/** The calendar's state in the URL: a link or a reload shows the same period; a wrong value falls back. */
export const parseCalendarSearch = searchOf({
  view: oneOf(calendarViews),
  date: dayParam,
  color: oneOf(colorModes),
  calendar: idParam,
});
export type CalendarSearch = ReturnType<typeof parseCalendarSearch>;

/** The search with its defaults filled: the month of today, coloured by type, every calendar. */
export const withDefaults = (search: CalendarSearch) => ({
  view: search.view ?? ('month' satisfies CalendarView),
  day: search.date ?? today(),
  color: search.color ?? ('type' satisfies ColorMode),
  calendarId: search.calendar,
});
