import { expect, type Page } from '@playwright/test';
import { signInAsAdmin, test } from './fixtures';

interface Summary {
  id: number;
  name: string;
  date: string | null;
  artistName: string | null;
  hallName: string | null;
}

/** The events the server lists for a query string, through the legacy REST list. */
async function listed(page: Page, query: Record<string, string>): Promise<Summary[]> {
  const response = await page.request.get(`/api/evento?${new URLSearchParams({ size: '100', ...query })}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).items;
}

/** Today on the office's wall clock, where the list splits the upcoming shows from the past ones. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const eventRows = (page: Page) => page.locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Buscar eventos' });
const clearFilters = (page: Page) => page.getByRole('button', { name: 'Limpiar filtros' });

test('Limpiar filtros and an emptied search box clear the list for good', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(eventRows(page)).toHaveCount(20);
  const settled = await listed(page, { fase: 'Liquidado' });
  expect(settled.length).toBeLessThan(20);

  await page.getByRole('combobox', { name: 'Fase', exact: true }).click();
  await page.getByRole('option', { name: 'Liquidado', exact: true }).click();
  await expect(page).toHaveURL(/fase=Liquidado/);
  await expect(eventRows(page)).toHaveCount(settled.length);
  await clearFilters(page).click();
  await expect(page).not.toHaveURL(/fase=/);
  await expect(eventRows(page)).toHaveCount(20);
  await expect(clearFilters(page)).toBeDisabled();

  await searchBox(page).fill('Sala Apolo');
  await expect(page).toHaveURL(/q=Sala/);
  await expect(page.getByText('1 filtro activo')).toBeVisible();
  await searchBox(page).fill('');
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByText('1 filtro activo')).toBeHidden();
  await expect(searchBox(page)).toHaveValue('');
  await expect(eventRows(page)).toHaveCount(20);

  // what was cleared stays cleared when one comes back to the list
  await page.goto('/masterdata');
  await expect(page.getByRole('heading', { name: 'Datos maestros' })).toBeVisible();
  await page.goto('/');
  await expect(eventRows(page)).toHaveCount(20);
  await expect(page).not.toHaveURL(/[?&](q|fase)=/);
});

test('the list opens on the next show, and finds a search of two words in the list and the palette', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // the next shows, the nearest first (shows of one day in the order they were made), then the
  // past ones, the latest first: as many of each as the worker's earlier tests have left
  const upcoming = await listed(page, { from: today(), sort: 'date', order: 'asc', size: '20' });
  const past = await listed(page, { sort: 'date', order: 'desc' }).then((events) =>
    events.filter((event) => event.date !== null && event.date < today()),
  );
  expect(upcoming.length, 'the demo has shows to come').toBeGreaterThan(0);
  const firstPage = [...upcoming, ...past].slice(0, 20);
  await expect(eventRows(page).locator('td:nth-child(2)')).toHaveText(firstPage.map((event) => event.name));

  const secretos = await listed(page, { sort: 'date', order: 'asc' }).then((events) =>
    events.filter((event) => event.artistName === 'Los Secretos del Sur' && event.hallName),
  );
  const [one] = secretos;
  if (!one?.hallName) throw new Error('the demo has shows of Los Secretos del Sur');
  const artists = eventRows(page).locator('td:nth-child(3)');
  await searchBox(page).fill('secretos sur');
  await expect(page).toHaveURL(/q=secretos/);
  await expect(artists.filter({ hasNotText: 'Los Secretos del Sur' })).toHaveCount(0);
  await expect(artists.first()).toHaveText('Los Secretos del Sur');

  // words of two fields: the artist's and the hall's, in any order
  const hallWord = one.hallName.split(' ').at(-1) ?? '';
  await searchBox(page).fill(`${hallWord.toUpperCase()} secretos`);
  await expect(page.getByRole('cell', { name: one.name, exact: true }).first()).toBeVisible();
  await expect(artists.filter({ hasNotText: 'Los Secretos del Sur' })).toHaveCount(0);

  await page.keyboard.press('Control+K');
  const palette = page.getByRole('textbox', { name: /Busca eventos/ });
  await palette.fill('secretos sur');
  await expect(page.getByRole('dialog').getByText('Los Secretos del Sur').first()).toBeVisible();
});

test('with English chosen, a deep link opens in English and keeps the choice; the switch changes it', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL ?? '' }]);
  const locale = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value;

  await page.goto('/masterdata');
  await expect(page).toHaveURL(/\/en\/masterdata$/);
  await expect(page.getByRole('heading', { name: 'Master data' })).toBeVisible();
  expect(await locale()).toBe('en');

  const [event] = await listed(page, { size: '1' });
  if (!event) throw new Error('the demo has events');
  await page.goto(`/event/${event.id}`);
  await expect(page).toHaveURL(new RegExp(`/en/event/${event.id}$`));
  await expect(page.getByRole('tab', { name: 'General info' })).toBeVisible();
  expect(await locale()).toBe('en');

  await page.getByText('Español', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`:\\d+/event/${event.id}$`));
  await expect(page.getByRole('tab', { name: 'Información general' })).toBeVisible();
  expect(await locale()).toBe('es');
  await page.goto('/en/masterdata?tab=hall');
  await expect(page).toHaveURL(/:\d+\/masterdata\?tab=hall$/);
  await expect(page.getByRole('heading', { name: 'Datos maestros' })).toBeVisible();
});

test('the app has its icon', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  const svg = await page.request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const ico = await page.request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
});
