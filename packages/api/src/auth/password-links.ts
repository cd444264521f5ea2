import { type Db, schema } from '@bolo/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Services } from '../context';
import { enqueueMail } from '../mail';
import { AppError } from '../shared/errors';
import { hashToken, newBase32Token } from '../shared/tokens';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './session';

const { passwordTokens, users } = schema;
type Purpose = 'reset' | 'invite';

/** A reset link lives one hour; an invitation a week, since a new colleague may not read mail at once. */
const LIFETIME_MS: Record<Purpose, number> = { reset: 60 * 60_000, invite: 7 * 24 * 60 * 60_000 };

const texts = {
  reset: {
    es: {
      subject: 'Bolo: restablecer la contraseña',
      body: (link: string) =>
        `Para elegir una contraseña nueva, abra este enlace (válido durante una hora, un solo uso):\n\n${link}\n\nSi no lo ha pedido usted, ignore este mensaje.`,
    },
    en: {
      subject: 'Bolo: reset your password',
      body: (link: string) =>
        `To choose a new password, open this link (valid for one hour, single use):\n\n${link}\n\nIf you did not ask for it, ignore this message.`,
    },
  },
  invite: {
    es: {
      subject: 'Bolo: su cuenta está lista',
      body: (link: string) =>
        `Le han dado de alta en Bolo. Elija su contraseña en este enlace (válido durante una semana, un solo uso):\n\n${link}`,
    },
    en: {
      subject: 'Bolo: your account is ready',
      body: (link: string) =>
        `An account was created for you in Bolo. Choose your password at this link (valid for one week, single use):\n\n${link}`,
    },
  },
} as const;

/**
 * Queues a mail with a single-use link to set the password of `userId`; `createdBy` (the
 * administrator who invited them) is told if it cannot be delivered.
 */
export async function mailPasswordLink(
  db: Db,
  services: Services,
  user: { id: number; email: string },
  purpose: Purpose,
  locale: 'es' | 'en',
  createdBy: number | null = null,
  now = new Date(),
): Promise<void> {
  const token = newBase32Token();
  await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    await revokeUnusedLinks(tx, user.id);
    // through the user's row, so a password reset for an email without one runs the same statements
    await tx.insert(passwordTokens).select(
      tx
        .select({
          id: sql<string>`${hashToken(token)}`.as('id'),
          userId: users.id,
          purpose: sql<Purpose>`${purpose}`.as('purpose'),
          expiresAt:
            sql<Date>`${new Date(now.getTime() + LIFETIME_MS[purpose]).toISOString()}::timestamptz`.as(
              'expires_at',
            ),
          usedAt: sql<null>`null`.as('used_at'),
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(users)
        .where(eq(users.id, user.id)),
    );
  });
  const prefix = locale === 'en' ? '/en' : '';
  const link = `${services.publicUrl}${prefix}/login?setPassword=${token}`;
  const text = texts[purpose][locale];
  await enqueueMail(db, {
    kind: `password_${purpose}`,
    to: [user.email],
    subject: text.subject,
    text: text.body(link),
    createdBy,
  });
}

/**
 * Holds the user's row until the transaction ends, so that links of one user are issued and
 * spent one at a time: a link spent at the same moment as another waits, then finds itself revoked.
 */
async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Deletes the user's links not yet used: only the newest link works, and none once one is used. */
async function revokeUnusedLinks(tx: Db, userId: number): Promise<void> {
  await tx
    .delete(passwordTokens)
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

const usable = (id: string, now: Date) =>
  and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now));

/**
 * Spends a link: sets the password (if the policy allows it: a refused one leaves the link
 * usable), revokes the user's other links and signs the user out everywhere.
 */
export async function setPasswordWithLink(db: Db, token: string, password: string, now = new Date()) {
  const id = hashToken(token);
  const [link] = await db
    .select({ userId: passwordTokens.userId, email: users.email })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(usable(id, now));
  if (!link) throw new AppError('code_not_valid');
  assertPasswordAllowed(password, link.email);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await lockUser(tx, link.userId);
    const [spent] = await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(usable(id, now))
      .returning({ id: passwordTokens.id });
    if (!spent) throw new AppError('code_not_valid');
    await revokeUnusedLinks(tx, link.userId);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, link.userId));
  });
  await revokeUserSessions(db, link.userId);
}
