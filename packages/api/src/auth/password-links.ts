import { type Db, schema } from '@bolo/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Services } from '../context';
import { AppError } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { hashPassword } from './passwords';
import { generateToken, hashToken, revokeUserSessions } from './session';

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
  const token = generateToken();
  // through the user's row, so a password reset for an email without one runs the same statement
  await db.insert(passwordTokens).select(
    db
      .select({
        id: sql<string>`${hashToken(token)}`.as('id'),
        userId: users.id,
        purpose: sql<Purpose>`${purpose}`.as('purpose'),
        expiresAt: sql<Date>`${new Date(now.getTime() + LIFETIME_MS[purpose]).toISOString()}::timestamptz`.as(
          'expires_at',
        ),
        usedAt: sql<null>`null`.as('used_at'),
        createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
      })
      .from(users)
      .where(eq(users.id, user.id)),
  );
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

/** Spends a link: sets the password and signs the user out everywhere. */
export async function setPasswordWithLink(db: Db, token: string, password: string, now = new Date()) {
  const [spent] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.id, hashToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  if (!spent) throw new AppError('code_not_valid');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: now })
    .where(eq(users.id, spent.userId));
  await revokeUserSessions(db, spent.userId);
}
