import { type Database, schema } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth';
import { type callerFor, recordingServices, withSignedInAdmin } from '../testing';
import { createUser } from '../users';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let lauraId: number;
const services = recordingServices();
const meta = { ipAddress: '10.1.0.1', userAgent: 'Firefox' };

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  lauraId = await createUser(database.db, {
    email: 'laura@bolo.test',
    password: 'laura-pass',
    name: 'Laura',
    role: 'Contratación',
  });
  await signIn(database.db, { email: 'laura@bolo.test', password: 'laura-pass' }, meta);
  await expect(
    signIn(database.db, { email: 'laura@bolo.test', password: 'wrong' }, meta),
  ).rejects.toMatchObject({ appCode: 'login_failed' });
  await signIn(database.db, { email: 'admin@bolo.test', password: 'admin-pass' }, meta);
  await database.db.insert(schema.loginLogs).values([
    {
      userId: lauraId,
      email: 'laura@bolo.test',
      label: 'LOGOUT',
      createdAt: new Date('2025-01-10T10:00:00Z'),
    },
    {
      userId: lauraId,
      email: 'laura@bolo.test',
      label: 'LOGIN',
      createdAt: new Date('2025-01-31T22:00:00Z'),
    },
    {
      userId: null,
      email: 'nadie@bolo.test',
      label: 'REJECTED',
      code: 'Password_not_match',
      createdAt: new Date('2025-02-01T00:00:00Z'),
    },
  ]);
});
afterAll(() => database.close());

describe('sign-in log', () => {
  it('shows every entry newest first, with who, from where and the failure code', async () => {
    const page = await admin.admin.logs.list({ size: 3 });
    expect(page).toMatchObject({ total: 9, page: 1, size: 3 });
    expect(page.items.map((e) => [e.email, e.label])).toEqual([
      ['admin@bolo.test', 'SUCCESS'],
      ['admin@bolo.test', 'LOGIN'],
      ['laura@bolo.test', 'REJECTED'],
    ]);
    expect(page.items[2]).toMatchObject({
      userId: lauraId,
      code: 'Password_not_match',
      ipAddress: '10.1.0.1',
      userAgent: 'Firefox',
    });
  });

  it('filters by label and by user', async () => {
    const rejected = await admin.admin.logs.list({ label: 'REJECTED' });
    expect(rejected.items.map((e) => e.email)).toEqual(['laura@bolo.test', 'nadie@bolo.test']);
    expect(rejected.total).toBe(2);
    const laura = await admin.admin.logs.list({ userId: lauraId });
    expect(laura.items.map((e) => e.label)).toEqual([
      'REJECTED',
      'LOGIN',
      'SUCCESS',
      'LOGIN',
      'LOGIN',
      'LOGOUT',
    ]);
    const lauraRejected = await admin.admin.logs.list({ userId: lauraId, label: 'REJECTED' });
    expect(lauraRejected.total).toBe(1);
  });

  it('filters by failure code and by dates, a bare end day including that whole day', async () => {
    const wrongPassword = await admin.admin.logs.list({ code: 'Password_not_match' });
    expect(wrongPassword.total).toBe(2);
    const january = await admin.admin.logs.list({
      from: new Date('2025-01-01'),
      to: new Date('2025-01-31T23:59:59.999Z'),
    });
    expect(january.items.map((e) => e.label)).toEqual(['LOGIN', 'LOGOUT']);
  });

  it('takes the query string of GET /api/admin/user/logs: text ids and bare days', async () => {
    const query = { userId: String(lauraId), from: '2025-01-01', to: '2025-01-31', page: '1', size: '10' };
    const january = await admin.admin.logs.list(query as unknown as { userId: number });
    expect(january.items.map((e) => e.label)).toEqual(['LOGIN', 'LOGOUT']);
  });
});
