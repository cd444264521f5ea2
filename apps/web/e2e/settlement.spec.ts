import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { call, euros, signInAsAdmin, test, updateHiring } from './fixtures';

/**
 * An event for an artist resident in France (IRNR 19 %) with one ticket price of 20 € and the
 * artist's deal: 1 000 € guaranteed and 80 % from the first euro.
 */
async function newEvent(page: Page, name: string): Promise<number> {
  const artist = await call<{ id: number }>(
    page,
    'masters.artist.create',
    { name: `Artiste ${Date.now()}`, taxResidence: 'FR' },
    'mutation',
  );
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name: `${name} ${Date.now()}`,
      eventType: 'Promotores',
      entradas: [{ pvp: 2000, descripcion: 'General' }],
      artista: { artistaMaestroId: artist.id },
    },
    'mutation',
  );
  await updateHiring(page, event.id, 'artista', () => ({
    cache: {
      fijo: { quantity: 100_000, active: true, description: '' },
      variable: { description: '', active: true, sections: [{ desde: 0, hasta: null, porciento: 80 }] },
    },
  }));
  return event.id;
}

/** A line of the figures panel ("Recaudación bruta 2.700,00 €"). */
const figure = (page: Page, label: string | RegExp) =>
  page.getByRole('region', { name: /^(Cifras|Figures)$/ }).getByRole('row', { name: label });

const csvFile = (text: string) => ({ name: 'ventas.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('tickets imported from a CSV, an expense typed and the deal as versus: saved, the figures, locked read-only, the artist sheet, reopened', async ({
  page,
}) => {
  // a CSV, three saves, a PDF and a reopening: more than a usual page's test
  test.slow();
  const eventId = await newEvent(page, 'Liquidación');
  await page.goto(`/event/${eventId}`);
  await page.getByRole('tab', { name: 'Liquidación' }).click();

  // a settlement not saved yet starts from the event's prices and the artist's deal
  await expect(page.getByText('Liquidación sin guardar todavía')).toBeVisible();
  await expect(page.getByLabel('Tipo, línea 1')).toHaveValue('General');
  await expect(page.getByLabel('Precio, línea 1')).toHaveValue('20,00');
  await expect(page.getByLabel('Importe (€)', { exact: true })).toHaveValue('1.000,00');
  await expect(page.getByText(/Según la ficha del artista: no residente \(Francia\)/)).toBeVisible();
  await expect(page.getByText(/Vacío: sin IVA, inversión del sujeto pasivo/)).toBeVisible();
  await expect(page.getByText(/Vacío: IRNR 19\s%\./)).toBeVisible();

  // a CSV the server cannot read says which line and why
  const fileInput = page.locator('input[type=file]');
  await fileInput.setInputFiles(csvFile('tipo;canal;precio;cantidad\nGeneral;Taquilla;veinte;100\n'));
  await expect(page.getByRole('alert').filter({ hasText: /línea 2/i })).toBeVisible();

  await fileInput.setInputFiles(
    csvFile('tipo;canal;precio;cantidad\nGeneral;Taquilla;20,00;100\nVIP;Web;35,00;20\n'),
  );
  await expect(page.getByText('Se han importado 2 líneas de entradas')).toBeVisible();
  await expect(page.getByLabel('Canal, línea 2')).toHaveValue('Web');
  await expect(page.getByLabel('Vendidas, línea 2')).toHaveValue('20');
  await expect(figure(page, /Recaudación bruta/)).toContainText(euros('2.700,00'));

  // an external expense and the versus deal, saved from the keyboard
  await page.getByRole('button', { name: 'Añadir gasto' }).click();
  await page.getByLabel('Concepto, gasto 1').fill('Backline');
  await page.getByLabel('Importe, gasto 1').fill('200');
  await page.getByRole('switch', { name: /^Versus/ }).check();
  await expect(page.getByText('Son las cifras de lo guardado')).toBeVisible();
  await page.getByLabel('Concepto, gasto 1').press('Control+s');
  await expect(page.getByText('Se ha guardado la liquidación')).toBeVisible();
  // the hiring conditions' deal adds the two up: the settlement marks versus as changed from it
  await expect(page.getByRole('switch', { name: /^Versus.*cambiado/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /Cobra un caché fijo.*cambiado/ })).toHaveCount(0);

  // gross 2 700 €; IVA 10 % included (a concert, the company on the península): net 2 454,55;
  // SGAE 10 % of the net of IVA 245,46; 80 % of the net box office 2 209,09 less the expense
  await expect(figure(page, /^IVA \(10/)).toContainText(euros('-245,45'));
  await expect(figure(page, /Taquilla neta/)).toContainText(euros('2.209,09'));
  await expect(figure(page, /Base del acuerdo/)).toContainText(euros('2.009,09'));
  await expect(figure(page, /^Caché/)).toContainText(euros('1.607,27'));
  // a French artist: no IVA on the fee (reverse charge), IRNR 19 %; paid 1 607,27 − 305,38
  await expect(figure(page, /IVA del caché: inversión del sujeto pasivo/)).toContainText(euros('0,00'));
  await expect(page.getByText(/Inversión del sujeto pasivo: el IVA lo declara el promotor/)).toBeVisible();
  await expect(figure(page, /Retención IRNR \(19/)).toContainText(euros('-305,38'));
  await expect(figure(page, /A pagar al artista/)).toContainText(euros('1.301,89'));
  await expect(figure(page, /^Margen/)).toContainText(euros('401,82'));

  // locking asks first, and again for a show with no date yet; then the settlement is read-only and the event settled
  await page.getByRole('button', { name: 'Cerrar liquidación' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cerrar la liquidación?' });
  await dialog.getByRole('button', { name: 'Cerrar liquidación' }).click();
  const beforeShow = page.getByRole('dialog', { name: '¿Cerrar antes del concierto?' });
  await expect(beforeShow).toContainText('confirme que quiere cerrar la liquidación');
  await beforeShow.getByRole('button', { name: 'Cerrar de todos modos' }).click();
  await expect(page.getByText(/Liquidación cerrada el .*: solo lectura/)).toBeVisible();
  await expect(page.getByLabel('Concepto, gasto 1')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Añadir gasto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Resumen del evento' }).getByText('Liquidado')).toBeVisible();

  // the artist's sheet is a PDF
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Hoja del artista (PDF)' }).click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // an administrator reopens it, saying why
  await page.getByRole('button', { name: 'Reabrir liquidación' }).click();
  const reopen = page.getByRole('dialog', { name: 'Reabrir liquidación' });
  await reopen.getByRole('button', { name: 'Reabrir', exact: true }).click();
  await expect(reopen.getByText('Este campo es obligatorio')).toBeVisible();
  await reopen.getByLabel('Motivo').fill('Faltaba un gasto de la sala');
  await reopen.getByRole('button', { name: 'Reabrir', exact: true }).click();
  await expect(page.getByText('Liquidación reabierta')).toBeVisible();
  await expect(page.getByLabel('Concepto, gasto 1')).toBeEnabled();
  // the event's phase goes back to where the lock found it
  await expect(page.getByRole('region', { name: 'Resumen del evento' }).getByText('Liquidado')).toHaveCount(
    0,
  );
  await page.getByRole('tab', { name: 'Historial' }).click();
  const history = page.getByRole('tabpanel', { name: 'Historial' });
  await expect(history.getByText('Motivo de la reapertura')).toBeVisible();
  await expect(history.getByText('Faltaba un gasto de la sala')).toBeVisible();

  // the same screen in English
  await page.goto(`/en/event/${eventId}?tab=settlement`);
  await expect(page.getByRole('tab', { name: 'Settlement' })).toBeVisible();
  await expect(figure(page, /Gross box office/)).toContainText('€2,700.00');
  await expect(page.getByRole('button', { name: 'Lock settlement' })).toBeVisible();
});

test('a save over a settlement someone else saved meanwhile shows the conflict and keeps what was typed', async ({
  page,
}) => {
  const eventId = await newEvent(page, 'Conflicto liquidación');
  await page.goto(`/event/${eventId}?tab=settlement`);
  await expect(page.getByLabel('Vendidas, línea 1')).toBeVisible();

  // someone else saves it first
  const read = await call<Record<string, unknown>>(page, 'settlements.get', { eventId }, 'query');
  const { tickets, vatRate, sgaePorciento, expenses, deal, versus, bonuses } = read;
  await call(
    page,
    'settlements.save',
    {
      eventId,
      version: 0,
      tickets,
      vatRate,
      sgaePorciento: 8,
      expenses,
      deal,
      versus,
      bonuses,
      withholdingPorciento: null,
      withholdingReason: null,
      feeVatPorciento: null,
      feeVatReason: null,
    },
    'mutation',
  );
  expect(sgaePorciento).toBe(10);
  // the company's default: IVA 10 % for a concert
  expect(vatRate).toBe(10);

  await page.getByLabel('Vendidas, línea 1').fill('50');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Otra persona ha guardado' })).toBeVisible();
  await expect(page.getByLabel('Vendidas, línea 1')).toHaveValue('50');

  await page.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByLabel('SGAE / derechos de autor (%)')).toHaveValue('8');
  await expect(page.getByLabel('Vendidas, línea 1')).toHaveValue('0');
});
