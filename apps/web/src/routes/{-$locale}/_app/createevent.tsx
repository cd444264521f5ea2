import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { EventCreatePage } from '../../../features/events/editor/EventCreatePage';

export const Route = createFileRoute('/{-$locale}/_app/createevent')({
  beforeLoad: requireAccess('InfoGeneral'),
  component: EventCreatePage,
});
