import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/user/ProfilePage';

export const Route = createFileRoute('/{-$locale}/_app/user')({
  component: ProfilePage,
});
