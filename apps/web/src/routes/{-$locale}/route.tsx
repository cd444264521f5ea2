import { createFileRoute } from '@tanstack/react-router';
import { localeGate } from '../../features/auth/gates';

/** es has no prefix, en lives under /en; any other first segment is not found. The language cookie picks the locale; loads its messages. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, location }) => localeGate(params.locale, location),
});
