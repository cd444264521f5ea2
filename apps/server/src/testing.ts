import { CSRF_HEADER, CSRF_HEADER_VALUE, createUser, ensureFirstAdmin, type Services } from '@bolo/api';
import { recordingServices, testAdmin, testClerk } from '@bolo/api/testing';
import type { Database } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { startLoopbackSmtp } from '@bolo/templating/testing';
import type { InjectOptions } from 'fastify';
import { loadConfig } from './config';
import { buildServer } from './server';

/** The header the web app's pages send with each call, for a request made as they make it. */
export const fromTheApp = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A part of a multipart form: a text field or a file. */
export type FormPart = string | File;
export interface FormOptions {
  /** The Bearer token; the admin's unless given, none with null. */
  token?: string | null;
  method?: 'POST' | 'PUT';
  headers?: Record<string, string>;
}

/**
 * The server on a fresh database, with its first administrator (`admin@bolo.test`) and a
 * `Contratación` clerk (`clerk@bolo.test`) signed in over REST as a legacy client signs in.
 * `env` adds settings, for a test whose services come from the configuration (`services` null).
 */
export async function serverWithStaff(
  services: Services | null = recordingServices(),
  env: Record<string, string> = {},
) {
  const database = await createTestDatabase();
  await addStaff(database);
  return serverOn(database, services, env);
}

/**
 * `serverWithStaff` delivering its mail to a loopback SMTP server (`smtp.arrival` waits for what
 * comes), from `Bolo <oficina@bolo.test>`; closing closes both.
 */
export async function serverWithSmtp() {
  const smtp = await startLoopbackSmtp();
  const server = await serverWithStaff(null, { SMTP_URL: smtp.url, MAIL_FROM: 'Bolo <oficina@bolo.test>' });
  const close = async () => {
    await server.close();
    await smtp.close();
  };
  return { ...server, smtp, close };
}

/** The test's first administrator and clerk, on a database that has no users yet. */
export async function addStaff(database: Database) {
  await ensureFirstAdmin(database.db, testAdmin);
  await createUser(database.db, testClerk);
}

/**
 * The server on `database`, which has the staff of `addStaff` already (a database opened again
 * after a restart, or one reached through a proxy); closing closes both.
 */
export async function serverOn(
  database: Database,
  services: Services | null = recordingServices(),
  env: Record<string, string> = {},
) {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  // null: the services the configuration gives, as in production (SMTP_URL, …)
  const app = await buildServer({ config, database, services: services ?? undefined });
  const signIn = async (email: string, password: string): Promise<string> =>
    (await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } })).json()
      .access_token;
  const adminToken = await signIn(testAdmin.email, testAdmin.password);
  const clerkToken = await signIn(testClerk.email, testClerk.password);
  /** One request as a REST consumer makes it: JSON body, the admin's Bearer token unless given. */
  const send = (method: Method, url: string, payload?: unknown, token: string | null = adminToken) =>
    app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    } as InjectOptions);
  /** A multipart/form-data request as a browser's FormData sends it, with the admin's token unless given. */
  const sendForm = async (url: string, parts: [string, FormPart][], options: FormOptions = {}) => {
    const { token = adminToken, method = 'POST', headers = {} } = options;
    const form = new FormData();
    for (const [name, value] of parts) form.append(name, value);
    const encoded = new Response(form);
    return app.inject({
      method,
      url,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: {
        ...headers,
        'content-type': encoded.headers.get('content-type') ?? '',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  };
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { database, app, signIn, adminToken, clerkToken, send, sendForm, close };
}

type Send = (
  method: Method,
  url: string,
  payload?: unknown,
) => Promise<{ statusCode: number; body: string; json(): { id: number } }>;

/**
 * The contract tests' start: an event whose artist signs (`empresaId` its company, if any) and a
 * master artist contract whose `body` names them. Answers the event's id.
 */
export async function eventWithArtistContract(
  send: Send,
  { body, empresaId }: { body: string; empresaId?: number },
) {
  const event = await send('POST', '/api/evento', {
    name: 'Zahara en La Riviera',
    eventType: 'Promotores',
    date: '2026-06-12',
    ...(empresaId !== undefined && { empresaId }),
    artista: { name: 'Zahara', nameSignatory: 'María Zahara', dniFirmante: '12345678Z' },
  });
  if (event.statusCode !== 201) throw new Error(`the event was not created: ${event.body}`);
  const template = await send('POST', '/api/plantillasMail', {
    name: 'Contrato de artista',
    type: 'contract',
    subType: 'artista',
    body,
    master: true,
  });
  if (template.statusCode !== 201) throw new Error(`the master contract was not saved: ${template.body}`);
  return event.json().id;
}
