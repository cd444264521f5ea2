import { expect, type Page } from '@playwright/test';
import { call, signInAsAdmin, test } from './fixtures';

/** The command palette's search box. */
const paletteBox = (page: Page) => page.getByRole('textbox', { name: /Busca eventos/ });

/** Ctrl+K, once the header that listens for it is there. */
async function openPalette(page: Page) {
  await expect(page.getByRole('button', { name: /Buscar eventos/ })).toBeVisible();
  await page.keyboard.press('Control+K');
}

/** A word no other run's data holds, so a retry never finds the events of an earlier attempt. */
const runWord = () => `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An event whose artist has accents, made as the editor makes one; answers its name and id. */
async function eventOfAlvaro(page: Page, name = `Gira del palacio ${runWord()}`, date = '2027-03-14') {
  const { id } = await call<{ id: number }>(
    page,
    'events.create',
    {
      name,
      eventType: 'Promotores',
      date,
      artista: { name: 'Álvaro Sólerez Íñiguez' },
      sala: { name: 'Teatro Circo', city: 'Cartagena' },
    },
    'mutation',
  );
  return { name, id };
}

test('Ctrl+K, part of an artist typed without accents, and Enter opens the event', async ({ page }) => {
  await signInAsAdmin(page);
  const event = await eventOfAlvaro(page);
  await expect(
    page.getByRole('button', { name: /Buscar eventos, datos maestros y acciones \(Ctrl K\)/ }),
  ).toBeVisible();

  await page.keyboard.press('Control+K');
  await expect(paletteBox(page)).toBeFocused();
  await paletteBox(page).fill('alvaro soler');
  const found = page.getByRole('button', { name: new RegExp(event.name) });
  await expect(found).toContainText('14 mar 2027 · Álvaro Sólerez Íñiguez · Teatro Circo');
  await expect(found).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');

  await page.waitForURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByRole('textbox', { name: 'Nombre del evento' })).toHaveValue(event.name);
  await expect(paletteBox(page)).toBeHidden();
});

test('on a fresh page, Ctrl+K, a word and Enter typed at once open the event, not the first action', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const run = runWord();
  const event = await eventOfAlvaro(page, `Gira ${run}`);
  await expect(page.getByRole('button', { name: /Buscar eventos/ })).toBeVisible();

  // no wait for the palette to load: the keys go to its box as it appears
  await page.keyboard.press('Control+K');
  await page.keyboard.type(run);
  await page.keyboard.press('Enter');

  await page.waitForURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByRole('textbox', { name: 'Nombre del evento' })).toHaveValue(event.name);
});

test('Meta+K in English, a month named with a word, arrows, Enter stays in English; nothing found says so, Esc closes', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const run = runWord();
  const sooner = await eventOfAlvaro(page, `Gira ${run} primera`, '2027-04-02');
  const later = await eventOfAlvaro(page, `Gira ${run} segunda`, '2027-04-09');
  await page.goto('/en/calendar');
  await expect(page.getByRole('button', { name: /Search events, master data and actions/ })).toBeVisible();

  await page.keyboard.press('Meta+K');
  const box = page.getByRole('textbox', { name: /Search events/ });
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await box.fill(`april 2027 ${run}`);
  const first = page.getByRole('button', { name: new RegExp(sooner.name) });
  const second = page.getByRole('button', { name: new RegExp(later.name) });
  await expect(first).toContainText('2 Apr 2027');
  await expect(first).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(second).toContainText('9 Apr 2027');
  await expect(second).toHaveAttribute('data-selected', 'true');
  await expect(first).not.toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/en/event/${later.id}$`));
  await expect(page.getByRole('textbox', { name: 'Event name' })).toHaveValue(later.name);

  await page.keyboard.press('Meta+K');
  await box.fill('no such thing anywhere');
  await expect(page.getByText('No results')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
});

test('the palette takes the person to a new event and to a master found by name', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: /Buscar eventos/ }).click();
  await paletteBox(page).fill('nuevo evento');
  await page.getByRole('button', { name: 'Nuevo evento', exact: true }).click();
  await page.waitForURL(/\/createevent$/);
  await expect(page.getByRole('textbox', { name: 'Nombre del evento' })).toBeVisible();

  await page.keyboard.press('Control+K');
  await paletteBox(page).fill('sala apolo');
  await page.getByRole('button', { name: 'Sala: Sala Apolo' }).click();
  await page.waitForURL(/\/masterdata\?.*tab=hall/);
  await expect(page.getByRole('dialog', { name: 'Editar sala' })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'Editar sala' }).getByRole('textbox', { name: 'Nombre', exact: true }),
  ).toHaveValue('Sala Apolo');
});

test('Enter pressed while the answer to the text typed is on its way opens that answer, not the previous one', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const run = runWord();
  const prefixFirst = await eventOfAlvaro(page, `Concierto ${run} sala`, '2027-05-01');
  const wanted = await eventOfAlvaro(page, `Concierto ${run} apolo`, '2027-05-08');

  await openPalette(page);
  await paletteBox(page).fill(run);
  await expect(page.getByRole('button', { name: new RegExp(prefixFirst.name) })).toHaveAttribute(
    'data-selected',
    'true',
  );
  await paletteBox(page).pressSequentially(' apolo');
  await page.keyboard.press('Enter');

  await page.waitForURL(new RegExp(`/event/${wanted.id}$`));
  await expect(page.getByRole('textbox', { name: 'Nombre del evento' })).toHaveValue(wanted.name);
});

test('a master with a long name among many like it opens from the palette, once, and again when picked again', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const run = runWord();
  const prefix = `Sala ${run} `.padEnd(100, 'a');
  // more halls than a page holds, all sorted before the one to open and all matching its search
  await call(
    page,
    'masters.hall.importRows',
    { rows: Array.from({ length: 21 }, (_, i) => ({ name: `${prefix}${10 + i}` })) },
    'mutation',
  );
  const name = prefix.padEnd(200, 'z');
  await call(page, 'masters.hall.create', { name }, 'mutation');

  const pick = async () => {
    await openPalette(page);
    await paletteBox(page).fill(`${run} zzz`);
    await page.getByRole('button', { name: new RegExp(`^Sala: Sala ${run} a+z+$`) }).click();
  };
  const drawer = page.getByRole('dialog', { name: 'Editar sala' });
  await pick();
  await expect(drawer.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(name);
  await page.waitForURL((url) => url.searchParams.get('tab') === 'hall' && !url.searchParams.has('id'));
  await expect(page.getByRole('textbox', { name: 'Buscar en Salas' })).toHaveValue(prefix);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Salas' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer).toBeHidden();

  await pick();
  await expect(drawer.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(name);
});

test('on a phone the header keeps a search button, an icon alone, that opens the palette', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page);
  const button = page.getByRole('button', { name: /Buscar eventos, datos maestros y acciones/ });
  await expect(button).toBeVisible();
  await expect(button).not.toContainText('Buscar');
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeVisible();
  await expect(paletteBox(page)).toBeFocused();
});
