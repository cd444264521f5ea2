import { expect } from '@playwright/test';
import { call, dayName, pageWidth, signInAsAdmin, test } from './fixtures';

const SHOW_DAY = '2028-02-17';

test('the day view lists the day’s shows, each with its schedule in time order, in Spanish and English, by keyboard and on a phone', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const name = `Día ${Date.now()}`;
  const event = await call<{ id: number }>(
    page,
    'events.create',
    { name, eventType: 'Promotores', date: SHOW_DAY, artista: { name: 'Zahara' } },
    'mutation',
  );
  for (const step of [
    { time: '20:30', kind: 'doors' },
    { time: '18:00', endTime: '19:00', kind: 'soundcheck', label: 'Banda invitada', place: 'Escenario 2' },
    { day: -1, time: '22:00', kind: 'get_in' },
  ])
    await call(page, 'advance.scheduleCreate', { eventId: event.id, ...step }, 'mutation');

  await page.goto(`/calendar?date=${SHOW_DAY}`);
  await page.getByText('Día', { exact: true }).click();
  await expect(page).toHaveURL(/view=day/);
  await expect(page.getByRole('heading', { name: await dayName(page, SHOW_DAY) })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  const schedule = page.getByRole('list', { name: `Horario de ${name}` });
  await expect(schedule.getByRole('listitem')).toHaveText([
    /^22:00\s*Llegada y carga\s*16 de febrero de 2028$/,
    /^18:00–19:00\s*Banda invitada\s*Prueba de sonido\s*Escenario 2$/,
    /^20:30\s*Apertura de puertas$/,
  ]);

  // the next day and back with the keyboard
  await page.getByRole('button', { name: 'Siguiente' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/date=2028-02-18/);
  await expect(page.getByRole('link', { name })).toBeHidden();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/date=2028-02-17/);
  await expect(schedule.getByRole('listitem')).toHaveCount(3);

  await page.goto(`/en/calendar?view=day&date=${SHOW_DAY}`);
  await expect(page.getByRole('heading', { name: await dayName(page, SHOW_DAY, 'en-GB') })).toBeVisible();
  const english = page.getByRole('list', { name: `Schedule of ${name}` });
  await expect(english.getByRole('listitem')).toHaveText([
    /^22:00\s*Get-in\s*16 February 2028$/,
    /^18:00–19:00\s*Banda invitada\s*Soundcheck\s*Escenario 2$/,
    /^20:30\s*Doors$/,
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(english.getByText('Banda invitada')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
