import { expect } from '@playwright/test';
import { uncheckedScreenFindings } from './accessibility';
import { call, phone, signInAsAdmin, test } from './fixtures';

// staff, then a visitor in a browser of its own, then staff again, on a machine shared with other runs
test.describe.configure({ timeout: 120_000 });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('the artist’s team confirms two steps and sends an input list from its link on a phone; staff accept both in the Avance tab', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const name = `Avance por enlace ${Date.now()}`;
  const event = await call<{ id: number }>(
    page,
    'events.create',
    { name, eventType: 'Promotores', date: '2027-05-20', location: 'Bilbao', artista: { name: 'Amaia' } },
    'mutation',
  );
  for (const step of [
    { time: '17:00', endTime: '18:00', kind: 'soundcheck' },
    { time: '21:00', endTime: '22:30', kind: 'set' },
  ])
    await call(page, 'advance.scheduleCreate', { eventId: event.id, ...step }, 'mutation');
  await call(
    page,
    'advance.itemCreate',
    { eventId: event.id, section: 'technical', title: 'Input list de Amaia' },
    'mutation',
  );

  await page.goto(`/event/${event.id}?tab=counterparty`);
  const linkPanel = page.getByRole('region', { name: 'Enlace para la contraparte' }).first();
  await linkPanel.getByRole('button', { name: 'Generar enlace' }).click();
  const url = await linkPanel.getByRole('textbox', { name: 'Enlace' }).inputValue();

  // a private window on a phone: no cookies, no session
  const visitor = await browser.newContext({ viewport: phone, locale: 'es-ES' });
  const form = await visitor.newPage();
  await form.goto(new URL(url).pathname);
  const advance = form.getByRole('region', { name: 'Avance del concierto' });
  await expect(advance.getByText('Prueba de sonido')).toBeVisible();
  await advance.getByRole('button', { name: 'Confirmar Prueba de sonido a las 17:00–18:00' }).click();
  await advance.getByRole('button', { name: 'Confirmar Concierto a las 21:00–22:30' }).click();
  await expect(advance.getByText('Enviado a la oficina')).toHaveCount(2);
  const upload = form.waitForResponse((response) => response.url().includes('/avance/archivos'));
  await advance
    .getByRole('listitem')
    .filter({ hasText: 'Input list de Amaia' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'input-list.pdf', mimeType: 'application/pdf', buffer: pdf });
  expect((await upload).ok()).toBe(true);
  await expect(advance.getByText('input-list.pdf · pendiente de la oficina')).toBeVisible();
  expect(await form.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(phone.width);
  expect(await uncheckedScreenFindings(form, '/altainfo/:token, avance')).toEqual([]);
  await visitor.close();

  await page.goto(`/event/${event.id}?tab=advance`);
  const changes = page.getByRole('region', { name: 'Cambios de la contraparte' });
  await expect(
    changes.getByRole('row', {
      name: /Confirma un paso del horario.*17:00–18:00 Prueba de sonido.*Sin confirmar.*Confirmado/,
    }),
  ).toBeVisible();
  await expect(
    changes.getByRole('row', { name: /Envía un archivo.*input-list\.pdf para «Input list de Amaia»/ }),
  ).toBeVisible();
  // judged with the changes waiting, before any toast
  expect(await uncheckedScreenFindings(page, '/event/:id, Avance con cambios de la contraparte')).toEqual([]);
  await changes.getByRole('button', { name: /^Aceptar: 17:00–18:00 Prueba de sonido/ }).click();
  await expect(changes.getByText(/^Aceptado por .* el /)).toHaveCount(1);
  await changes.getByRole('button', { name: 'Aceptar todos' }).click();
  await expect(changes.getByText('No hay cambios por aceptar.')).toBeVisible();
  await expect(changes.getByText(/^Aceptado por .* el /)).toHaveCount(3);

  const schedule = page.getByRole('region', { name: 'Horario' });
  await expect(schedule.getByText('Confirmado', { exact: true })).toHaveCount(2);
  await expect(schedule.getByText(/aceptado por .* el /).first()).toBeVisible();
  const points = page.getByRole('region', { name: 'Puntos del avance' });
  await expect(points.getByRole('link', { name: 'Descargar input-list.pdf' })).toBeVisible();
});
