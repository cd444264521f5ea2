import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { requireAccess } from '../../../features/auth/guard';
import { masterKeys } from '../../../features/masters/descriptions';
import { MastersPage } from '../../../features/masters/MastersPage';

export const Route = createFileRoute('/{-$locale}/_app/masterdata')({
  validateSearch: z.object({
    tab: z.enum(masterKeys).optional().catch(undefined),
    /** A search to start the tab's list with, and the record of it to open (the command palette's). */
    q: z.string().max(100).optional().catch(undefined),
    id: z.coerce.number().int().positive().optional().catch(undefined),
  }),
  beforeLoad: requireAccess('MasterData'),
  component: MastersPage,
});
