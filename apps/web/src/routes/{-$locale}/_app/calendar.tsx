import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { CalendarPage } from '../../../features/events/calendar/CalendarPage';
import { parseCalendarSearch } from '../../../features/events/calendar/search';

export const Route = createFileRoute('/{-$locale}/_app/calendar')({
  validateSearch: parseCalendarSearch,
  beforeLoad: requireAccess('Calendario'),
  component: CalendarPage,
});
