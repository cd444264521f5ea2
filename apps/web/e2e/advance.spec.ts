import { expect } from '@playwright/test';
import { call, fillTime, pageWidth, signInAsAdmin, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the advance is filled in from production, a step added and a point confirmed, all there after a reload and on a phone', async ({
  page,
}) => {
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name: `Avance ${Date.now()}`,
      eventType: 'Promotores',
      date: '2027-03-18',
      artista: { name: 'Rodrigo Cuevas', phone: '+34 611 222 333' },
    },
    'mutation',
  );
  const [sheet] = await call<{ id: number; version: number }[]>(
    page,
    'events.production.list',
    { eventId: event.id },
    'query',
  );
  await call(
    page,
    'events.production.update',
    { id: sheet?.id, version: sheet?.version, showStart: '21:00', showEnd: '22:30', backline: true },
    'mutation',
  );

  await page.goto(`/event/${event.id}?tab=advance`);
  await expect(page.getByText('El horario está vacío')).toBeVisible();
  await page.getByRole('button', { name: 'Rellenar desde producción' }).click();
  const schedule = page.getByRole('region', { name: 'Horario' });
  await expect(schedule.getByText('21:00–22:30')).toBeVisible();

  await page.getByRole('button', { name: 'Añadir al horario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paso del horario' });
  await fillTime(dialog, 'Hora', '19:30');
  await dialog.getByLabel('Tipo').selectOption({ label: 'Telonero' });
  await dialog.getByLabel('Lugar').fill('Escenario principal');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(schedule.getByText('Telonero')).toBeVisible();

  const stateSaved = page.waitForResponse((response) => response.url().includes('advance.itemUpdate'));
  await page.getByLabel('Estado de Backline').selectOption({ label: 'Confirmado' });
  expect((await stateSaved).ok()).toBe(true);

  // the tour manager picked from the event's artist, phone and all
  await page.getByRole('button', { name: 'Añadir contacto' }).click();
  const contact = page.getByRole('dialog', { name: 'Contacto del día' });
  await contact.getByRole('combobox', { name: 'Elegir de las partes y los maestros' }).fill('Rodrigo');
  await page.getByRole('option', { name: 'Rodrigo Cuevas' }).click();
  await expect(contact.getByLabel('Teléfono')).toHaveValue('+34 611 222 333');
  await contact.getByRole('button', { name: 'Guardar' }).click();
  await expect(contact).toBeHidden();
  const contacts = page.getByRole('region', { name: 'Contactos del día' });
  await expect(contacts.getByText('+34 611 222 333')).toBeVisible();

  await page.reload();
  await expect(schedule.getByText('Escenario principal')).toBeVisible();
  await expect(page.getByLabel('Estado de Backline')).toHaveValue('confirmed');

  // on a phone the rows wrap: nothing wider than the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(schedule.getByText('Escenario principal')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
