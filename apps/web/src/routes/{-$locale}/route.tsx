import { createFileRoute } from '@tanstack/react-router';
import { checkLocaleParam } from '../../features/auth/gates';

/** es has no prefix, en lives under /en; any other first segment is not found. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => checkLocaleParam(params.locale),
});
