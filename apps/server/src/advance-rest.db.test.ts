import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithStaff } from './testing';

let staff: Awaited<ReturnType<typeof serverWithStaff>>;
let url: string;

beforeAll(async () => {
  staff = await serverWithStaff();
  const created = await staff.send('POST', '/api/evento', {
    name: 'Avance por REST',
    eventType: 'Promotores',
    date: '2027-03-18',
    startTime: '21:00',
    artista: { name: 'Sin maestro' },
  });
  expect(created.statusCode).toBe(201);
  url = `/api/evento/${created.json().id}/avance`;
});
afterAll(() => staff.close());

describe('/api/evento/:id/avance', () => {
  it('answers the advance, adds, changes and deletes a step by its version, and refuses a stale one', async () => {
    const advance = await staff.send('GET', url);
    expect(advance.statusCode).toBe(200);
    expect(advance.json().schedule.map((step: { kind: string }) => step.kind)).toContain('set');

    const added = await staff.send('POST', `${url}/horario`, {
      time: '12:00',
      kind: 'press',
      place: 'Radio 3',
    });
    expect(added.statusCode).toBe(201);
    const press = added.json().schedule.find((step: { kind: string }) => step.kind === 'press');
    const moved = await staff.send('PUT', `${url}/horario/${press.id}`, {
      version: press.version,
      time: '12:30',
    });
    expect(moved.statusCode).toBe(200);
    const stale = await staff.send('DELETE', `${url}/horario/${press.id}?version=${press.version}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    const gone = await staff.send('DELETE', `${url}/horario/${press.id}?version=${press.version + 1}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().schedule.map((step: { kind: string }) => step.kind)).not.toContain('press');
    const bad = await staff.send('POST', `${url}/puntos`, { section: 'catering', title: 'Cena' });
    expect(bad.statusCode).toBe(400);
  });
});
