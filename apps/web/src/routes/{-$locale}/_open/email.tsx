import { createFileRoute } from '@tanstack/react-router';
import { EmailChangePage } from '../../../features/user/EmailChangePage';
import { searchOf, tokenParam } from '../../../lib/search-params';

// `confirm` comes from the link mailed to a new address, `cancel` from the one mailed to the old
const parseSearch = searchOf({ confirm: tokenParam, cancel: tokenParam });

export const Route = createFileRoute('/{-$locale}/_open/email')({
  validateSearch: parseSearch,
  component: EmailChangePage,
});
