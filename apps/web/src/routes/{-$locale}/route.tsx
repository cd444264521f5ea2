import { createFileRoute } from '@tanstack/react-router';
import { localeGate } from '../../features/auth/gates';

/** es has no prefix, en lives under /en; any other first segment is not found. Loads the locale's messages. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => localeGate(params.locale),
});
