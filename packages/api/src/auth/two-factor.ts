import { randomInt } from 'node:crypto';
import { type Db, schema } from '@bolo/db';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { SmsSender } from '../context';
import { AppError, type Locale } from '../shared/errors';
import { takeSlots } from '../shared/rate-counter';
import { hashToken, newBase32Token } from '../shared/tokens';
import { codeAttempts, smsSends, twoFactorFailures } from './rate-limit';
import { forgetCachedSessions } from './session';

const { smsCodes, recoveryCodes, users } = schema;

/** spec §9: an SMS code is valid two hours. */
export const SMS_CODE_MS = 2 * 60 * 60_000;
const RECOVERY_CODE_COUNT = 10;

/** A phone SMS can reach: a valid mobile number, Spanish when it has no country prefix. */
export function smsPhone(phone: string | null): string {
  const parsed = phone ? parsePhoneNumberFromString(phone, 'ES') : undefined;
  const type = parsed?.getType();
  if (!parsed?.isValid() || (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')) {
    throw new AppError('sms_phone_invalid');
  }
  return parsed.number;
}

/**
 * The phone to store: international format when it parses, and one that SMS reaches when the
 * user passes two-factor by SMS code (`sms_phone_invalid` otherwise).
 */
export function phoneToStore(phone: string | null | undefined, receivesCodes: boolean): string | null {
  if (receivesCodes) return smsPhone(phone ?? null);
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone, 'ES');
  return parsed?.isValid() ? parsed.number : phone;
}

/** `+34 6•• ••• •78`: enough to recognise one's phone, not to learn someone else's. */
export const maskPhone = (phone: string) =>
  `${phone.slice(0, 4)}${'•'.repeat(Math.max(0, phone.length - 6))}${phone.slice(-2)}`;

/** Every code equally likely: `randomInt` draws without modulo bias. */
const sixDigits = (): string => String(randomInt(1_000_000)).padStart(6, '0');

const codeHash = (userId: number, code: string) => hashToken(`${userId}:${code.trim()}`);

const smsText = {
  es: (code: string) => `Bolo: su código de verificación es ${code}. Caduca en 2 horas.`,
  en: (code: string) => `Bolo: your verification code is ${code}. It expires in 2 hours.`,
};

/** Sends a new code to the user's phone: three sends in ten minutes at most. */
export async function sendSmsCode(
  db: Db,
  sms: SmsSender,
  user: { id: number; phone: string | null },
  locale: Locale,
  now = new Date(),
): Promise<{ to: string }> {
  const phone = smsPhone(user.phone);
  await takeSlots(db, [{ key: `sms-send:${user.id}`, limit: smsSends }], now);
  const code = sixDigits();
  await db.insert(smsCodes).values({
    userId: user.id,
    codeHash: codeHash(user.id, code),
    phone,
    expiresAt: new Date(now.getTime() + SMS_CODE_MS),
    createdAt: now,
  });
  await sms.send({ to: phone, text: smsText[locale](code) });
  return { to: maskPhone(phone) };
}

/**
 * Checks a code against the last one sent (spec §5: "the last code received within the last two
 * hours"). A right code works once; five tries spend the code, each counted before the code is
 * compared, so concurrent tries cannot pass five.
 */
export async function checkSmsCode(db: Db, userId: number, code: string, now = new Date()): Promise<boolean> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.userId, userId))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt <= now) return false;
  const [tried] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, latest.id), lt(smsCodes.attempts, codeAttempts)))
    .returning({ id: smsCodes.id });
  if (!tried || latest.codeHash !== codeHash(userId, code)) return false;
  const [spent] = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return spent !== undefined;
}

/** The time step an authenticator code belongs to, or null when it is not a current code. */
async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code.trim())) return null;
  const result = await verify({ secret, token: code.trim(), epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Takes a step as used, once: a code of this step or an earlier one is refused afterwards. */
async function spendTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const [spent] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return spent !== undefined;
}

/** Starts authenticator setup: a new secret, kept pending until a first code confirms it. */
export async function beginTotpSetup(db: Db, user: { id: number; email: string }) {
  const secret = generateSecret();
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
  const uri = generateURI({ issuer: 'Bolo', label: user.email, secret });
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/** Confirms setup with a code from the app; answers the recovery codes, shown only now. */
export async function confirmTotpSetup(db: Db, userId: number, code: string): Promise<string[]> {
  const [user] = await db
    .select({ pending: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, userId));
  const step = user?.pending ? await totpStep(user.pending, code) : null;
  if (!user?.pending || step === null) throw new AppError('code_not_valid');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = newBase32Token().slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: user.pending,
        totpPendingSecret: null,
        totpLastStep: step,
        twoFactorMethod: 'totp',
        faEnabled: true,
      })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: codeHash(userId, c) })));
  });
  await forgetCachedSessions(db, userId);
  return codes;
}

/** Whether SMS codes can reach `phone`. */
const reachesSms = (phone: string | null): boolean => {
  try {
    smsPhone(phone);
    return true;
  } catch {
    return false;
  }
};

/**
 * Back to SMS codes (the user's own choice, or an administrator's reset): the authenticator
 * secret and recovery codes are forgotten. Refused with `two_factor_needs_phone` while two-factor
 * is on and no phone on file receives SMS, since the user could never pass two-factor again
 * (checked under the row's lock, so the check and the change see the same phone).
 */
export async function removeTotp(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ faEnabled: users.faEnabled, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (user?.faEnabled && !reachesSms(user.phone)) throw new AppError('two_factor_needs_phone');
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, twoFactorMethod: 'sms' })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
  await forgetCachedSessions(db, userId);
}

async function spendRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const [spent] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash(userId, code.toLowerCase())),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent !== undefined;
}

async function codePasses(
  db: Db,
  user: { id: number; twoFactorMethod: 'sms' | 'totp' },
  code: string,
  now: Date,
): Promise<boolean> {
  if (user.twoFactorMethod === 'sms') return checkSmsCode(db, user.id, code, now);
  const [row] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, user.id));
  const step = row?.secret ? await totpStep(row.secret, code) : null;
  if (step !== null) return spendTotpStep(db, user.id, step);
  return spendRecoveryCode(db, user.id, code, now);
}

/**
 * One try of a code, counted before it is compared: it takes one of the user's two-factor slots,
 * whatever the session and whatever asks (sign-in or a signature), and gives it back when it passes.
 */
async function countedTry(db: Db, userId: number, now: Date, passes: () => Promise<boolean>) {
  const slots = await takeSlots(db, [{ key: `two-factor:${userId}`, limit: twoFactorFailures }], now);
  const passed = await passes();
  if (passed) await slots.giveBack();
  return passed;
}

/**
 * Whether `code` passes the user's two-factor: SMS code, authenticator code (once) or a recovery
 * code. Past five wrong codes in the window even the right one gets `rate_limited` until it ends.
 */
export const checkTwoFactorCode = (
  db: Db,
  user: { id: number; twoFactorMethod: 'sms' | 'totp' },
  code: string,
  now = new Date(),
): Promise<boolean> => countedTry(db, user.id, now, () => codePasses(db, user, code, now));

/** Whether the user passes two-factor with an authenticator app (an SMS code is no second factor of theirs then). */
export async function usesAuthenticator(db: Db, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ faEnabled: users.faEnabled, method: users.twoFactorMethod, secret: users.totpSecret })
    .from(users)
    .where(eq(users.id, userId));
  return user?.faEnabled === true && user.method === 'totp' && user.secret !== null;
}

/**
 * Whether `code` is a current code of the user's authenticator app, taken once (a code of that step
 * or an earlier one is refused afterwards, at sign-in too): the second factor of a signature. No
 * SMS or recovery code passes here; tries count with sign-in's (`countedTry`).
 */
export const checkAuthenticatorCode = (db: Db, userId: number, code: string, now = new Date()) =>
  countedTry(db, userId, now, async () => {
    const [row] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId));
    const step = row?.secret ? await totpStep(row.secret, code) : null;
    return step !== null && spendTotpStep(db, userId, step);
  });
