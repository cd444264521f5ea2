import { expect, type Page } from '@playwright/test';
import { uncheckedScreenFindings } from './accessibility';
import { call, euros, fixedFee, signInAsAdmin, test, updateHiring } from './fixtures';

/** A show `days` from today whose promoter's deal is a fixed fee of 6.000,00 €. */
async function promoterDeal(page: Page, days: number) {
  const suffix = Date.now().toString(36);
  const promoter = `Promotora de pagos ${suffix}`;
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name: `Concierto de pagos ${suffix}`,
      eventType: 'Promotores',
      date: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
      artista: { name: `Artista ${suffix}` },
      promotor: { name: promoter },
    },
    'mutation',
  );
  await updateHiring(page, event.id, 'promotor', () => fixedFee(600_000, { description: 'Caché' }));
  return { event, promoter, suffix };
}

test('a schedule made from the promoter’s deal, a deposit paid, the balance drops, and the overdue line on /payments', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // played ten days ago: its balance, due on the show day, is overdue
  const { event, promoter, suffix } = await promoterDeal(page, -10);

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

test('a line’s amount changed by hand moves the balance; a payment deleted after a confirmation, and undone', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const { event, promoter } = await promoterDeal(page, 30);
  type Schedule = { parties: { party: string; lines: { id: number; label: string }[] }[] };
  const made = await call<Schedule>(
    page,
    'payments.makeSchedule',
    { eventId: event.id, party: 'promotor' },
    'mutation',
  );
  const deposit = made.parties.find((party) => party.party === 'promotor')?.lines[0];
  const paidOn = new Date().toISOString().slice(0, 10);
  await call(
    page,
    'payments.record',
    { lineId: deposit?.id, paidOn, amount: 100_000, method: 'transfer' },
    'mutation',
  );

  await page.goto(`/event/${event.id}?tab=payments`);
  const section = page.getByRole('region', { name: `Promotor — ${promoter}` });
  const balance = page.getByTestId('balance-receivable');
  await expect(balance).toHaveText(euros('6.260,00'));

  // the deposit's base down to 2.000,00: with its 21 % IVA, 2.420,00 is asked
  await section.getByRole('button', { name: 'Editar la línea Depósito a la firma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar la línea Depósito a la firma' });
  await dialog.getByLabel('Base (sin IVA)').fill('2.000,00');
  await expect(dialog.getByText(euros('2.420,00'))).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(balance).toHaveText(euros('5.050,00'));

  await section
    .getByRole('button', { name: /Borrar el pago de 1\.000,00\s€ de Depósito a la firma/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Borrar el pago' });
  await expect(confirm).toContainText('lo pendiente vuelve a subir');
  await confirm.getByRole('button', { name: 'Borrar', exact: true }).click();
  await expect(balance).toHaveText(euros('6.050,00'));
  await expect(section.getByRole('table', { name: 'Pagos registrados' })).toBeHidden();
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(balance).toHaveText(euros('5.050,00'));
  await expect(section.getByRole('table', { name: 'Pagos registrados' })).toBeVisible();
});

test('a template made on its page, refused past 100 %, makes the promoter’s schedule', async ({ page }) => {
  await signInAsAdmin(page);
  const { event, promoter, suffix } = await promoterDeal(page, 40);
  const name = `Reserva y resto ${suffix}`;

  await page.goto('/payments');
  await page.getByRole('link', { name: 'Plantillas de calendario' }).click();
  await expect(
    page.getByRole('heading', { name: 'Plantillas de calendario de pagos', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Nueva plantilla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva plantilla' });
  const company = dialog.getByLabel('Empresa');
  await expect(company.locator('option').nth(1)).toBeAttached();
  await company.selectOption({ index: 1 });
  await dialog.getByLabel('Nombre').fill(name);
  const first = dialog.getByRole('group', { name: 'Línea 1' });
  await first.getByLabel('Concepto').fill('Reserva');
  await first.getByLabel('Porcentaje').fill('40');
  await first.getByLabel('Sentido').selectOption({ label: 'A cobrar' });
  await dialog.getByRole('button', { name: 'Añadir línea' }).click();
  const second = dialog.getByRole('group', { name: 'Línea 2' });
  await second.getByLabel('Concepto').fill('Resto');
  await second.getByLabel('Porcentaje').fill('70');
  await second.getByLabel('Vence').selectOption({ label: 'Días desde el concierto' });
  await second.getByLabel('Días').fill('-7');
  await dialog.getByRole('button', { name: 'Guardar la plantilla' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/no pueden sumar más del 100/);
  expect(await uncheckedScreenFindings(page, '/payments/templates, editor')).toEqual([]);
  await second.getByLabel('Porcentaje').fill('60');
  await dialog.getByRole('button', { name: 'Guardar la plantilla' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
    /Resto: 60\s%\s7 días antes del concierto \(a cobrar\)/,
  );

  await page.goto(`/event/${event.id}?tab=payments`);
  const section = page.getByRole('region', { name: `Promotor — ${promoter}` });
  await section.getByLabel('Plantilla').selectOption({ label: name });
  await section.getByRole('button', { name: 'Hacer el calendario desde el contrato' }).click();
  // 40 % and 60 % of 6.000,00 €, each with 21 % IVA
  await expect(section.getByRole('row', { name: /Reserva/ })).toContainText(euros('2.904,00'));
  await expect(section.getByRole('row', { name: /Resto/ })).toContainText(euros('4.356,00'));
});

test('the receivables and payables filters are in the address: a reload keeps them, Back undoes one', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/payments');
  const status = page.getByLabel('Estado');
  const direction = page.getByLabel('Sentido');
  await status.selectOption({ label: 'Todos' });
  await expect(page).toHaveURL(/status=all/);
  await direction.selectOption({ label: 'A pagar' });
  await expect(page).toHaveURL(/direction=payable/);
  await page.getByLabel('Buscar por nombre o evento').fill('Artista');
  await expect(page).toHaveURL(/search=Artista/);

  await page.reload();
  await expect(status).toHaveValue('all');
  await expect(direction).toHaveValue('payable');
  await expect(page.getByLabel('Buscar por nombre o evento')).toHaveValue('Artista');

  await page.goBack();
  await expect(direction).toHaveValue('');
  await expect(status).toHaveValue('all');
  await expect(page.getByLabel('Buscar por nombre o evento')).toHaveValue('');
});
