import { type Db, schema } from '@bolo/db';
import { count, eq } from 'drizzle-orm';
import { ADMIN_ROLE, accessNames } from '../access';
import { assertPasswordAllowed, hashPassword } from '../auth';
import { newBase32Token } from '../shared/tokens';

const { roles, users } = schema;

/** The roles every installation starts with (issue: accounts). */
export const baseRoles = [
  { name: ADMIN_ROLE, access: [...accessNames] },
  // Notificaciones: whoever sends the event's mail hears when one fails, and sees the office's news
  {
    name: 'Contratación',
    access: [
      'InfoGeneral',
      'DatosContraparte',
      'Contratacion',
      'Emails',
      'Notificaciones',
      'EstadoEvento',
      'DuplicarEvento',
      'BorrarEvento',
    ],
  },
];

export async function ensureBaseRoles(db: Db): Promise<void> {
  await db.insert(roles).values(baseRoles).onConflictDoNothing({ target: roles.name });
}

export async function roleId(db: Db, name: string): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`role ${name} is missing: run ensureBaseRoles first`);
  return role.id;
}

export async function createUser(
  db: Db,
  input: {
    email: string;
    password: string;
    name: string;
    lastName?: string;
    role: string;
    faEnabled?: boolean;
    phone?: string;
  },
): Promise<number> {
  assertPasswordAllowed(input.password, input.email);
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      lastName: input.lastName ?? '',
      phone: input.phone,
      faEnabled: input.faEnabled ?? false,
      passwordHash: await hashPassword(input.password),
      roleId: await roleId(db, input.role),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insert returned no row');
  return user.id;
}

export type FirstAdmin = { created: false } | { created: true; email: string; generatedPassword?: string };

/**
 * With no users at all, creates the administrator: from the given credentials, or with a
 * generated password that the caller prints once. A given password the policy refuses (a common
 * one, or the email) throws its `AppError`, and nobody is created.
 */
export async function ensureFirstAdmin(
  db: Db,
  credentials: { email?: string; password?: string },
): Promise<FirstAdmin> {
  await ensureBaseRoles(db);
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { created: false };
  const email = credentials.email ?? 'admin@bolo.local';
  const generatedPassword = credentials.password ? undefined : newBase32Token();
  const password = credentials.password ?? generatedPassword ?? '';
  await createUser(db, { email, password, name: 'Admin', lastName: 'Bolo', role: ADMIN_ROLE });
  return { created: true, email, generatedPassword };
}
