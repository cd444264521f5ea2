import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { ComingSoon } from '../../../features/layout/ComingSoon';

export const Route = createFileRoute('/{-$locale}/_app/masterdata')({
  beforeLoad: requireAccess('MasterData'),
  component: () => <ComingSoon page="masterdata" />,
});
