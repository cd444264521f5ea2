import { expect, type Page } from '@playwright/test';
import { appHeaders, signInAsAdmin, test } from './fixtures';

interface Summary {
  id: number;
  name: string;
  fase: string;
  date: string | null;
}

/** The phases' Spanish labels as the demo database starts with them. */
const phaseLabels: Record<string, string> = {
  Creacion: 'Creación',
  Negociacion: 'Negociación',
  Contratacion: 'Contratación',
  Produccion: 'Producción',
  Comunicacion: 'Comunicación',
  Celebrado: 'Celebrado',
  Liquidado: 'Liquidado',
};

/** The events the server finds for a text, through the legacy REST list (the browser's session cookie signs it). */
async function eventsMatching(page: Page, q: string): Promise<Summary[]> {
  const response = await page.request.get(`/api/evento?q=${encodeURIComponent(q)}&size=100`);
  expect(response.ok()).toBe(true);
  return (await response.json()).items;
}

/** The choice between the list and the deleted events. */
const views = (page: Page) => page.getByRole('radiogroup', { name: 'Qué eventos ver' });

/** The list's body rows (the header row left out). */
const eventRows = (page: Page) => page.locator('tbody tr');

async function expectRows(page: Page, names: string[]) {
  await expect(eventRows(page)).toHaveCount(names.length);
  // by the exact name cell: other specs' copies ("… (copia)") contain the same words
  for (const name of names) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

test('filters by text, phase and dates; the filters survive a reload and another page, and the logo clears them', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const atApolo = await eventsMatching(page, 'Sala Apolo');
  const [target] = atApolo;
  if (!target?.date) throw new Error('the demo has dated events at Sala Apolo');
  const samePhase = atApolo.filter((event) => event.fase === target.fase);
  const sameDay = samePhase.filter((event) => event.date === target.date);
  expect(atApolo.length).toBeGreaterThan(sameDay.length);

  await page.getByRole('textbox', { name: 'Buscar eventos' }).fill('Sala Apolo');
  await expectRows(
    page,
    atApolo.map((event) => event.name),
  );

  await page.getByRole('combobox', { name: 'Fase', exact: true }).click();
  await page.getByRole('option', { name: phaseLabels[target.fase], exact: true }).click();
  await expectRows(
    page,
    samePhase.map((event) => event.name),
  );
  await expect(eventRows(page).first()).toContainText(phaseLabels[target.fase] ?? target.fase);

  // typed as a Spanish screen writes a date
  const written = target.date.split('-').reverse().join('/');
  await page.getByLabel('Desde').fill(written);
  await page.getByLabel('Hasta').fill(written);
  // leaving the field closes its calendar (a table of weeks, not of events)
  await page.getByLabel('Hasta').press('Tab');
  await expectRows(
    page,
    sameDay.map((event) => event.name),
  );
  await expect(page.getByText('3 filtros activos')).toBeVisible();
  const params = new URL(page.url()).searchParams;
  expect([params.get('fase'), params.get('from'), params.get('to')]).toEqual([
    target.fase,
    target.date,
    target.date,
  ]);

  await page.reload();
  await expectRows(
    page,
    sameDay.map((event) => event.name),
  );
  await expect(page.getByRole('textbox', { name: 'Buscar eventos' })).toHaveValue('Sala Apolo');
  await expect(page.getByLabel('Desde')).toHaveValue(written);

  // another page, then the list opened bare: the saved filters come back
  await page.goto('/masterdata');
  await expect(page.getByRole('heading', { name: 'Datos maestros' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/q=Sala/);
  await expectRows(
    page,
    sameDay.map((event) => event.name),
  );

  await page.getByRole('button', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('textbox', { name: 'Buscar eventos' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
  await expect(eventRows(page)).toHaveCount(20);
  await page.reload();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(eventRows(page)).toHaveCount(20);
});

test('clear filters keeps the sort; a header click sorts on the server', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: /^Nombre/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/order=asc/);
  // the first name each way as the server sorts it: other tests of the worker add events
  const firstBy = async (order: 'asc' | 'desc') => {
    const response = await page.request.get(`/api/evento?sort=name&order=${order}&size=1`);
    return ((await response.json()).items as Summary[])[0]?.name ?? '';
  };
  const [first, last] = [await firstBy('asc'), await firstBy('desc')];
  expect(first).not.toBe(last);
  const names = page.locator('tbody tr td:nth-child(2)');
  await expect(names.first()).toHaveText(first);
  await page.getByRole('button', { name: /^Nombre/ }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(names.first()).toHaveText(last);

  const mine = page.getByRole('switch', { name: 'Solo los míos' });
  await mine.click();
  await expect(mine).toBeChecked();
  await expect(page).toHaveURL(/mine=true/);
  await expect(page.getByText('1 filtro activo')).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).not.toHaveURL(/mine/);
  await expect(page).toHaveURL(/sort=name/);
});

test('a row opens its event, by a click or by Enter', async ({ page }) => {
  await signInAsAdmin(page);
  const rosalia = await eventsMatching(page, 'Rosalía Vega');
  const [first, second] = rosalia;
  if (!first || !second) throw new Error('the demo has two Rosalía Vega events');
  await page.getByRole('textbox', { name: 'Buscar eventos' }).fill('Rosalía Vega');
  // the list is filtered once the address says so (it may hold as many rows before)
  await expect(page).toHaveURL(/q=Rosal/);
  await expect(eventRows(page)).toHaveCount(rosalia.length);

  await page.getByRole('row', { name: first.name }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${first.id}$`));

  await page.goBack();
  await expect(eventRows(page)).toHaveCount(rosalia.length);
  await page.getByRole('row', { name: second.name }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/event/${second.id}$`));
});

test('a row clicked while the search typed is still pending opens its event, and the search does not pull it back', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const row = eventRows(page).first();
  const name = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  // the row matches what is typed, so it is there whether the list has been filtered yet or not
  await page.getByRole('textbox', { name: 'Buscar eventos' }).fill(name);
  await row.click();
  await expect(page.getByRole('tab', { name: 'Información general' })).toBeVisible();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('a deleted event is listed with who deleted it and comes back with Restore', async ({ page }) => {
  await signInAsAdmin(page);
  const name = `Evento desechable ${Date.now()}`;
  const created = await page.request.post('/api/evento', {
    data: { name, eventType: 'Sala', date: '2027-02-14', artista: { name: 'Artista de paso' } },
    headers: appHeaders,
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect((await page.request.delete(`/api/evento/${id}`, { headers: appHeaders })).ok()).toBe(true);

  await views(page).getByText('Eventos eliminados', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Eventos eliminados' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Admin Bolo');
  await expect(row).toContainText('14 feb 2027');

  await page.getByRole('button', { name: `Restaurar ${name}` }).click();
  await expect(page.getByText(`Se ha restaurado «${name}»`)).toBeVisible();
  await expect(row).toBeHidden();

  await views(page).getByText('Eventos', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Buscar eventos' }).fill(name);
  await expectRows(page, [name]);
});

test('a phase renamed in the administration shows in the list', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/administrations?tab=phases');
  const label = page.getByRole('textbox', { name: 'Nombre en español de fase1' });
  await expect(label).toHaveValue('Negociación');
  const save = page.getByRole('button', { name: 'Guardar fase1' });
  await expect(save).toBeDisabled();

  await label.fill('');
  await save.click();
  await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
  await label.fill('En negociación');
  await label.press('Enter');
  await expect(page.getByText('Se ha guardado la fase «En negociación»')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.goto('/?fase=Negociacion');
  await expect(eventRows(page).first()).toContainText('En negociación');
  await page.getByRole('combobox', { name: 'Fase', exact: true }).click();
  await expect(page.getByRole('option', { name: 'En negociación', exact: true })).toBeVisible();

  // someone else saves the phase meanwhile: what was typed stays, and saving over it is offered
  await page.goto('/administrations?tab=phases');
  await label.fill('Negociación');
  const phases = await (await page.request.get('/trpc/events.phases.list')).json();
  const fase1 = phases.result.data.json.find((phase: { key: string }) => phase.key === 'fase1');
  const meanwhile = await page.request.post('/trpc/events.phases.update', {
    data: { json: { key: 'fase1', version: fase1.version, labelEs: 'Tanteo' } },
    headers: appHeaders,
  });
  expect(meanwhile.ok()).toBe(true);
  await save.click();
  await expect(page.getByRole('alert')).toContainText('Otra persona ha cambiado esta fase');
  await expect(label).toHaveValue('Negociación');
  await page.getByRole('button', { name: 'Guardar encima con mis cambios' }).click();
  await save.click();
  await expect(page.getByText('Se ha guardado la fase «Negociación»')).toBeVisible();
  await page.reload();
  await expect(label).toHaveValue('Negociación');
});
