import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { EmailChangePage } from '../../../features/user/EmailChangePage';

const token = z.string().trim().min(1).max(100).optional().catch(undefined);

export const Route = createFileRoute('/{-$locale}/_open/email')({
  // `confirm` comes from the link mailed to a new address, `cancel` from the one mailed to the old
  validateSearch: z.object({ confirm: token, cancel: token }),
  component: EmailChangePage,
});
