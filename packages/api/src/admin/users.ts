import { type Db, schema } from '@bolo/db';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '../access';
import {
  type ClientMeta,
  forgetCachedSessions,
  mailPasswordLink,
  phoneToStore,
  removeTotp,
  revokeUserSessions,
} from '../auth';
import type { Services } from '../context';
import { cachedCount } from '../shared/count-cache';
import { AppError, type Locale } from '../shared/errors';
import { containsPattern, sqlState, UNIQUE_VIOLATION } from '../shared/sql';
import { newBase32Token } from '../shared/tokens';
import { changesContact, createUser, mailEmailChanged, requirePassword } from '../users';
import type { AdminUser, UserCreateInput, UserListInput, UserUpdateInput } from './schemas';

const { users, roles, loginLogs } = schema;

/** Who is making the change, for `updatedBy` and the rules about oneself. */
export interface Actor {
  id: number;
}

/** The newest successful sign-in, computed in the same query as the user row. */
const lastSignInAt = sql<Date | null>`(
  select max(${loginLogs.createdAt}) from ${loginLogs}
  where ${loginLogs.userId} = ${users.id} and ${loginLogs.label} in ('SUCCESS', 'SUCCESS_2FA_REQUIRED')
)`.mapWith((value: Date | string) => new Date(value));

const adminUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  lastName: users.lastName,
  phone: users.phone,
  faEnabled: users.faEnabled,
  twoFactorMethod: users.twoFactorMethod,
  role: { id: roles.id, name: roles.name },
  disabledAt: users.disabledAt,
  version: users.version,
  createdAt: users.createdAt,
  lastSignInAt,
};

const selectAdminUsers = (db: Db) =>
  db.select(adminUserColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).$dynamic();

type AdminUserRow = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>['execute']>>[number];

const toAdminUser = ({ disabledAt, ...row }: AdminUserRow): AdminUser => ({
  ...row,
  disabled: disabledAt !== null,
});

/** Name, last name or email containing `text`, any case. */
const matching = (text: string | undefined): SQL | undefined => {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(ilike(users.name, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern));
};

const sortColumns = {
  name: [users.name, users.lastName],
  email: [users.email],
  createdAt: [users.createdAt],
  role: [roles.name],
} as const;

/**
 * Bumped on every write made here, so that a cached total never hides a user just created on
 * this instance; other instances show it within the count cache's 5 s.
 */
let usersGeneration = 0;
const usersChanged = () => {
  usersGeneration++;
};

export async function listAdminUsers(db: Db, input: UserListInput) {
  const direction = input.order === 'asc' ? asc : desc;
  const where = matching(input.q);
  const [rows, total] = await Promise.all([
    selectAdminUsers(db)
      .where(where)
      .orderBy(...sortColumns[input.sort].map((column) => direction(column)), direction(users.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    cachedCount(db, `admin.users:${usersGeneration}:${input.q ?? ''}`, async () => {
      const [row] = await db.select({ n: count() }).from(users).where(where);
      return row?.n ?? 0;
    }),
  ]);
  return { items: rows.map(toAdminUser), total, page: input.page, size: input.size };
}

export async function findAdminUser(db: Db, id: number): Promise<AdminUser> {
  const [row] = await selectAdminUsers(db).where(eq(users.id, id));
  if (!row) throw new AppError('user_not_found');
  return toAdminUser(row);
}

export async function latestAdminUsers(db: Db, limit = 10): Promise<AdminUser[]> {
  const rows = await selectAdminUsers(db).orderBy(desc(users.createdAt), desc(users.id)).limit(limit);
  return rows.map(toAdminUser);
}

/** The legacy "by name" lookup: name or email containing `name`, at most 50, by name. */
export async function adminUsersByName(db: Db, name: string): Promise<AdminUser[]> {
  const pattern = containsPattern(name);
  const rows = await selectAdminUsers(db)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
    .orderBy(asc(users.name), asc(users.id))
    .limit(50);
  return rows.map(toAdminUser);
}

async function roleIdByName(db: Db, name: string): Promise<{ id: number; name: string }> {
  const [role] = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(sql`lower(${roles.name})`, name.toLowerCase()));
  if (!role) throw new AppError('rol_name_not_found');
  return role;
}

async function assertEmailFree(db: Db, email: string, exceptUserId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  if (taken) throw new AppError('email_account_in_use');
}

/** The unique index on lower(email) settles a race that the check above lost. */
async function emailUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new AppError('email_account_in_use');
    throw error;
  }
}

/**
 * Creates an account with a random password nobody knows and mails the person an invitation
 * link to choose their own.
 */
export async function createAdminUser(
  db: Db,
  input: UserCreateInput,
  { actor, services, locale }: { actor: Actor; services: Services; locale: Locale },
): Promise<AdminUser> {
  const role = await roleIdByName(db, input.role);
  await assertEmailFree(db, input.email);
  const id = await emailUnique(() =>
    createUser(db, {
      ...input,
      phone: phoneToStore(input.phone, input.faEnabled ?? false) ?? undefined,
      role: role.name,
      password: newBase32Token(),
    }),
  );
  await db.update(users).set({ createdBy: actor.id, updatedBy: actor.id }).where(eq(users.id, id));
  usersChanged();
  await mailPasswordLink(db, services, { id, email: input.email }, 'invite', locale, actor.id);
  return findAdminUser(db, id);
}

/** Writes `changes` only when the row still has `version`; a stale version overwrites nothing. */
async function updateVersioned(
  db: Db,
  id: number,
  version: number,
  actor: Actor,
  changes: Partial<typeof users.$inferInsert>,
): Promise<void> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: new Date(), updatedBy: actor.id })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  if (updated) {
    usersChanged();
    await forgetCachedSessions(db, id);
    return;
  }
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  throw new AppError(exists ? 'version_conflict' : 'user_not_found');
}

/**
 * Edits a user. Role and two-factor changes show on the user's next request (a cached session
 * may show the old state for up to 5 s). An administrator cannot take their own admin role away.
 * A new email or phone, or two-factor turned off, could hand the account to whoever holds the
 * administrator's session: it needs the administrator's own password, and the old email is told.
 */
export async function updateAdminUser(
  db: Db,
  input: UserUpdateInput,
  actor: Actor & { email: string },
  request: ClientMeta & { locale: Locale },
): Promise<AdminUser> {
  const { id, version, role: roleName, currentPassword, ...fields } = input;
  const current = await findAdminUser(db, id);
  const role = roleName === undefined ? undefined : await roleIdByName(db, roleName);
  if (id === actor.id && role && role.name !== ADMIN_ROLE) throw new AppError('forbidden');
  const changes = changesContact(current, fields);
  if (changes.email) await assertEmailFree(db, fields.email ?? '', id);
  if (changes.email || changes.phone || (current.faEnabled && fields.faEnabled === false)) {
    await requirePassword(db, actor, currentPassword, request);
  }
  const receivesCodes = (fields.faEnabled ?? current.faEnabled) && current.twoFactorMethod === 'sms';
  const phone = phoneToStore(fields.phone === undefined ? current.phone : fields.phone, receivesCodes);
  await emailUnique(() => updateVersioned(db, id, version, actor, { ...fields, phone, roleId: role?.id }));
  if (changes.email) {
    await mailEmailChanged(db, { from: current.email, to: fields.email ?? '' }, request.locale, actor.id);
  }
  return findAdminUser(db, id);
}

/** Disabling signs the user out everywhere at once; an administrator cannot disable themself. */
export async function setUserDisabled(
  db: Db,
  input: { id: number; disabled: boolean },
  actor: Actor,
): Promise<AdminUser> {
  if (input.disabled && input.id === actor.id) throw new AppError('forbidden');
  const [updated] = await db
    .update(users)
    .set({
      disabledAt: input.disabled ? sql`coalesce(${users.disabledAt}, now())` : null,
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actor.id,
    })
    .where(eq(users.id, input.id))
    .returning({ id: users.id });
  if (!updated) throw new AppError('user_not_found');
  usersChanged();
  if (input.disabled) await revokeUserSessions(db, input.id);
  return findAdminUser(db, input.id);
}

/**
 * Back to SMS codes, and every session must pass two-factor again; refused for a user with
 * two-factor on and no phone that receives SMS (`removeTotp`), who could not sign in afterwards.
 */
export async function resetUserTwoFactor(db: Db, id: number): Promise<AdminUser> {
  await findAdminUser(db, id);
  await removeTotp(db, id);
  await revokeUserSessions(db, id);
  return findAdminUser(db, id);
}

/** Signs the user out on every device. */
export async function signOutUser(db: Db, id: number): Promise<AdminUser> {
  const user = await findAdminUser(db, id);
  await revokeUserSessions(db, id);
  return user;
}
