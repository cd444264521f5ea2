import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { MastersPage } from '../../../features/masters/MastersPage';
import { masterKeys } from '../../../features/masters/master-keys';
import { idParam, oneOf, searchOf, textParam } from '../../../lib/search-params';

const parseSearch = searchOf({
  tab: oneOf(masterKeys),
  /** A search to start the tab's list with, and the record of it to open (the command palette's). */
  q: textParam(100),
  id: idParam,
});

export const Route = createFileRoute('/{-$locale}/_app/masterdata')({
  validateSearch: parseSearch,
  beforeLoad: requireAccess('MasterData'),
  component: MastersPage,
});
