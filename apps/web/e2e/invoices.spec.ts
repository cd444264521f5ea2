import { expect, type Page } from '@playwright/test';
import { call, fixedFee, lockedSettlement, pick, signInAsAdmin, test } from './fixtures';

/**
 * A show of a company of its own (a valid CIF), played a week ago for a promoter with a valid CIF,
 * its settlement saved with a 6 000 € guarantee and locked.
 */
async function settledShow(page: Page, suffix: string) {
  const company = await call<{ id: number }>(
    page,
    'masters.company.create',
    { name: `Producciones ${suffix} S.L.`, cif: 'B81234569', direccion: 'Gran Vía 1, Madrid' },
    'mutation',
  );
  const promoter = await call<{ id: number }>(
    page,
    'masters.promoter.create',
    { name: `Promotora ${suffix}`, cif: 'B46123451' },
    'mutation',
  );
  const artist = await call<{ id: number }>(
    page,
    'masters.artist.create',
    { name: `Artista ${suffix}` },
    'mutation',
  );
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name: `Concierto facturado ${suffix}`,
      eventType: 'Bookers',
      date: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
      empresaId: company.id,
      artista: { artistaMaestroId: artist.id },
      promotor: { promotorMaestroId: promoter.id },
      entradas: [{ pvp: 2_500, descripcion: 'General' }],
    },
    'mutation',
  );
  await lockedSettlement(page, event.id, {
    tickets: [{ type: 'General', channel: 'Web', price: 2_500, quantity: 400 }],
    deal: fixedFee(600_000).cache,
  });
  return { eventId: event.id, companyName: `Producciones ${suffix} S.L.` };
}

test('from a locked settlement, the promoter’s invoice is issued with its QR, paid to a zero balance, listed, its PDF in the viewer', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const { eventId, companyName } = await settledShow(page, suffix);
  const code = `F${suffix.slice(-6).toUpperCase()}`;

  // the company's series, made on /invoices
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Series' }).click();
  const seriesDialog = page.getByRole('dialog', { name: 'Series de facturas' });
  await seriesDialog.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name: companyName }).click();
  await seriesDialog.getByRole('textbox', { name: 'Código' }).fill(code);
  await seriesDialog.getByRole('button', { name: 'Añadir serie' }).click();
  await expect(seriesDialog.getByRole('cell', { name: code, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // the settlement's fee, invoiced to the event's promoter
  await page.goto(`/event/${eventId}`);
  await page.getByRole('tab', { name: 'Liquidación' }).click();
  await page.getByRole('button', { name: 'Facturar al promotor' }).click();
  await expect(page).toHaveURL(/\/invoice\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Nombre o razón social' })).toHaveValue(
    `Promotora ${suffix}`,
  );
  await expect(page.getByRole('textbox', { name: 'NIF / número de IVA' })).toHaveValue('B46123451');
  await expect(page.getByRole('row', { name: /Total factura/ })).toContainText('7.260,00 €');

  // issued after a confirmation: numbered in the series, frozen, with its QR code
  await page.getByRole('button', { name: 'Emitir' }).click();
  await page
    .getByRole('dialog', { name: '¿Emitir la factura?' })
    .getByRole('button', { name: 'Emitir' })
    .click();
  const number = `${code}-0001`;
  await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible();
  await expect(page.getByText('Emitida', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('img', { name: `Código QR de la factura ${number}`, exact: false }),
  ).toBeVisible();
  const check = page.getByRole('link', { name: 'Comprobar en la AEAT' });
  const checking = new URL((await check.getAttribute('href')) ?? '');
  expect(Object.fromEntries(checking.searchParams)).toMatchObject({
    nif: 'B81234569',
    numserie: number,
    importe: '7260.00',
  });
  await expect(page.getByRole('textbox', { name: 'Nombre o razón social' })).toHaveCount(0);

  // the promoter pays it: the balance goes to zero, and the list says it is paid
  const payments = page.getByRole('region', { name: 'Cobros' });
  await expect(payments.getByRole('row', { name: /Pendiente/ })).toContainText('7.260,00 €');
  await payments.getByRole('button', { name: 'Registrar cobro' }).click();
  const pay = page.getByRole('dialog', { name: 'Registrar cobro' });
  await expect(pay.getByRole('textbox', { name: 'Importe (€)' })).toHaveValue('7.260,00');
  await pay.getByRole('textbox', { name: 'Referencia' }).fill('Transferencia 0042');
  await pay.getByRole('button', { name: 'Registrar' }).click();
  await expect(payments.getByRole('row', { name: /Pendiente/ })).toContainText('0,00 €');
  await expect(payments.getByRole('row', { name: /Transferencia 0042/ })).toContainText('7.260,00 €');
  await expect(payments.getByRole('button', { name: 'Registrar cobro' })).toHaveCount(0);

  // and it is sent to the promoter, its PDF attached, through the outbox
  await page.getByRole('button', { name: 'Enviar por email' }).click();
  const send = page.getByRole('dialog', { name: `Enviar la factura ${number}` });
  await send.getByRole('textbox', { name: 'Para' }).fill('administracion@promotora.example');
  await send.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Factura en la bandeja de salida')).toBeVisible();

  // listed on /invoices, and its PDF opens in the viewer
  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  await page.getByRole('link', { name: 'Facturas' }).click();
  await page.getByRole('textbox', { name: 'Buscar número o cliente' }).fill(number);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText(`Promotora ${suffix}`);
  await expect(row).toContainText('7.260,00 €');
  await expect(row).toContainText('Cobrada');
  await row.click();
  await page.getByRole('link', { name: 'Ver PDF' }).click();
  await expect(page).toHaveURL(/\/pdfview\?/);
  await expect(page.getByText(`Factura ${number}`).first()).toBeVisible({ timeout: 20_000 });
});

test('an invoice in dollars takes its exchange rate on the draft, shows its tax and total in euros, and is issued with them', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const company = await call<{ id: number }>(
    page,
    'masters.company.create',
    { name: `Producciones ${suffix} S.L.`, cif: 'B81234569', direccion: 'Gran Vía 1, Madrid' },
    'mutation',
  );
  const series = await call<{ id: number }>(
    page,
    'invoices.createSeries',
    { empresaId: company.id, code: `D${suffix.slice(-6).toUpperCase()}` },
    'mutation',
  );
  const draft = await call<{ id: number }>(
    page,
    'invoices.create',
    {
      seriesId: series.id,
      customer: { name: `Live Nation ${suffix}`, taxId: 'B46123451', country: 'ES', address: '' },
      lines: [{ description: 'Actuación', quantity: 1, unitPrice: 100_000, treatment: 'S1', rate: 21 }],
    },
    'mutation',
  );
  await page.goto(`/invoice/${draft.id}`);

  // in dollars, the line keeps the amount typed; the rate's source is the ECB's unless typed
  await pick(page, 'Moneda', 'USD', 'USD · dólar estadounidense');
  await expect(page.getByRole('textbox', { name: 'Precio (USD)' })).toHaveValue('1.000,00');
  await expect(page.getByText('La factura está en USD')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Fuente del cambio' })).toHaveValue('BCE');
  await page.getByRole('textbox', { name: 'Euros por 1 USD' }).fill('0,92');
  await page.getByRole('textbox', { name: 'Fecha del cambio' }).fill('15/01/2027');
  await page.getByRole('textbox', { name: 'Fecha del cambio' }).press('Tab');

  // the euros as they will be issued, beside the dollars
  await expect(page.getByRole('row', { name: /Total factura/ }).first()).toContainText('1.210,00 US$');
  const euros = page.getByRole('table').filter({ hasText: 'Tipo de cambio' });
  await expect(euros.getByRole('row', { name: /Tipo de cambio \(15 ene 2027, BCE\)/ })).toContainText(
    '0,92 €/USD',
  );
  await expect(euros.getByRole('row', { name: /Base imponible al 21/ })).toContainText(/920,00\s€/);
  await expect(euros.getByRole('row', { name: /IVA 21/ })).toContainText(/193,20\s€/);
  await expect(euros.getByRole('row', { name: /Total factura/ })).toContainText(/1\.113,20\s€/);

  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.getByText('Borrador guardado')).toBeVisible();
  await page.getByRole('button', { name: 'Emitir' }).click();
  await page
    .getByRole('dialog', { name: '¿Emitir la factura?' })
    .getByRole('button', { name: 'Emitir' })
    .click();
  await expect(page.getByText('Emitida', { exact: true })).toBeVisible();

  // issued: the dollars, and the euros it was issued with; the QR's amount is the euro total
  await expect(page.getByRole('cell', { name: '1.000,00 US$' }).first()).toBeVisible();
  const issued = page.getByRole('table').filter({ hasText: 'Tipo de cambio' });
  await expect(issued.getByRole('row', { name: /Total factura/ })).toContainText(/1\.113,20\s€/);
  const check = page.getByRole('link', { name: 'Comprobar en la AEAT' });
  expect(new URL((await check.getAttribute('href')) ?? '').searchParams.get('importe')).toBe('1113.20');
});
