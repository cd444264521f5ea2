import type { Database } from '@bolo/db';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createSession, validateSessionToken } from '../auth';
import { appRouter } from '../root';
import { callerFor, recordingServices, testContext, withSignedInAdmin } from '../testing';
import { errorMessageOf } from '../trpc-errors';
import { createUser } from '../users';
import { EMAIL_MESSAGE } from './fields';
import { masters } from './index';

let database: Database;
let adminId: number;
let admin: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();

beforeAll(async () => {
  ({ database, admin, adminId } = await withSignedInAdmin(services));
});
afterAll(() => database.close());

/** Calls a procedure over tRPC's HTTP handler, as the web app does, and answers the raw JSON. */
async function overHttp(procedure: string, input: unknown) {
  const issued = await createSession(
    database.db,
    adminId,
    { ipAddress: '127.0.0.1', userAgent: 'vitest' },
    {
      twoFactorPassedAt: new Date(),
    },
  );
  const auth = await validateSessionToken(database.db, issued.token);
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    router: appRouter,
    req: new Request(`http://bolo.test/trpc/${procedure}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: input }),
    }),
    createContext: () => testContext(database, auth, services),
  });
  const body = (await response.json()) as { error: { json: { data: { code: string; issues: unknown } } } };
  return { status: response.status, body };
}

describe('an artist from creation to deletion', () => {
  const confirmations = ['booking@rosalia.test', 'Tour@Rosalia.test'];

  it('creates an artist with two confirmation emails, support act off unless said', async () => {
    const created = await admin.masters.artist.create({
      name: '  Rosalía Vila  ',
      cif: '12.345.678-z',
      accountNumber: 'ES91 2100 0418 4502 0005 1332',
      emailConfirmacion: confirmations,
    });
    expect(created).toMatchObject({
      name: 'Rosalía Vila',
      cif: '12345678Z',
      accountNumber: 'ES9121000418450200051332',
      emailConfirmacion: confirmations,
      emailComunicacion: [],
      isTelonero: false,
      version: 1,
      createdBy: adminId,
    });
    expect(created).not.toHaveProperty('nameKey');
    expect(created).not.toHaveProperty('searchText');
  });

  it('refuses a bad third email with the spec message, which reaches the web app in data.issues', async () => {
    const input = { name: 'Otra', emailConfirmacion: [...confirmations, 'no-es-un-email'] };
    const error = await admin.masters.artist.create(input).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    const cause = (error as { cause?: unknown }).cause;
    expect(cause).toBeInstanceOf(ZodError);
    expect((cause as ZodError).issues).toMatchObject([
      { path: ['emailConfirmacion', 2], message: EMAIL_MESSAGE },
    ]);

    const { status, body } = await overHttp('masters.artist.create', input);
    expect(status).toBe(400);
    expect(body.error.json.data.code).toBe('validation_error');
    expect(JSON.stringify(body.error.json.data.issues)).toContain(EMAIL_MESSAGE);
  });

  it('refuses a CIF whose control letter is wrong, and an IBAN whose digits are wrong', async () => {
    const wrongCif = await admin.masters.artist
      .create({ name: 'X', cif: '12345678A' })
      .catch((e: unknown) => e);
    expect((wrongCif as { cause: ZodError }).cause.issues[0]?.message).toBe(
      'El CIF/NIF no es válido: la letra de control no coincide',
    );
    await expect(
      admin.masters.artist.create({ name: 'X', accountNumber: 'ES92 2100 0418 4502 0005 1332' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      // @ts-expect-error: an unknown field is what this test sends
      admin.masters.artist.create({ name: 'X', color: 'rojo' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('finds the artist by part of the name typed without accents, in any case', async () => {
    for (const q of ['rosalia', 'ROSALÍA', 'salia vi', '12345678z']) {
      const page = await admin.masters.artist.list({ q });
      expect(
        page.items.map((a) => a.name),
        q,
      ).toEqual(['Rosalía Vila']);
      expect(page.total).toBe(1);
    }
    expect((await admin.masters.artist.search({ q: 'nadie' })).total).toBe(0);
    expect((await admin.masters.artist.byName({ name: 'ROSALIA' })).map((a) => a.name)).toEqual([
      'Rosalía Vila',
    ]);
    expect((await admin.masters.artist.latest())[0]?.name).toBe('Rosalía Vila');
  });

  it('tells whether a name is free, whatever its accents or case', async () => {
    const [artist] = (await admin.masters.artist.list({ q: 'rosalia' })).items;
    expect(await admin.masters.artist.checkName({ value: 'ROSALIA  vila' })).toEqual({ available: false });
    expect(await admin.masters.artist.checkName({ value: 'Rosalia Vila', excludeId: artist?.id })).toEqual({
      available: true,
    });
    expect(await admin.masters.checkName({ type: 'artista', value: 'rosalía vila' })).toEqual({
      available: false,
    });
    expect(await admin.masters.checkName({ type: 'sala', value: 'rosalía vila' })).toEqual({
      available: true,
    });
  });

  it('refuses to rename to a taken name in any accents or case, and keeps the first save on a stale version', async () => {
    const other = await admin.masters.artist.create({ name: 'Ñu Álvarez', isTelonero: true });
    const [rosalia] = (await admin.masters.artist.list({ q: 'rosalia' })).items;
    if (!rosalia) throw new Error('Rosalía is missing');
    await expect(
      admin.masters.artist.update({ id: other.id, version: other.version, name: 'ROSALIA VILA' }),
    ).rejects.toMatchObject({ appCode: 'artista_name_in_use' });
    await expect(admin.masters.artist.create({ name: 'nu alvarez' })).rejects.toMatchObject({
      appCode: 'artista_name_in_use',
    });

    const saved = await admin.masters.artist.update({
      id: rosalia.id,
      version: rosalia.version,
      phone: '600111222',
    });
    expect(saved).toMatchObject({ version: 2, phone: '600111222', emailConfirmacion: confirmations });
    await expect(
      admin.masters.artist.update({ id: rosalia.id, version: rosalia.version, phone: '699999999' }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    expect(await admin.masters.artist.find({ id: rosalia.id })).toMatchObject({
      version: 2,
      phone: '600111222',
    });

    const renamed = await admin.masters.artist.update({ id: rosalia.id, version: 2, name: 'La Rosalía' });
    expect((await admin.masters.artist.list({ q: 'la rosa' })).items.map((a) => a.id)).toEqual([renamed.id]);
  });

  it('deletes the artist, then says artista_not_found', async () => {
    const [artist] = (await admin.masters.artist.list({ q: 'rosalia' })).items;
    if (!artist) throw new Error('Rosalía is missing');
    expect(await admin.masters.artist.delete({ id: artist.id })).toEqual({ ok: true });
    await expect(admin.masters.artist.find({ id: artist.id })).rejects.toMatchObject({
      appCode: 'artista_not_found',
    });
    await expect(admin.masters.artist.delete({ id: artist.id })).rejects.toMatchObject({
      appCode: 'artista_not_found',
    });
    expect((await admin.masters.artist.list({ q: 'rosalia' })).total).toBe(0);
  });
});

describe('the list', () => {
  it('pages and sorts by name ignoring accents, or by creation', async () => {
    for (const name of ['Zahara', 'Álvaro Soler', 'anni b sweet', 'León Benavente']) {
      await admin.masters.hall.create({ name, city: 'Madrid', capacity: 900 });
    }
    const first = await admin.masters.hall.list({ size: 2 });
    expect(first).toMatchObject({ total: 4, page: 1, size: 2 });
    expect(first.items.map((h) => h.name)).toEqual(['Álvaro Soler', 'anni b sweet']);
    const second = await admin.masters.hall.list({ size: 2, page: 2 });
    expect(second.items.map((h) => h.name)).toEqual(['León Benavente', 'Zahara']);
    const newest = await admin.masters.hall.list({ sort: 'createdAt', order: 'desc', size: 1 });
    expect(newest.items.map((h) => h.name)).toEqual(['León Benavente']);
    expect((await admin.masters.hall.list({ q: 'madrid' })).total).toBe(4);
  });

  it('takes % and _ literally in a search', async () => {
    await admin.masters.producer.create({ name: 'Producciones 100%' });
    await admin.masters.producer.create({ name: 'Producciones 1000' });
    expect((await admin.masters.producer.list({ q: '100%' })).items.map((p) => p.name)).toEqual([
      'Producciones 100%',
    ]);
    expect((await admin.masters.producer.list({ q: '_' })).total).toBe(0);
  });
});

describe('the other masters', () => {
  it('a department keeps its mail lists and says departament_name_in_use for a taken name', async () => {
    const created = await admin.masters.department.create({
      name: 'Producción',
      emails: ['produccion@bolo.test'],
      ccEmails: ['jefa@bolo.test'],
    });
    expect(created).toMatchObject({ emails: ['produccion@bolo.test'], ccEmails: ['jefa@bolo.test'] });
    await expect(admin.masters.department.create({ name: 'PRODUCCION' })).rejects.toMatchObject({
      appCode: 'departament_name_in_use',
    });
    await expect(admin.masters.department.find({ id: 999_999 })).rejects.toMatchObject({
      appCode: 'department_not_found',
    });
  });

  it('a master without its own code refuses a taken name as validation_error on the name field', async () => {
    await admin.masters.team.create({ name: 'Booking', members: [{ name: 'Marta Ruiz', role: 'Booker' }] });
    expect((await admin.masters.team.list({ q: 'marta' })).total).toBe(1);
    const error = await admin.masters.team.create({ name: 'booking' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect((error as { cause: ZodError }).cause.issues[0]?.path).toEqual(['name']);
  });

  it('a company names its signatory, who cannot be deleted while the company uses it', async () => {
    const signatory = await admin.masters.signatory.create({
      name: 'Ana',
      apellido: 'Pérez',
      dni: 'X1234567L',
    });
    const company = await admin.masters.company.create({
      name: 'Bolo Live SL',
      cif: 'B12345674',
      firmanteId: signatory.id,
    });
    expect(company).toMatchObject({
      firmanteId: signatory.id,
      imagenes: { principal: [], secundario: [], pie: [] },
    });
    const refused = await admin.masters.signatory.delete({ id: signatory.id }).catch((error) => error);
    expect(refused).toMatchObject({
      appCode: 'in_use',
      message: 'No se puede borrar: está en uso (empresas: 1).',
    });
    expect(errorMessageOf(refused, 'en')).toBe('Cannot delete: it is in use (companies: 1).');
    expect((await admin.masters.signatory.find({ id: signatory.id })).name).toBe('Ana');

    await admin.masters.company.update({ id: company.id, version: company.version, firmanteId: null });
    await admin.masters.signatory.delete({ id: signatory.id });
    expect((await admin.masters.company.find({ id: company.id })).firmanteId).toBeNull();
    await expect(
      admin.masters.company.create({ name: 'Sin firmante', firmanteId: 999_999 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const calendar = await admin.masters.calendar.create({ name: 'Giras', color: '#FF0000' });
    expect(calendar.color).toBe('#ff0000');
  });
});

describe('access', () => {
  it('refuses every masters procedure to a role without MasterData', async () => {
    const userId = await createUser(database.db, {
      email: 'laura@bolo.test',
      password: 'staff-pass',
      name: 'Laura',
      role: 'Contratación',
    });
    const laura = await callerFor(database, userId, services);
    for (const key of Object.keys(masters) as (keyof typeof masters)[]) {
      const procedures = laura.masters[key];
      const calls: (() => Promise<unknown>)[] = [
        () => procedures.list({}),
        () => procedures.search({}),
        () => procedures.find({ id: 1 }),
        () => procedures.latest(),
        () => procedures.byName({ name: 'a' }),
        () => procedures.create({ name: 'Nuevo' }),
        () => procedures.update({ id: 1, version: 1, name: 'Nuevo' }),
        () => procedures.delete({ id: 1 }),
        () => procedures.checkName({ value: 'Nuevo' }),
        () => procedures.exportRows({}),
        () => procedures.importRows({ rows: [{ name: 'Nuevo' }] }),
      ];
      for (const call of calls) await expect(call(), key).rejects.toMatchObject({ appCode: 'forbidden' });
    }
    await expect(laura.masters.checkName({ type: 'artista', value: 'x' })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
  });
});

describe('field rules in words', () => {
  it('refuses a phone that is no number and a colour that is no #rrggbb, saying what they need', async () => {
    const issueOf = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'saved',
        (e: { cause: ZodError }) => e.cause.issues[0]?.message,
      );
    expect(await issueOf(admin.masters.artist.create({ name: 'Tel abc', phone: 'abc' }))).toMatch(
      /^El teléfono no es válido/,
    );
    expect(await issueOf(admin.masters.company.create({ name: 'Tel corto', telefono: '600' }))).toMatch(
      /^El teléfono no es válido/,
    );
    expect(await issueOf(admin.masters.calendar.create({ name: 'Rojo', color: 'rojo' }))).toBe(
      'El color debe ser #rrggbb',
    );
    expect(
      (await admin.masters.artist.create({ name: 'Tel bueno', phone: '+34 (91) 555-12.34' })).phone,
    ).toBe('+34 (91) 555-12.34');
  });

  it('names the kind of id a person’s field takes: a signatory’s DNI is a DNI or NIE, never a CIF', async () => {
    const issueOf = async (dni: string) =>
      (
        (await admin.masters.signatory
          .create({ name: 'Ana', apellido: 'Gil', dni })
          .catch((e: unknown) => e)) as {
          cause: ZodError;
        }
      ).cause.issues[0]?.message;
    expect(await issueOf('12345678A')).toBe('El DNI/NIE no es válido: la letra de control no coincide');
    // a valid CIF is a company's id, not a person's
    expect(await issueOf('B12345674')).toMatch(/^El DNI\/NIE no es válido: el formato no es el de un DNI/);
    expect(
      (await admin.masters.signatory.create({ name: 'Ana del NIE', apellido: 'Gil', dni: 'x1234567l' })).dni,
    ).toBe('X1234567L');
  });
});
