import { expect, type Page } from '@playwright/test';
import { uncheckedScreenFindings } from './accessibility';
import {
  call,
  dayName,
  expectTime,
  expectWithinWidth,
  fillTime,
  pageWidth,
  phone,
  sidewaysScrollers,
  signInAsAdmin,
  signInAsNewColleague,
  test,
  timeParts,
} from './fixtures';

// the file's stories share nothing: the workers take them one by one (the axe walk is among the
// suite's longest tests, and one worker running all of them was its last to finish)
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** An event of the demo office, on a Friday ahead, with a ticket price, for the company `empresaId`. */
async function newEvent(page: Page, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const artist = await call<{ id: number }>(
    page,
    'masters.artist.create',
    { name: `Artista ${name}` },
    'mutation',
  );
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name,
      eventType: 'Promotores',
      date: '2027-05-21',
      entradas: [{ pvp: 2000, descripcion: 'General' }],
      artista: { artistaMaestroId: artist.id },
      ...extra,
    },
    'mutation',
  );
  return event.id;
}

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the month fits the screen with its weekend, the event has its tabs, actions and save bar in reach, the settlement has no sideways table', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const name = `Teléfono ${Date.now()}`;
    const eventId = await newEvent(page, name);

    // the month: seven days, Sunday included, inside 390 px, and the event named under the grid
    await page.goto('/calendar?view=month&date=2027-05-21');
    const sunday = page.getByRole('listitem', { name: await dayName(page, '2027-05-23') });
    await expectWithinWidth(sunday, phone.width);
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();

    await page.goto(`/event/${eventId}`);
    const actions = page.getByRole('button', { name: 'Acciones', exact: true });
    await expectWithinWidth(actions, phone.width);
    // the word itself whole, not "Ac…"
    const label = actions.getByText('Acciones');
    expect(await label.evaluate((text) => text.scrollWidth <= text.clientWidth)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);

    // the tabs in one row that scrolls: every one reachable and opened
    const tabs = page.getByRole('tab');
    const tabTops = await tabs.evaluateAll(
      (all) => new Set(all.map((tab) => tab.getBoundingClientRect().top)).size,
    );
    expect(tabTops).toBe(1);
    for (const tabName of ['Información general', 'Historial', 'Liquidación']) {
      const tab = page.getByRole('tab', { name: tabName });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectWithinWidth(tab, phone.width);
    }

    // the save bar is one short row, not a fifth of the screen
    await page.getByRole('tab', { name: 'Información general' }).click();
    const general = page.getByRole('tabpanel', { name: 'Información general' });
    const save = general.getByRole('button', { name: 'Guardar' });
    const barHeight = await save.evaluate(
      (button) => button.closest('.mantine-Paper-root')?.getBoundingClientRect().height ?? Infinity,
    );
    expect(barHeight).toBeLessThanOrEqual(phone.height * 0.08);

    // the settlement's ticket lines: "Vendidas" in sight, nothing to scroll sideways
    await page.getByRole('tab', { name: 'Liquidación' }).click();
    const settlement = page.getByRole('tabpanel', { name: 'Liquidación' });
    const sold = settlement.getByLabel('Vendidas, línea 1');
    await expect(sold).toBeVisible();
    await expectWithinWidth(sold, phone.width);
    expect(await sidewaysScrollers(settlement)).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
  });
});

test.describe('a browser in American English on the Spanish screen', () => {
  test.use({ locale: 'en-US', timezoneId: 'Europe/Madrid' });

  test('writes and shows times on the 24-hour clock', async ({ page, baseURL }) => {
    // a person who chose Spanish in the app: the choice, not the browser's language, sets the screen's
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'es', url: baseURL ?? '' }]);
    await signInAsAdmin(page);
    const eventId = await newEvent(page, `Reloj ${Date.now()}`, { startTime: '20:00' });
    await page.goto(`/event/${eventId}`);
    const general = page.getByRole('tabpanel', { name: 'Información general' });
    await expectTime(general, 'Hora de inicio', '20:00');
    // no AM/PM part on a Spanish page
    await expect(general.getByRole('spinbutton', { name: /a\. m\./ })).toHaveCount(0);
    await expect(general.getByRole('textbox', { name: /PM|AM/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Condiciones de producción' }).click();
    const production = page.getByRole('tabpanel', { name: 'Condiciones de producción' });
    await fillTime(production, 'Llegada', '17:45');
    await expect(timeParts(production, 'Llegada').hours).toHaveValue('17');
    await production.getByRole('button', { name: 'Guardar' }).click();
    await expect(production.getByText('Todo guardado')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Condiciones de producción' }).click();
    await expectTime(page.getByRole('tabpanel', { name: 'Condiciones de producción' }), 'Llegada', '17:45');
  });
});

test('a role with the general info and production only opens an event quietly, sees its company, and is offered no action it may not take', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const company = await call<{ id: number }>(
    page,
    'masters.company.create',
    { name: `Producciones Teléfono ${suffix}` },
    'mutation',
  );
  const eventId = await newEvent(page, `Mesa ${suffix}`, { empresaId: company.id });
  const desk = await signInAsNewColleague(page, browser, {
    role: `Mesa ${suffix}`,
    access: ['InfoGeneral', 'Produccion'],
    email: `mesa.${suffix}@bolo.test`,
    password: 'mesa-de-produccion-2026',
  });
  const refused: string[] = [];
  desk.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });

  await desk.goto(`/event/${eventId}`);
  const general = desk.getByRole('tabpanel', { name: 'Información general' });
  await expect(general.getByLabel('Empresa', { exact: true })).toHaveValue(`Producciones Teléfono ${suffix}`);
  await desk.getByRole('tab', { name: 'Condiciones de producción' }).click();
  await expect(desk.getByRole('tabpanel', { name: 'Condiciones de producción' })).toBeVisible();
  // no toast of any refusal, and the page asked for nothing the role may not read
  await expect(desk.getByText(/permisos/)).toHaveCount(0);
  expect(refused).toEqual([]);
  // no status, copy or delete on offer: no actions menu at all
  await expect(desk.getByRole('button', { name: 'Acciones', exact: true })).toHaveCount(0);
});

test('no serious or critical axe-core finding on any tab of an event, at either size, nor on the month and the counterparty form', async ({
  page,
  browser,
}) => {
  // the fixture checks each route a test opens once, as the test left it: an event's tabs are checked
  // here, each once its data is drawn, and the fixture checks the rest of what this test opens
  test.setTimeout(300_000);
  await signInAsAdmin(page);
  const eventId = await newEvent(page, `Accesible ${Date.now()}`);
  await page.goto('/calendar?view=month&date=2027-05-21');
  await expect(page.getByRole('listitem', { name: await dayName(page, '2027-05-21') })).toBeVisible();

  const found: string[] = [];
  await page.goto(`/event/${eventId}`);
  await expect(page.getByRole('tab', { name: 'Historial' })).toBeVisible();
  for (const tab of await page.getByRole('tab').allInnerTexts()) {
    await page.getByRole('tab', { name: tab.trim() }).click();
    const panel = page.getByRole('tabpanel', { name: tab.trim() });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('progressbar')).toHaveCount(0);
    await expect(panel.getByLabel(/Cargando/)).toHaveCount(0);
    found.push(...(await uncheckedScreenFindings(page, `/event/:id, ${tab.trim()}`)));
  }
  expect(found, 'serious and critical axe-core findings').toEqual([]);

  // the counterparty's public form, in a window without a session
  await page.getByRole('tab', { name: 'Datos de la contraparte' }).click();
  const linkPanel = page.getByRole('region', { name: 'Enlace para la contraparte' });
  await linkPanel.getByRole('button', { name: 'Generar enlace' }).click();
  const url = await linkPanel.getByRole('textbox', { name: 'Enlace' }).inputValue();
  const visitor = await (await browser.newContext({ viewport: phone, locale: 'es-ES' })).newPage();
  await visitor.goto(new URL(url).pathname);
  await expect(visitor.getByRole('button', { name: 'Enviar datos' })).toBeVisible();
});
