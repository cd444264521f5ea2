import { expect, type Page } from '@playwright/test';
import { call, expectTime, fillTime, signInAsAdmin, test } from './fixtures';

/** A new event for an artist with one ticket price of 20 €, its conditions as a new event gets them. */
async function newEvent(page: Page, name: string, existeRecinto = true): Promise<number> {
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name: `${name} ${Date.now()}`,
      eventType: 'Promotores',
      existeRecinto,
      aforo: 500,
      entradas: [{ pvp: 2000, descripcion: 'General' }],
      artista: { name: 'Rosalía Vega' },
    },
    'mutation',
  );
  return event.id;
}

async function openTab(page: Page, eventId: number, tab: string) {
  await page.goto(`/event/${eventId}`);
  await page.getByRole('tab', { name: tab }).click();
}

/** A party's block on the hiring tab, opened. */
async function partyBlock(page: Page, party: string) {
  const control = page.getByRole('button', { name: party, exact: true });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  const block = page.getByRole('region', { name: party });
  await expect(block).toBeVisible();
  return block;
}

const saved = (page: Page) => expect(page.getByText('Se han guardado las condiciones')).toBeVisible();

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('hiring: two variable tiers, the deal they make, an overlap refused, saved and read back', async ({
  page,
}) => {
  const eventId = await newEvent(page, 'Tramos');
  await openTab(page, eventId, 'Condiciones de contratación');
  const artist = await partyBlock(page, 'Artista');

  await artist.getByLabel('Importe (€)').fill('500');
  await artist.getByRole('switch', { name: 'Cobra un porcentaje de la taquilla' }).check();
  await expect(artist.getByText('Sin tramos')).toBeVisible();
  await artist.getByRole('button', { name: 'Añadir tramo' }).click();
  await expect(artist.getByLabel('Desde, tramo 1')).toHaveValue('0,00');
  await artist.getByLabel('Hasta, tramo 1').fill('1000');
  await artist.getByLabel('Porcentaje, tramo 1').fill('80');
  await artist.getByRole('button', { name: 'Añadir tramo' }).click();
  // a new tier starts where the last one ends
  await expect(artist.getByLabel('Desde, tramo 2')).toHaveValue('1.000,00');
  await artist.getByLabel('Porcentaje, tramo 2').fill('85');

  // 75 tickets at 20 €: 1 500 € gross; IVA 10 % and SGAE 10 % leave a net box office of 1 227,28 €
  // (1 363,64 net of IVA less 136,36 of SGAE), the base of the percentage, as in the settlement:
  // 80 % of the first 1 000 € and 85 % of the other 227,28 € (193,19 €)
  const calculator = page.getByRole('region', { name: 'Calculadora del acuerdo' });
  await calculator.getByLabel('Entradas vendidas: General · 20,00 €').fill('75');
  await expect(calculator.getByLabel('IVA de las entradas (%)')).toHaveValue('10');
  await expect(calculator.getByText('1.500,00 €')).toBeVisible();
  await expect(calculator.getByRole('row', { name: /Taquilla neta/ })).toContainText('1.227,28 €');
  const artistDeal = calculator.getByRole('group', { name: 'Artista' });
  await expect(artistDeal.getByRole('row', { name: /0,00 € – 1\.000,00 € al 80 %/ })).toContainText(
    '800,00 €',
  );
  await expect(artistDeal.getByRole('row', { name: /1\.000,00 € – en adelante al 85 %/ })).toContainText(
    '193,19 €',
  );
  await expect(artistDeal.getByRole('row', { name: /Total/ })).toContainText('1.493,19 €');
  // the deal's costs come off before the percentage: 227,28 € of costs leave 1 000 € at 80 %
  await calculator.getByLabel('Costes del acuerdo (€)').fill('227,28');
  await expect(artistDeal.getByRole('row', { name: /Total/ })).toContainText('1.300,00 €');
  // versus: the greater of the 500 € and the 800 € of percentage
  await artist.getByRole('switch', { name: /Versus/ }).check();
  await expect(artistDeal.getByRole('row', { name: /Total/ })).toContainText('800,00 €');

  // an overlapping tier is pointed out as one types, and the save is refused
  await artist.getByLabel('Desde, tramo 2').fill('900');
  await expect(artist.getByText('Los tramos 1 y 2 se solapan')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Revise los campos marcados antes de guardar.')).toBeVisible();
  await expect(page.getByText('Se han guardado las condiciones')).toHaveCount(0);
  await artist.getByLabel('Desde, tramo 2').fill('1000');
  await expect(artist.getByText('Los tramos 1 y 2 se solapan')).toHaveCount(0);

  await page.getByRole('button', { name: 'Guardar' }).click();
  await saved(page);
  await expect(
    page.getByRole('tabpanel', { name: 'Condiciones de contratación' }).getByText('Todo guardado'),
  ).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Condiciones de contratación' }).click();
  const reread = await partyBlock(page, 'Artista');
  await expect(reread.getByLabel('Importe (€)')).toHaveValue('500,00');
  await expect(reread.getByLabel('Hasta, tramo 1')).toHaveValue('1.000,00');
  await expect(reread.getByLabel('Porcentaje, tramo 1')).toHaveValue('80');
  await expect(reread.getByLabel('Desde, tramo 2')).toHaveValue('1.000,00');
  await expect(reread.getByLabel('Hasta, tramo 2')).toHaveValue('');
  await expect(reread.getByLabel('Porcentaje, tramo 2')).toHaveValue('85');
  // what nobody typed keeps the defaults of a new event
  await expect(reread.getByLabel('Forma de pago del fijo')).toHaveValue('Efectivo');
  await expect(reread.getByLabel('Tipo de contrato')).toHaveValue('Artista');
  await expect(reread.getByLabel('Invitaciones', { exact: true })).toHaveValue('0');
  await expect(reread.getByLabel('Condiciones de exclusividad')).toHaveValue(
    /no podrá anunciar ningún concierto/,
  );
  const hall = await partyBlock(page, 'Sala');
  await expect(hall.getByLabel('Forma de pago del fijo')).toHaveValue('Tranferencia');

  await page.getByRole('tab', { name: 'Historial' }).click();
  const changes = page.getByRole('region', { name: 'Cambios' });
  await expect(changes.getByRole('row', { name: /Contratación · Artista/ }).first()).toContainText(
    'fijo 500,00 €; variable 0,00 € – 1.000,00 € 80 %, 1.000,00 € – en adelante 85 %',
  );
});

test('hiring: without a venue the hall conditions are shown but cannot be edited', async ({ page }) => {
  const eventId = await newEvent(page, 'Sin recinto', false);
  await openTab(page, eventId, 'Condiciones de contratación');
  const hall = await partyBlock(page, 'Sala');
  await expect(hall.getByText('El evento no tiene recinto')).toBeVisible();
  await expect(hall.getByLabel('Importe (€)')).toBeDisabled();
  const artist = await partyBlock(page, 'Artista');
  await expect(artist.getByLabel('Importe (€)')).toBeEnabled();
});

test('production: times and a requirement saved and read back, and the change in the audit', async ({
  page,
}) => {
  const eventId = await newEvent(page, 'Producción');
  await openTab(page, eventId, 'Condiciones de producción');
  await expectTime(page, 'Llegada', '00:00');
  await expectTime(page, 'Salida de camerinos', '00:00');

  await fillTime(page, 'Llegada', '16:30');
  await fillTime(page, 'Inicio del espectáculo', '21:00');
  await page.getByRole('switch', { name: 'Catering' }).check();
  await page.getByLabel('Detalle: Catering').fill('Cena para 6 personas');
  await expect(page.getByText('Hay cambios sin guardar')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await saved(page);

  await page.reload();
  await page.getByRole('tab', { name: 'Condiciones de producción' }).click();
  await expectTime(page, 'Llegada', '16:30');
  await expectTime(page, 'Inicio del espectáculo', '21:00');
  await expectTime(page, 'Fin del espectáculo', '00:00');
  await expect(page.getByRole('switch', { name: 'Catering' })).toBeChecked();
  await expect(page.getByLabel('Detalle: Catering')).toHaveValue('Cena para 6 personas');

  await page.getByRole('tab', { name: 'Historial' }).click();
  const changes = page.getByRole('region', { name: 'Cambios' });
  await expect(changes.getByRole('row', { name: /Llegada/ })).toContainText('00:00');
  await expect(changes.getByRole('row', { name: /Llegada/ })).toContainText('16:30');
  await expect(changes.getByRole('row', { name: /Detalle: Catering/ })).toContainText('Cena para 6 personas');
});

test('a version conflict keeps what was typed and offers the saved version', async ({ page }) => {
  const eventId = await newEvent(page, 'Conflicto');
  await openTab(page, eventId, 'Condiciones de producción');
  await expectTime(page, 'Llegada', '00:00');

  // someone else saves the production conditions meanwhile
  const [block] = await call<{ id: number; version: number }[]>(
    page,
    'events.production.list',
    { eventId },
    'query',
  );
  await call(
    page,
    'events.production.update',
    { id: block?.id, version: block?.version, arrivalTime: '10:00' },
    'mutation',
  );

  await fillTime(page, 'Llegada', '17:45');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Otra persona ha guardado' })).toBeVisible();
  await expectTime(page, 'Llegada', '17:45');

  await page.getByRole('button', { name: 'Recargar' }).click();
  await expectTime(page, 'Llegada', '10:00');
  const tab = page.getByRole('tabpanel', { name: 'Condiciones de producción' });
  await expect(tab.getByText('Todo guardado')).toBeVisible();
});

test('history: a note added with Ctrl+Enter shows at the top of the timeline', async ({ page }) => {
  const eventId = await newEvent(page, 'Notas');
  await openTab(page, eventId, 'Historial');
  const notes = page.getByRole('region', { name: 'Notas' });
  await expect(notes.getByText('Todavía no hay notas.')).toBeVisible();

  await notes.getByLabel('Nueva nota').fill('Confirmado el backline con la sala');
  await notes.getByLabel('Nueva nota').press('Control+Enter');
  await expect(notes.getByText('Confirmado el backline con la sala')).toBeVisible();
  await expect(notes.getByLabel('Nueva nota')).toHaveValue('');

  await notes.getByLabel('Nueva nota').fill('Segunda nota');
  await notes.getByRole('button', { name: 'Añadir nota' }).click();
  await expect(notes.getByText('Segunda nota')).toBeVisible();
  // the newest first, signed by who wrote it
  const items = notes.locator('.mantine-Timeline-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Segunda nota');
  await expect(items.first()).toContainText('Admin');
  await expect(items.last()).toContainText('Confirmado el backline con la sala');
});
