import { expect } from '@playwright/test';
import { uncheckedScreenFindings } from './accessibility';
import { call, euros, fixedFee, signInAsAdmin, test, updateHiring } from './fixtures';

test('a schedule made from the promoter’s deal, a deposit paid, the balance drops, and the overdue line on /payments', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const promoter = `Promotora de pagos ${suffix}`;
  // played ten days ago: its balance, due on the show day, is overdue
  const date = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name: `Concierto de pagos ${suffix}`,
      eventType: 'Promotores',
      date,
      artista: { name: `Artista ${suffix}` },
      promotor: { name: promoter },
    },
    'mutation',
  );
  await updateHiring(page, event.id, 'promotor', () => fixedFee(600_000, { description: 'Caché' }));

  await page.goto(`/event/${event.id}`);
  await page.getByRole('tab', { name: 'Pagos' }).click();
  const section = page.getByRole('region', { name: `Promotor — ${promoter}` });
  await expect(section.getByText(/Caché fijo: 6\.000,00\s€ · IVA 21\s%/)).toBeVisible();
  await section.getByRole('button', { name: 'Hacer el calendario desde el contrato' }).click();
  const balance = page.getByTestId('balance-receivable');
  await expect(balance).toHaveText(euros('7.260,00'));
  await expect(
    section.getByRole('row', { name: /Resto el día del concierto/ }).getByText('Vencido'),
  ).toBeVisible();

  await section.getByRole('button', { name: 'Registrar pago de Depósito a la firma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar pago de Depósito a la firma' });
  await expect(dialog.getByLabel('Importe')).toHaveValue('3.630,00');
  await dialog.getByLabel('Referencia').fill('TRF-E2E');
  await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(balance).toHaveText(euros('3.630,00'));
  await expect(
    section.getByRole('row', { name: /Depósito a la firma/ }).getByText('Pagado', { exact: true }),
  ).toBeVisible();

  // the transfer's receipt, a PDF, attached to the payment and offered for download
  const chooser = page.waitForEvent('filechooser');
  await section
    .getByRole('button', { name: 'Adjuntar el justificante del pago de Depósito a la firma' })
    .click();
  await (await chooser).setFiles({
    name: 'recibo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% recibo\n'),
  });
  await expect(section.getByRole('link', { name: 'recibo.pdf' })).toBeVisible();

  // the fixture judges the event's page as it opens (its first tab): the schedule's tab is judged here
  expect(await uncheckedScreenFindings(page, '/event/:id, Pagos con calendario')).toEqual([]);

  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  await page.getByRole('link', { name: 'Cobros y pagos' }).click();
  await expect(page.getByRole('heading', { name: 'Cobros y pagos', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/payments$/);
  await page.getByLabel('Estado').selectOption({ label: 'Vencidos' });
  await page.getByLabel('Buscar por nombre o evento').fill(suffix);
  const table = page.getByRole('table', { name: 'Líneas de cobros y pagos' });
  const row = table.getByRole('row', { name: new RegExp(promoter) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Vencido')).toBeVisible();
  await expect(row.getByText('Resto el día del concierto')).toBeVisible();
  await expect(row.getByText(euros('3.630,00')).first()).toBeVisible();
});
