import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { call, lockedSettlement, pick, signInAsAdmin, test } from './fixtures';

test('the report shows a settled show, charts its margin and saves an XLSX that reads back', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const name = `Concierto del informe ${suffix}`;
  const hallName = `Sala del informe ${suffix}`;
  const artist = await call<{ id: number }>(
    page,
    'masters.artist.create',
    { name: `Artista ${suffix}` },
    'mutation',
  );
  const hall = await call<{ id: number }>(page, 'masters.hall.create', { name: hallName }, 'mutation');
  const companyName = `Promotora ${suffix}`;
  const company = await call<{ id: number }>(
    page,
    'masters.company.create',
    { name: companyName },
    'mutation',
  );
  // the report opens on the last twelve months and the next three: a show played a month ago
  const date = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name,
      eventType: 'Promotores',
      date,
      empresaId: company.id,
      artista: { artistaMaestroId: artist.id },
      sala: { salaMaestroId: hall.id },
      entradas: [{ pvp: 2_500, descripcion: 'General' }],
    },
    'mutation',
  );
  await lockedSettlement(page, event.id, {
    tickets: [{ type: 'General', channel: 'Web', price: 2_500, quantity: 321 }],
    deal: {
      fijo: { quantity: 300_000, active: true, description: 'Garantía' },
      variable: { description: '', active: false, sections: [] },
    },
  });
  const eventId = event.id;
  // the artist's invoice of the show, not paid yet
  const invoiceNumber = `F-${suffix}`;
  await call(
    page,
    'receivedInvoices.save',
    {
      eventId,
      version: 0,
      number: invoiceNumber,
      issueDate: new Date().toISOString().slice(0, 10),
      base: 300_000,
      vat: 30_000,
      withholding: 45_000,
    },
    'mutation',
  );

  // the company was made after the event list's filter loaded the companies: the report's reads them again
  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  await page.getByRole('link', { name: 'Informes' }).click();
  await expect(page.getByRole('heading', { name: 'Informes', level: 1 })).toBeVisible();
  // the defaults (the default period, every company …) are not written in the address
  await expect(page).toHaveURL(/\/reports$/);
  await pick(page, 'Empresa', companyName, companyName);
  await pick(page, 'Sala', hallName, hallName);
  await expect(page.getByLabel('Entradas: 321')).toBeVisible();
  const table = page.getByRole('table', { name: 'Eventos del informe' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Cerrada');
  // the artist's taxes line by line (a natural person resident in Spain, the master's default):
  // IVA 10 % of the 3 000,00 fee, IRPF 15 % withheld, 2 850,00 paid
  for (const amount of [/\b300,00\s€/, /-450,00\s€/, /2\.850,00\s€/]) await expect(row).toContainText(amount);
  // the charts load lazily, then draw their SVG
  const byMonth = page.getByRole('figure', { name: 'Margen por mes' });
  await expect(byMonth.locator('svg.recharts-surface')).toBeVisible();
  await expect(byMonth.locator('.recharts-bar-rectangle')).toHaveCount(1);
  // the axis breaks the hall's name into lines
  await expect(page.getByRole('figure', { name: 'Margen por sala' })).toContainText(suffix);
  // the quarter's withholdings list the unpaid invoice apart, in no form's total
  const unpaid = page.getByRole('table', { name: 'Facturado y sin pagar al cierre del trimestre' });
  await expect(unpaid.getByRole('row').filter({ hasText: invoiceNumber })).toContainText(/450,00\s€/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('informe.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(2);
  // the day is a date cell, the tickets a number cell
  expect(sheet?.getRow(2).values).toEqual(
    expect.arrayContaining([eventId, name, new Date(`${date}T00:00:00Z`), hallName, 321]),
  );

  // the filters live in the address: a reload shows the same filters and the same totals
  const filtered = new RegExp(`/reports\\?empresaId=${company.id}&hallId=${hall.id}$`);
  await expect(page).toHaveURL(filtered);
  const companyBox = page.getByRole('combobox', { name: 'Empresa', exact: true });
  const hallBox = page.getByRole('combobox', { name: 'Sala', exact: true });
  const counted = page.getByRole('radiogroup', { name: 'Liquidaciones' });
  const lockedOnly = counted.getByRole('radio', { name: 'Cerradas', exact: true });
  const margin = await page.getByLabel(/^Margen: /).getAttribute('aria-label');
  expect(margin).toBeTruthy();
  await page.reload();
  await expect(companyBox).toHaveValue(companyName);
  await expect(hallBox).toHaveValue(hallName);
  await expect(page.getByLabel('Eventos: 1')).toBeVisible();
  await expect(page.getByLabel('Entradas: 321')).toBeVisible();
  await expect(page.getByLabel(margin ?? '', { exact: true })).toBeVisible();
  await expect(row).toBeVisible();
  // locked settlements only by default, and the page says so
  await expect(lockedOnly).toBeChecked();
  await expect(page.getByText('Las cifras cuentan solo las liquidaciones cerradas.')).toBeVisible();
  // drafts only: the locked show leaves the report; Back returns to the filter before, and before that
  await counted.getByText('Solo borradores').click();
  await expect(page).toHaveURL(/&status=draft$/);
  await expect(page.getByLabel('Eventos: 0')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(lockedOnly).toBeChecked();
  await expect(page.getByLabel('Entradas: 321')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/reports\\?empresaId=${company.id}$`));
  await expect(hallBox).toHaveValue('');
  await expect(companyBox).toHaveValue(companyName);
  await expect(page.getByLabel('Entradas: 321')).toBeVisible();

  // the drill-down opens the event
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}$`));
});
