import { schema } from '@bolo/db';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** Office departments and where their mails go: the `emailsDepartamentos` template group. */
export const departments = defineMaster({
  key: 'department',
  table: schema.departments,
  legacyPath: '/api/masterDepartments',
  schema: masterSchemas.department,
  searchFields: ['name', 'emails'],
  errors: { nameInUse: 'departament_name_in_use', notFound: 'department_not_found' },
});
