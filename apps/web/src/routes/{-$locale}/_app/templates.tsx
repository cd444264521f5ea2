import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../../features/auth/guard';
import { kindOfSearch } from '../../../features/templates/kinds';
import { TemplateList } from '../../../features/templates/TemplateList';

export const Route = createFileRoute('/{-$locale}/_app/templates')({
  validateSearch: kindOfSearch,
  beforeLoad: requireAccess('Plantillas'),
  component: TemplateList,
});
