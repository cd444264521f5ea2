import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/layout/ComingSoon';

export const Route = createFileRoute('/{-$locale}/_app/templates')({
  component: () => <ComingSoon page="templates" />,
});
