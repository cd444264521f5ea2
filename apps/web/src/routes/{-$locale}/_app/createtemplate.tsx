import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { TemplateCreatePage } from '../../../features/templates/editor/TemplatePages';
import { kindOfSearch } from '../../../features/templates/kinds';

export const Route = createFileRoute('/{-$locale}/_app/createtemplate')({
  validateSearch: kindOfSearch,
  beforeLoad: requireAccess('Plantillas'),
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.templates.variables.queryOptions()).catch(() => undefined),
  component: CreateTemplatePage,
});

function CreateTemplatePage() {
  return <TemplateCreatePage kind={Route.useSearch()} />;
}
