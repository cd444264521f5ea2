import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { call, dayName, pick, signInAsAdmin, test } from './fixtures';

// the week view: every event and hold of a day in sight
test.use({ viewport: { width: 1440, height: 1100 } });

/** What a person reads on the way, in each language. */
const words = {
  es: {
    path: '',
    dayLocale: 'es-ES',
    newHold: 'Nueva reserva',
    artist: 'Artista',
    hall: 'Sala',
    company: 'Empresa',
    hold: 'Reservar',
    first: '1.ª',
    second: '2.ª',
    chip: (level: string, artist: string, hall: string) => `Reserva ${level}: ${artist} en ${hall}`,
    details: (level: string, hall: string) => `Reserva ${level} · ${hall}`,
    challenge: 'Desafiar a la 1.ª',
    challenged: /Ha desafiado a la reserva 1\.ª/,
    close: 'Cerrar',
    confirm: 'Confirmar',
    openEvent: 'Abrir el evento',
    settlement: 'Liquidación',
    addLine: 'Añadir línea',
    type: 'Tipo, línea 1',
    price: 'Precio, línea 1',
    sold: 'Vendidas, línea 1',
    dealAmount: 'Importe (€)',
    save: 'Guardar',
    saved: 'Se ha guardado la liquidación',
    lock: 'Cerrar liquidación',
    lockTitle: '¿Cerrar la liquidación?',
    beforeShowTitle: '¿Cerrar antes del concierto?',
    lockAnyway: 'Cerrar de todos modos',
    readOnly: /Liquidación cerrada el .*: solo lectura/,
    tickets: 'Entradas: 800',
    table: 'Eventos del informe',
    byMonth: 'Margen por mes',
    xlsx: 'Descargar Excel',
  },
  en: {
    path: '/en',
    dayLocale: 'en-GB',
    newHold: 'New hold',
    artist: 'Artist',
    hall: 'Hall',
    company: 'Company',
    hold: 'Hold',
    first: '1st',
    second: '2nd',
    chip: (level: string, artist: string, hall: string) => `${level} hold: ${artist} at ${hall}`,
    details: (level: string, hall: string) => `${level} hold · ${hall}`,
    challenge: 'Challenge the 1st',
    challenged: /It challenged the 1st hold/,
    close: 'Close',
    confirm: 'Confirm',
    openEvent: 'Open the event',
    settlement: 'Settlement',
    addLine: 'Add line',
    type: 'Type, line 1',
    price: 'Price, line 1',
    sold: 'Sold, line 1',
    dealAmount: 'Amount (€)',
    save: 'Save',
    saved: 'The settlement has been saved',
    lock: 'Lock settlement',
    lockTitle: 'Lock the settlement?',
    beforeShowTitle: 'Lock before the show?',
    lockAnyway: 'Lock anyway',
    readOnly: /Settlement locked on .*: read-only/,
    tickets: 'Tickets: 800',
    table: 'Events of the report',
    byMonth: 'Margin by month',
    xlsx: 'Download Excel',
  },
} as const;

/** A day soon, in this calendar year: the report opens on the current year. */
function daySoon(): string {
  const today = new Date();
  const soon = new Date(today.getTime() + 2 * 86_400_000);
  const day = soon.getFullYear() === today.getFullYear() ? soon : today;
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

const master = (page: Page, key: 'artist' | 'hall' | 'company', fields: Record<string, unknown>) =>
  call<{ id: number }>(page, `masters.${key}.create`, fields, 'mutation');

for (const locale of ['es', 'en'] as const) {
  const w = words[locale];
  test(`a show's life (${locale}): hold, challenge, confirm, tickets, settle, and the report with its chart and XLSX`, async ({
    page,
  }) => {
    // the whole journey through four screens: several pages' checks
    test.slow();
    await signInAsAdmin(page);
    const suffix = `${locale}${Date.now().toString(36)}`;
    const artistName = `Banda del viaje ${suffix}`;
    const rivalName = `Banda rival ${suffix}`;
    const hallName = `Sala del viaje ${suffix}`;
    const companyName = `Promotora del viaje ${suffix}`;
    const hall = await master(page, 'hall', { name: hallName });
    await master(page, 'artist', { name: artistName, taxResidence: 'FR' });
    const rival = await master(page, 'artist', { name: rivalName });
    await master(page, 'company', { name: companyName });
    const date = daySoon();

    // the hold, made from the calendar's day
    await page.goto(`${w.path}/calendar?view=week&date=${date}`);
    const day = page.getByRole('listitem', { name: await dayName(page, date, w.dayLocale) });
    await day.click({ position: { x: 8, y: 8 } });
    const form = page.getByRole('dialog', { name: w.newHold });
    await pick(form, w.artist, artistName, artistName);
    await pick(form, w.hall, hallName, hallName);
    await pick(form, w.company, companyName, companyName);
    await form.getByRole('button', { name: w.hold, exact: true }).click();
    await expect(form).toBeHidden();
    const firstChip = day.getByRole('button', { name: w.chip(w.first, artistName, hallName) });
    await expect(firstChip).toBeVisible();

    // a rival holds the same hall and day, second, and challenges the first
    await call(page, 'holds.create', { artistId: rival.id, hallId: hall.id, dateFrom: date }, 'mutation');
    await page.reload();
    await day.getByRole('button', { name: w.chip(w.second, rivalName, hallName) }).click();
    let details = page.getByRole('dialog', { name: w.details(w.second, hallName) });
    await details.getByRole('button', { name: w.challenge }).click();
    await expect(details.getByText(w.challenged)).toBeVisible();
    await details.getByRole('button', { name: w.close, exact: true }).click();

    // the first confirms: it is the event now
    await firstChip.click();
    details = page.getByRole('dialog', { name: w.details(w.first, hallName) });
    await details.getByRole('button', { name: w.confirm }).click();
    await details.getByRole('link', { name: w.openEvent }).click();
    await expect(page).toHaveURL(/\/event\/\d+$/);
    const eventId = Number(new URL(page.url()).pathname.split('/').pop());

    // the tickets sold and the deal, then the settlement is locked
    await page.getByRole('tab', { name: w.settlement }).click();
    await page.getByRole('button', { name: w.addLine }).click();
    await page.getByLabel(w.type).fill('General');
    await page.getByLabel(w.price).fill('25');
    await page.getByLabel(w.sold).fill('800');
    await page.getByLabel(w.dealAmount, { exact: true }).fill('6000');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await page.getByRole('button', { name: w.lock }).click();
    await page.getByRole('dialog', { name: w.lockTitle }).getByRole('button', { name: w.lock }).click();
    // the show is days away: the lock asks once more
    await page
      .getByRole('dialog', { name: w.beforeShowTitle })
      .getByRole('button', { name: w.lockAnyway })
      .click();
    await expect(page.getByText(w.readOnly)).toBeVisible();

    // the report of this year and this hall shows the show, charts it and exports it
    await page.goto(`${w.path}/reports`);
    await pick(page, w.hall, hallName, hallName);
    await expect(page.getByLabel(w.tickets)).toBeVisible();
    const row = page.getByRole('table', { name: w.table }).getByRole('row').filter({ hasText: artistName });
    await expect(row).toBeVisible();
    await expect(row).toContainText(companyName);
    const byMonth = page.getByRole('figure', { name: w.byMonth });
    await expect(byMonth.locator('.recharts-bar-rectangle')).toHaveCount(1);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: w.xlsx }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await downloading).path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).values).toEqual(
      expect.arrayContaining([eventId, new Date(`${date}T00:00:00Z`), hallName, 800]),
    );
  });
}
