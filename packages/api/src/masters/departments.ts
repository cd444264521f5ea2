import { schema } from '@bolo/db';
import { z } from 'zod';
import { defineMaster } from './factory';
import { emailList, masterName, text } from './fields';

/** Office departments and where their mails go: the `emailsDepartamentos` template group. */
export const departments = defineMaster({
  key: 'department',
  table: schema.departments,
  legacyPath: '/api/masterDepartments',
  schema: z.strictObject({
    name: masterName,
    emails: emailList,
    ccEmails: emailList,
    description: text(),
  }),
  searchFields: ['name', 'emails'],
  errors: { nameInUse: 'departament_name_in_use', notFound: 'department_not_found' },
});
