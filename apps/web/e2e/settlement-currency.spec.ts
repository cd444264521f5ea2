import { expect, type Page } from '@playwright/test';
import { call, fixedFee, signInAsAdmin, test, updateHiring } from './fixtures';

/** An event of an artist resident in the United States (IRNR 24 %) on 10 000 USD guaranteed, tickets at 40 €. */
async function dollarEvent(page: Page): Promise<number> {
  const artist = await call<{ id: number }>(
    page,
    'masters.artist.create',
    { name: `Desert Lights ${Date.now()}`, taxResidence: 'US' },
    'mutation',
  );
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name: `Desert Lights en La Riviera ${Date.now()}`,
      eventType: 'Promotores',
      entradas: [{ pvp: 4000, descripcion: 'General' }],
      artista: { artistaMaestroId: artist.id },
    },
    'mutation',
  );
  await updateHiring(page, event.id, 'artista', () => fixedFee(1_000_000, { currency: 'USD' }));
  return event.id;
}

/** Today as a Spanish date field takes it. */
const today = () =>
  new Date().toLocaleDateString('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });

const figure = (page: Page, label: string | RegExp) =>
  page.getByRole('region', { name: 'Cifras' }).getByRole('row', { name: label });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('a deal in dollars settled in euros at the typed rate, both amounts shown; the artist’s invoice warns where it differs', async ({
  page,
}) => {
  const eventId = await dollarEvent(page);
  await page.goto(`/event/${eventId}`);
  await page.getByRole('tab', { name: 'Liquidación' }).click();

  // the guarantee is typed in dollars; without a rate the deal counts nothing yet
  await expect(page.getByText('El trato está en USD')).toBeVisible();
  await expect(page.getByLabel('Importe (USD)', { exact: true })).toHaveValue('10.000,00');
  await expect(figure(page, /^Fijo/)).toContainText('10.000,00 US$, sin tipo de cambio');

  await page.getByLabel('Vendidas, línea 1').fill('100');
  await page.getByLabel('Euros por 1 USD').fill('0,9215');
  await page.getByLabel('Fecha del cambio').fill('01/03/2026');
  await page.getByLabel('Fecha del cambio').press('Tab');
  await page.getByLabel('Fuente del cambio').fill('BCE');
  await page.getByLabel('Fuente del cambio').press('Control+s');
  await expect(page.getByText('Se ha guardado la liquidación')).toBeVisible();

  // 10 000 USD at 0,9215 €: 9 215,00 €, the dollars beside; IRNR 24 % of it
  const guarantee = figure(page, /^Fijo/);
  await expect(guarantee).toContainText(/9\.215,00\s€/);
  await expect(guarantee).toContainText('10.000,00 US$ a 0,9215 €/USD');
  await expect(figure(page, /^Caché/)).toContainText(/9\.215,00\s€/);
  await expect(figure(page, /Retención IRNR/)).toContainText(/-2\.211,60\s€/);

  // the artist invoices the fee but withholds less than the settlement
  const invoice = page.getByRole('region', { name: 'Factura del artista' });
  const invoiceNumber = `DL-${eventId}`;
  await invoice.getByLabel('Número de factura').fill(invoiceNumber);
  // dated today: the reports open on the quarter it falls in
  await invoice.getByLabel('Fecha de la factura').fill(today());
  await invoice.getByLabel('Fecha de la factura').press('Tab');
  await invoice.getByLabel('Base').fill('9215');
  await invoice.getByLabel('IVA').fill('0');
  await invoice.getByLabel('Retención (IRPF/IRNR)').fill('1000');
  await invoice.getByRole('button', { name: 'Registrar la factura' }).click();
  await expect(page.getByText('Se ha guardado la factura del artista')).toBeVisible();
  const warning = invoice.getByRole('alert').filter({ hasText: 'La factura no coincide con la liquidación' });
  await expect(warning).toContainText(
    /Retención \(IRPF\/IRNR\): factura 1\.000,00\s€, liquidación 2\.211,60\s€/,
  );
  await expect(warning).not.toContainText('Base');

  // corrected, it matches
  await invoice.getByLabel('Retención (IRPF/IRNR)').fill('2211,60');
  await invoice.getByRole('button', { name: 'Registrar la factura' }).click();
  await expect(invoice.getByText('La factura coincide con la liquidación.')).toBeVisible();
  await expect(warning).toHaveCount(0);

  // the quarter of the invoice: the IRNR withheld from a US resident, for the modelo 216 once the
  // artist is paid; not paid yet, it is listed apart
  await page.goto('/reports');
  const quarter = page.getByRole('region', { name: 'Retenciones del trimestre' });
  await expect(quarter.getByRole('row', { name: /Modelo 216 \(IRNR\) EUR/ })).toBeVisible();
  const unpaid = quarter.getByRole('table', { name: 'Facturado y sin pagar al cierre del trimestre' });
  const unpaidInvoice = unpaid.getByRole('row', { name: new RegExp(invoiceNumber) });
  await expect(unpaidInvoice).toContainText('Modelo 216 (IRNR)');
  await expect(unpaidInvoice).toContainText(/2\.211,60\s€/);

  // exempt under the treaty, with the residence certificate: nothing withheld, and the report says why
  await page.goto(`/event/${eventId}`);
  await page.getByRole('tab', { name: 'Liquidación' }).click();
  await invoice.getByLabel('Exención de IRNR').selectOption({ label: 'Convenio de doble imposición' });
  await expect(invoice.getByLabel('Retención (IRPF/IRNR)')).toHaveValue(/^0(,00)?$/);
  await invoice
    .getByLabel('Convenio y certificado de residencia')
    .fill('Convenio España-EE. UU.: certificado 6166 de 2026');
  await invoice.getByRole('button', { name: 'Registrar la factura' }).click();
  await expect(page.getByText('Se ha guardado la factura del artista')).toBeVisible();
  await page.goto('/reports');
  await expect(unpaidInvoice).toContainText('Convenio de doble imposición');
});
