import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { NotificationsPage } from '../../../features/notifications/NotificationsPage';

export const Route = createFileRoute('/{-$locale}/_app/notifications')({
  beforeLoad: requireAccess('Notificaciones'),
  component: NotificationsPage,
});
