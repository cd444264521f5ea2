import { PassThrough } from 'node:stream';
import type { Database } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { chooseLogFormat, type LogDestination } from './log-format';
import { buildServer } from './server';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('choosing the log format', () => {
  it('is pretty at a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('refuses a LOG_FORMAT it does not know', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});

/** The server's log lines for one request to /health, written to a stream that is a terminal or not. */
async function logOfOneRequest(isTTY: boolean, env: Record<string, string> = {}): Promise<string[]> {
  const output = Object.assign(new PassThrough(), { isTTY }) satisfies LogDestination;
  let written = '';
  output.on('data', (chunk) => {
    written += chunk;
  });
  const app = await buildServer({ config: loadConfig(env), database, logTo: output });
  try {
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/health?token=the-secret' })).statusCode).toBe(200);
    app.log.info({ db: 'pglite' }, 'Bolo is ready');
  } finally {
    await app.close();
  }
  return written.split('\n').filter((line) => line !== '');
}

describe('the server’s log', () => {
  it('at a terminal: one short line per request (method, URL, status, time) and no JSON', async () => {
    const lines = await logOfOneRequest(true);
    const request = lines.filter((line) => line.includes('/health'));
    expect(request).toHaveLength(1);
    expect(request[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/health\?token=\*\*\* 200 \d+ms$/);
    expect(lines).toContainEqual(expect.stringMatching(/INFO: Bolo is ready \{"db":"pglite"\}$/));
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    expect(lines.join('\n')).not.toContain('the-secret');
  });

  it('anywhere else: a JSON object per line, as log collectors and the e2e tests read it', async () => {
    const lines = await logOfOneRequest(false);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ method: 'GET' }) }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'Bolo is ready', db: 'pglite' }));
    expect(lines.join('\n')).not.toContain('the-secret');
  });

  it('follows LOG_FORMAT over the terminal', async () => {
    const [first] = await logOfOneRequest(true, { LOG_FORMAT: 'json' });
    expect(JSON.parse(first ?? '')).toHaveProperty('level');
    const lines = await logOfOneRequest(false, { LOG_FORMAT: 'pretty' });
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
  });
});
