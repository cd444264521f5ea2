import { loginLabels, schema } from '@bolo/db';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { accessNames } from '../access';
import { pageFields, pageOf } from '../shared/page';
import { id, version } from '../shared/row-id';
import { nameText, plainText } from '../shared/text';

export const idInput = z.object({ id });

// users

export const userSortFields = ['name', 'email', 'createdAt', 'role'] as const;

export const userListInput = z.object({
  ...pageFields,
  sort: z.enum(userSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Part of the name, last name or email, any case. */
  q: plainText(100).optional(),
});
export type UserListInput = z.infer<typeof userListInput>;

export const userByNameInput = z.object({ name: plainText(100).min(1) });

export const adminUserOutput = createSelectSchema(schema.users)
  .pick({ id: true, email: true, name: true, lastName: true, phone: true, faEnabled: true, version: true })
  .extend({
    twoFactorMethod: z.enum(schema.twoFactorMethods),
    role: createSelectSchema(schema.roles).pick({ id: true, name: true }),
    disabled: z.boolean(),
    createdAt: z.date(),
    /** The newest successful sign-in (SUCCESS or SUCCESS_2FA_REQUIRED in the sign-in log). */
    lastSignInAt: z.date().nullable(),
  });
export type AdminUser = z.infer<typeof adminUserOutput>;

export const adminUserPageOutput = pageOf(adminUserOutput);
export const adminUserListOutput = z.array(adminUserOutput);

const email = z.string().trim().max(254).pipe(z.email());
const personName = nameText(100).min(1);
const lastName = nameText(100);
const phone = plainText(40).nullable();
const roleName = nameText(60).min(1);

export const userCreateInput = z.object({
  email,
  name: personName,
  lastName: lastName.optional(),
  phone: phone.optional(),
  /** The role's name. */
  role: roleName,
  faEnabled: z.boolean().optional(),
});
export type UserCreateInput = z.infer<typeof userCreateInput>;

export const userUpdateInput = z.object({
  id,
  version,
  email: email.optional(),
  name: personName.optional(),
  lastName: lastName.optional(),
  phone: phone.optional(),
  role: roleName.optional(),
  faEnabled: z.boolean().optional(),
  currentPassword: z
    .string()
    .max(200)
    .optional()
    .describe(
      "The administrator's own password: required when the email or the phone changes or two-factor is turned off.",
    ),
});
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

export const userSetDisabledInput = z.object({ id, disabled: z.boolean() });

// roles

const access = z
  .array(z.enum(accessNames))
  .max(100)
  .transform((names) => [...new Set(names)]);

export const roleOutput = createSelectSchema(schema.roles)
  .pick({ id: true, name: true, version: true })
  .extend({ access: z.array(z.string()), userCount: z.number().int() });
export type RoleRow = z.infer<typeof roleOutput>;
export const roleListOutput = z.array(roleOutput);

export const roleCreateInput = z.object({ name: roleName, access: access.default([]) });
export type RoleCreateInput = z.infer<typeof roleCreateInput>;

export const roleUpdateInput = z.object({
  id,
  version,
  name: roleName,
  access,
});
export type RoleUpdateInput = z.infer<typeof roleUpdateInput>;

// sign-in log

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** How the OpenAPI document describes a date filter (JSON Schema cannot say what a coercion takes). */
const dayOrInstant = { type: 'string', description: 'A day (YYYY-MM-DD) or an ISO instant' } as const;
/** `to` given as a bare day (`2026-01-31`) includes that whole day (UTC). */
const endOfDay = (value: unknown) =>
  typeof value === 'string' && isoDay.test(value) ? new Date(Date.parse(value) + 86_400_000 - 1) : value;

export const logListInput = z.object({
  ...pageFields,
  userId: id.optional(),
  label: z.enum(loginLabels).optional(),
  /** The failure code, e.g. `code_not_valid`, `Password_not_match`. */
  code: plainText(60).min(1).optional(),
  from: z.coerce.date().meta(dayOrInstant).optional(),
  to: z.preprocess(endOfDay, z.coerce.date()).meta(dayOrInstant).optional(),
});
export type LogListInput = z.infer<typeof logListInput>;

export const logEntryOutput = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  email: z.string(),
  label: z.enum(loginLabels),
  code: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.date(),
});
export const logPageOutput = pageOf(logEntryOutput);
