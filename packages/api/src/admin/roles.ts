import { type Db, schema } from '@bolo/db';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { ADMIN_ROLE, accessNames } from '../access';
import { forgetAllCachedSessions } from '../auth';
import { AppError } from '../shared/errors';
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../shared/sql';
import type { RoleCreateInput, RoleRow, RoleUpdateInput } from './schemas';
import type { Actor } from './users';

const { roles, users } = schema;

/** Roles with how many users (enabled or not) have each. */
const selectRoles = (db: Db) =>
  db
    .select({
      id: roles.id,
      name: roles.name,
      access: roles.access,
      version: roles.version,
      userCount: count(users.id),
    })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .groupBy(roles.id)
    .$dynamic();

export const listRoles = (db: Db): Promise<RoleRow[]> => selectRoles(db).orderBy(asc(roles.name));

async function findRole(db: Db, id: number): Promise<RoleRow> {
  const [role] = await selectRoles(db).where(eq(roles.id, id));
  if (!role) throw new AppError('rol_name_not_found');
  return role;
}

async function assertNameFree(db: Db, name: string, exceptRoleId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptRoleId === undefined ? undefined : ne(roles.id, exceptRoleId),
      ),
    );
  if (taken) throw new AppError('rol_name_in_use');
}

async function nameUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new AppError('rol_name_in_use');
    throw error;
  }
}

export async function createRole(db: Db, input: RoleCreateInput, actor: Actor): Promise<RoleRow> {
  await assertNameFree(db, input.name);
  const [created] = await nameUnique(() =>
    db
      .insert(roles)
      .values({ name: input.name, access: input.access, createdBy: actor.id, updatedBy: actor.id })
      .returning({ id: roles.id, name: roles.name, access: roles.access, version: roles.version }),
  );
  if (!created) throw new Error('insert returned no row');
  return { ...created, userCount: 0 };
}

/**
 * Renames a role or changes its access list, with the version the editor read. ROLE_ADMIN keeps
 * its name and never loses an access name. Users see the change on their next request.
 */
export async function updateRole(db: Db, input: RoleUpdateInput, actor: Actor): Promise<RoleRow> {
  const current = await findRole(db, input.id);
  if (current.name === ADMIN_ROLE) {
    const kept = new Set<string>(input.access);
    const keepsAll = accessNames.every((name) => kept.has(name) || !current.access.includes(name));
    if (input.name !== ADMIN_ROLE || !keepsAll) throw new AppError('forbidden');
  }
  if (input.name.toLowerCase() !== current.name.toLowerCase()) await assertNameFree(db, input.name, input.id);
  const [updated] = await nameUnique(() =>
    db
      .update(roles)
      .set({
        name: input.name,
        access: input.access,
        version: sql`${roles.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .where(and(eq(roles.id, input.id), eq(roles.version, input.version)))
      .returning({ id: roles.id }),
  );
  if (!updated) throw new AppError('version_conflict');
  await forgetAllCachedSessions(db);
  return findRole(db, input.id);
}

/** Deletes a role nobody has; ROLE_ADMIN is never deleted. */
export async function deleteRole(db: Db, id: number): Promise<void> {
  const role = await findRole(db, id);
  if (role.name === ADMIN_ROLE) throw new AppError('forbidden');
  if (role.userCount > 0) throw new AppError('role_in_use');
  try {
    await db.delete(roles).where(eq(roles.id, id));
  } catch (error) {
    // a user given this role since the check above
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new AppError('role_in_use');
    throw error;
  }
}
