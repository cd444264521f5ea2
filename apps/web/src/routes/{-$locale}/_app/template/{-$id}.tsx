import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireAccess } from '../../../../features/auth/guard';
import { TemplateCreatePage, TemplateEditorPage } from '../../../../features/templates/editor/TemplatePages';

const isTemplateId = (id: string) => /^[1-9]\d{0,9}$/.test(id);

export const Route = createFileRoute('/{-$locale}/_app/template/{-$id}')({
  beforeLoad: (args) => {
    requireAccess('Plantillas')(args);
    if (args.params.id !== undefined && !isTemplateId(args.params.id)) throw notFound();
  },
  // a failed read is shown by the page itself
  loader: ({ context: { queryClient, trpc }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.templates.variables.queryOptions()),
      params.id && queryClient.ensureQueryData(trpc.templates.find.queryOptions({ id: Number(params.id) })),
    ]).catch(() => undefined),
  component: TemplatePage,
});

/** `/template` writes a new template, `/template/{id}` edits one. */
function TemplatePage() {
  const { id } = Route.useParams();
  if (id === undefined) return <TemplateCreatePage />;
  return <TemplateEditorPage key={id} templateId={Number(id)} />;
}
