import { type Browser, expect, type Page } from '@playwright/test';
import { call, dayName, pick, signInAsAdmin, signInAsNewColleague, test } from './fixtures';

// the week view: the three days held in sight
test.use({ viewport: { width: 1440, height: 1100 } });

const DAY_MS = 86_400_000;
const PASSWORD = 'reserva-por-dia-2026';

/** Tuesday, Wednesday and Thursday of a week at least three weeks ahead: one week view shows them. */
function threeDaysAhead(): [string, string, string] {
  const start = new Date(Date.now() + 21 * DAY_MS);
  const tuesday = start.getTime() + ((9 - start.getUTCDay()) % 7) * DAY_MS;
  const day = (n: number) => new Date(tuesday + n * DAY_MS).toISOString().slice(0, 10);
  return [day(0), day(1), day(2)];
}

/** `YYYY-MM-DD` as a Spanish date field takes it. */
const spanishDate = (day: string) => day.split('-').reverse().join('/');

/** A colleague with the Holds access, invited by the administrator, signed in on a page of their own. */
const colleagueOf = (admin: Page, browser: Browser, suffix: string): Promise<Page> =>
  signInAsNewColleague(admin, browser, {
    role: `Agencia ${suffix}`,
    access: ['Holds', 'Notificaciones', 'InfoGeneral'],
    email: `colega.${suffix}@bolo.test`,
    password: PASSWORD,
  });

test('a hold of three days keeps a level on each: a colleague’s 2nd on one day, the 1st confirms that day alone, the other two stay held and the colleague is told the date was confirmed for someone else', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const firstArtist = `Banda Tres Días ${suffix}`;
  const secondArtist = `Banda Colega ${suffix}`;
  const hallName = `Sala Por Día ${suffix}`;
  const hall = await call<{ id: number }>(page, 'masters.hall.create', { name: hallName }, 'mutation');
  await call(page, 'masters.artist.create', { name: firstArtist }, 'mutation');
  const second = await call<{ id: number }>(
    page,
    'masters.artist.create',
    { name: secondArtist },
    'mutation',
  );
  const colleague = await colleagueOf(page, browser, suffix);
  const [first, middle, last] = threeDaysAhead();

  // the agent holds the hall for three days from the calendar
  await page.goto(`/calendar?view=week&date=${first}`);
  const dayOf = async (date: string) => page.getByRole('listitem', { name: await dayName(page, date) });
  const [firstDay, middleDay, lastDay] = [await dayOf(first), await dayOf(middle), await dayOf(last)];
  await firstDay.click({ position: { x: 8, y: 8 } });
  const form = page.getByRole('dialog', { name: 'Nueva reserva' });
  await pick(form, 'Artista', firstArtist, firstArtist);
  await pick(form, 'Sala', hallName, hallName);
  const until = form.getByLabel('Hasta', { exact: true });
  await until.fill(spanishDate(last));
  // leaving the field closes its calendar, which would cover the button
  await until.press('Tab');
  await expect(page.locator('[data-dates-dropdown]')).toBeHidden();
  await form.getByRole('button', { name: 'Reservar' }).click();
  await expect(form).toBeHidden();
  const firstChip = (day: typeof firstDay) =>
    day.getByRole('button', { name: `Reserva 1.ª: ${firstArtist} en ${hallName}` });
  for (const day of [firstDay, middleDay, lastDay]) await expect(firstChip(day)).toBeVisible();

  // a colleague takes a 2nd on the middle day
  const queued = await call<{ level: number }>(
    colleague,
    'holds.create',
    { artistId: second.id, hallId: hall.id, dateFrom: middle },
    'mutation',
  );
  expect(queued.level).toBe(2);
  await page.reload();
  const secondChip = middleDay.getByRole('button', { name: `Reserva 2.ª: ${secondArtist} en ${hallName}` });
  await expect(secondChip).toBeVisible();

  // the agent confirms the middle day alone: the days of the hold are ticked, the other two unticked
  await firstChip(middleDay).click();
  const details = page.getByRole('dialog', { name: `Reserva 1.ª · ${hallName}` });
  const days = details.getByRole('checkbox');
  await expect(days).toHaveCount(3);
  await days.nth(0).uncheck();
  await days.nth(2).uncheck();
  await details.getByRole('button', { name: 'Confirmar' }).click();
  await expect(details.getByText('Reserva confirmada: ya es un evento')).toBeVisible();
  await details.getByRole('button', { name: 'Cerrar', exact: true }).click();

  // the calendar: the booked day with its event and the colleague's 2nd behind it, the two held days
  await expect(middleDay.getByRole('link', { name: new RegExp(`^${firstArtist}`) })).toBeVisible();
  await expect(firstChip(middleDay)).toBeHidden();
  await expect(secondChip).toBeVisible();
  await expect(
    middleDay.getByRole('img', {
      name: new RegExp(`Conflictos del día: ${hallName}: fecha confirmada para «`),
    }),
  ).toBeVisible();
  for (const day of [firstDay, lastDay]) {
    await expect(firstChip(day)).toBeVisible();
    await expect(day.getByRole('link', { name: new RegExp(`^${firstArtist}`) })).toHaveCount(0);
  }

  // the colleague is told the date was confirmed for someone else, never that they moved up
  await colleague.goto('/notifications');
  await expect(
    colleague.getByRole('row').filter({ hasText: `Fecha confirmada para otro: ${hallName}` }),
  ).toContainText(secondArtist);
  await expect(colleague.getByRole('row').filter({ hasText: '1.ª posición' })).toHaveCount(0);
});
