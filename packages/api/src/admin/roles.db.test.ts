import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessNames } from '../access';
import { callerFor, recordingServices, withSignedInAdmin } from '../testing';
import { createUser } from '../users';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();

const roleNamed = async (name: string) => {
  const role = (await admin.admin.roles.list()).find((r) => r.name === name);
  if (!role) throw new Error(`role ${name} is missing`);
  return role;
};

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  await createUser(database.db, {
    email: 'laura@bolo.test',
    password: 'staff-pass',
    name: 'Laura',
    role: 'Contratación',
  });
});
afterAll(() => database.close());

describe('roles', () => {
  it('lists the roles with their access names and how many users have each', async () => {
    const roles = await admin.admin.roles.list();
    expect(roles.map((r) => [r.name, r.userCount])).toEqual([
      ['Contratación', 1],
      ['ROLE_ADMIN', 1],
    ]);
    expect((await roleNamed('Contratación')).access).toContain('InfoGeneral');
  });

  it('creates a role, refuses a name in use in any case and an access name that does not exist', async () => {
    const created = await admin.admin.roles.create({
      name: 'Producción',
      access: ['InfoGeneral', 'Produccion'],
    });
    expect(created).toMatchObject({
      name: 'Producción',
      access: ['InfoGeneral', 'Produccion'],
      userCount: 0,
    });
    await expect(admin.admin.roles.create({ name: 'PRODUCCIÓN', access: [] })).rejects.toMatchObject({
      appCode: 'rol_name_in_use',
    });
    await expect(
      // @ts-expect-error: an access name outside the catalogue is what this test sends
      admin.admin.roles.create({ name: 'Rara', access: ['Administrar'] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('renames a role and changes its access with the version read; a stale version changes nothing', async () => {
    const role = await roleNamed('Producción');
    const saved = await admin.admin.roles.update({
      id: role.id,
      version: role.version,
      name: 'Producción técnica',
      access: ['Produccion', 'Calendario'],
    });
    expect(saved).toMatchObject({ name: 'Producción técnica', access: ['Produccion', 'Calendario'] });
    await expect(
      admin.admin.roles.update({ id: role.id, version: role.version, name: 'Otra', access: [] }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    expect((await roleNamed('Producción técnica')).version).toBe(saved.version);
    await expect(
      admin.admin.roles.update({ id: role.id, version: saved.version, name: 'contratación', access: [] }),
    ).rejects.toMatchObject({ appCode: 'rol_name_in_use' });
  });

  it('keeps ROLE_ADMIN: no rename, no access taken away, no delete', async () => {
    const adminRole = await roleNamed('ROLE_ADMIN');
    const attempts = [
      { name: 'Administración', access: [...accessNames] },
      { name: 'ROLE_ADMIN', access: ['InfoGeneral' as const] },
    ];
    for (const attempt of attempts) {
      await expect(
        admin.admin.roles.update({ id: adminRole.id, version: adminRole.version, ...attempt }),
      ).rejects.toMatchObject({ appCode: 'forbidden' });
    }
    await expect(admin.admin.roles.delete({ id: adminRole.id })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
    expect(await roleNamed('ROLE_ADMIN')).toEqual(adminRole);
  });

  it('refuses to delete a role while users have it, and deletes one nobody has', async () => {
    const hiring = await roleNamed('Contratación');
    await expect(admin.admin.roles.delete({ id: hiring.id })).rejects.toMatchObject({
      appCode: 'role_in_use',
    });
    const unused = await roleNamed('Producción técnica');
    expect(await admin.admin.roles.delete({ id: unused.id })).toEqual({ ok: true });
    expect((await admin.admin.roles.list()).map((r) => r.name)).toEqual(['Contratación', 'ROLE_ADMIN']);
    await expect(admin.admin.roles.delete({ id: unused.id })).rejects.toMatchObject({
      appCode: 'rol_name_not_found',
    });
  });

  it("takes an access name away from a signed-in user's very next request", async () => {
    const role = await admin.admin.roles.create({ name: 'Taquilla', access: ['InfoGeneral'] });
    const userId = await createUser(database.db, {
      email: 'taquilla@bolo.test',
      password: 'taquilla-pass',
      name: 'Tomás',
      role: 'Taquilla',
    });
    const clerk = await callerFor(database, userId, services);
    await expect(clerk.events.list({})).resolves.toMatchObject({ total: expect.any(Number) });
    await admin.admin.roles.update({ id: role.id, version: role.version, name: 'Taquilla', access: [] });
    // the session checked a moment ago is cached: the change must reach it all the same
    await expect(clerk.events.list({})).rejects.toMatchObject({ appCode: 'forbidden' });
  });
});
