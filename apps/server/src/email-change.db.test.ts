import { createUser, ensureFirstAdmin } from '@bolo/api';
import type { Database } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { startLoopbackSmtp } from '@bolo/templating/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { buildServer } from './server';
import { fromTheApp } from './testing';

let database: Database;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  database = await createTestDatabase();
  await ensureFirstAdmin(database.db, { email: 'admin@bolo.test', password: 'secret123' });
  app = await buildServer({
    config: loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: smtp.url, PUBLIC_URL: 'https://bolo.example' }),
    database,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await smtp.close();
});

const signIn = async (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
const tokenOf = async (email: string, password: string) =>
  (await signIn(email, password)).json().access_token;

/** Asks for the email of the account to become `newEmail`, as the profile does. */
async function askForNewEmail(id: number, email: string, password: string, newEmail: string) {
  const answer = await app.inject({
    method: 'PUT',
    url: `/api/user/${id}/updateDetails`,
    payload: { name: 'Rita', email: newEmail, currentPassword: password },
    headers: { authorization: `Bearer ${await tokenOf(email, password)}` },
  });
  expect(answer.statusCode).toBe(200);
}

/** The link of `action` in the mail that reached `address`, as its reader opens it. */
async function linkTo(address: string, action: 'confirm' | 'cancel', about = '') {
  const pattern = new RegExp(`https://bolo\\.example/email\\?${action}=([a-z2-7]+)`);
  const mail = await smtp.arrival(
    (m) => m.recipients.includes(address) && pattern.test(m.raw) && m.raw.includes(about),
    10_000,
  );
  return pattern.exec(mail.raw)?.[1] ?? '';
}
const openLink = (action: 'confirm' | 'cancel', token: string) =>
  app.inject({ method: 'POST', url: '/email-change', payload: { action, token }, headers: fromTheApp });

describe('a new email address is confirmed before it replaces the old one', () => {
  it('keeps the old email until the link mailed to the new one is opened, once', async () => {
    const rita = { email: 'rita@bolo.test', password: 'rita-pass-2026' };
    const id = await createUser(database.db, { ...rita, name: 'Rita', role: 'Contratación' });
    await askForNewEmail(id, rita.email, rita.password, 'rita.nueva@bolo.test');
    const confirm = await linkTo('rita.nueva@bolo.test', 'confirm');
    // the old address is told, with its own link to cancel
    expect(await linkTo(rita.email, 'cancel')).not.toBe('');

    expect((await signIn(rita.email, rita.password)).statusCode).toBe(200);
    expect((await signIn('rita.nueva@bolo.test', rita.password)).statusCode).not.toBe(200);

    expect((await openLink('confirm', confirm)).statusCode).toBe(200);
    expect((await signIn('rita.nueva@bolo.test', rita.password)).statusCode).toBe(200);
    expect((await signIn(rita.email, rita.password)).statusCode).not.toBe(200);
    const again = await openLink('confirm', confirm);
    expect([again.statusCode, again.json().code]).toEqual([400, 'code_not_valid']);
  });

  it('lets the old address cancel the change, before or after it was confirmed', async () => {
    const sara = { email: 'sara@bolo.test', password: 'sara-pass-2026' };
    const id = await createUser(database.db, { ...sara, name: 'Sara', role: 'Contratación' });

    await askForNewEmail(id, sara.email, sara.password, 'sara.typo@bolo.tst');
    const firstConfirm = await linkTo('sara.typo@bolo.tst', 'confirm');
    expect((await openLink('cancel', await linkTo(sara.email, 'cancel'))).statusCode).toBe(200);
    expect((await openLink('confirm', firstConfirm)).statusCode).toBe(400);
    expect((await signIn(sara.email, sara.password)).statusCode).toBe(200);

    // a thief with Sara's session and password confirms their own address: she takes it back
    await askForNewEmail(id, sara.email, sara.password, 'ladron@bolo.test');
    expect((await openLink('confirm', await linkTo('ladron@bolo.test', 'confirm'))).statusCode).toBe(200);
    expect((await openLink('cancel', await linkTo(sara.email, 'cancel', 'ladron@'))).statusCode).toBe(200);
    expect((await signIn(sara.email, sara.password)).statusCode).toBe(200);
    expect((await signIn('ladron@bolo.test', sara.password)).statusCode).not.toBe(200);
  });

  it('refuses a made-up link', async () => {
    const answer = await openLink('confirm', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'code_not_valid']);
  });
});
