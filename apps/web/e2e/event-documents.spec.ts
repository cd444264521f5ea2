import { annexPdf } from '@bolo/templating/testing';
import { expect, type Page } from '@playwright/test';
import { call, signInAsAdmin, test, updateHiring } from './fixtures';

/** The templates this test created, deleted after it; and the masters it put aside, put back. */
const created: number[] = [];
const putAside: Record<string, unknown>[] = [];

/** A template of the test's own, which the event it creates is generated from (not a master). */
async function ownTemplate(
  page: Page,
  fields: { type: 'email' | 'contract'; subType: string; party?: string; subject?: string; body: string },
): Promise<number> {
  const template = await call<{ id: number }>(
    page,
    'templates.create',
    { name: `Prueba ${fields.type} ${fields.subType} ${Date.now()}`, ...fields },
    'mutation',
  );
  created.push(template.id);
  return template.id;
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test.afterEach(async ({ page }) => {
  for (const id of created.splice(0)) await call(page, 'templates.delete', { id }, 'mutation');
  for (const master of putAside.splice(0)) await call(page, 'templates.create', master, 'mutation');
});

test('an email generated from the template chosen at creation is edited, saved and sent; the contract is previewed and paged', async ({
  page,
  context,
}) => {
  const confirmation = await ownTemplate(page, {
    type: 'email',
    subType: 'confirmacion',
    party: 'artista',
    subject: 'Confirmación de {{infoGeneral.name}}',
    body: '<p>Hola, {{artista.name}}:</p><p>Confirmamos el concierto en {{infoGeneral.location}}.</p>',
  });
  const contractTemplate = await ownTemplate(page, {
    type: 'contract',
    subType: 'artista',
    body: '<h1>Contrato de actuación</h1><p>Con {{artista.name}} para {{infoGeneral.name}}.</p><hr data-page-break><p>Segunda hoja del contrato.</p>',
  });
  const name = `Gira de documentos ${Date.now()}`;
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name,
      eventType: 'Promotores',
      location: 'Bilbao',
      existeRecinto: false,
      artista: { name: 'Rosalía Vega', emailConfirmacion: ['rosalia@example.com'] },
      plantillas: { 'confirmacion.artista': confirmation, 'contrato.artista': contractTemplate },
    },
    'mutation',
  );

  // the Emails tab: the confirmation to the artist, generated with the event's data
  await page.goto(`/event/${event.id}?tab=emails`);
  const email = page.getByRole('form', { name: 'Email para Artista' });
  await expect(email.getByLabel('Asunto')).toHaveValue(`Confirmación de ${name}`);
  await expect(email.getByText('rosalia@example.com')).toBeVisible();
  const header = page.getByRole('button', { name: 'Artista', exact: true });
  await expect(header.getByText('Generado')).toBeVisible();

  // edit a line of the body and the subject, see it is unsaved, save it
  const body = email.locator('.ProseMirror');
  await expect(body).toContainText('Hola, Rosalía Vega:');
  await body.getByText('Confirmamos el concierto en Bilbao.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Las puertas abren a las 20:30.');
  await email.getByLabel('Asunto').fill(`Confirmación definitiva de ${name}`);
  await expect(header.getByText('Sin guardar')).toBeVisible();
  await email.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Se ha guardado el email')).toBeVisible();
  await expect(header.getByText('Modificado')).toBeVisible();
  await expect(header.getByText('Sin guardar')).toBeHidden();

  // a bad address is pointed out and keeps the email from being sent
  const cc = email.getByRole('combobox', { name: 'CC', exact: true });
  await cc.fill('mal@');
  await cc.press('Enter');
  await expect(email.getByText('No es un Email válido: mal@')).toBeVisible();
  await expect(email.getByRole('button', { name: 'Enviar', exact: true })).toBeDisabled();
  await email.getByRole('button', { name: 'Descartar cambios' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Descartar cambios' }).click();
  await expect(email.getByText('No es un Email válido: mal@')).toBeHidden();

  // send: the confirmation names the recipients; without SMTP the local mailbox keeps it
  await email.getByRole('button', { name: 'Enviar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '¿Enviar el email a Artista?' });
  await expect(confirm.getByText('rosalia@example.com')).toBeVisible();
  await confirm.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('El email está en la cola de envío')).toBeVisible();
  // it reached nobody, and the tab says so (why, in the badge's tooltip), not "Enviado"
  const kept = header.getByText(/^En el buzón local \d\d\/\d\d \d\d:\d\d$/);
  await expect(kept).toBeVisible({ timeout: 15_000 });
  await kept.hover();
  await expect(page.getByText(/^No hay ningún servidor de correo \(SMTP\) configurado/)).toBeVisible();

  // the Contracts tab: the artist's contract, previewed in the PDF viewer and paged through
  await page.getByRole('tab', { name: 'Contratos' }).click();
  const contract = page.getByRole('form', { name: 'Contrato con Artista' });
  await expect(contract.locator('.ProseMirror')).toContainText(`Con Rosalía Vega para ${name}.`);

  // a PDF annex goes after the body; the browser refuses another kind of file at once
  const annexes = page.getByRole('region', { name: 'Anexos' }).first();
  await annexes.locator('input[type=file]').setInputFiles({
    name: 'rider-tecnico.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await annexPdf('Rider técnico', 1)),
  });
  await expect(page.getByText('Anexo 1: rider-tecnico.pdf')).toBeVisible();

  const viewerOpens = context.waitForEvent('page');
  await contract.getByRole('button', { name: 'Vista previa PDF' }).click();
  const viewer = await viewerOpens;
  await expect(viewer.getByText('Página 1 de 3', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(viewer.getByRole('document', { name: /Vista previa/ })).toContainText('Contrato de actuación');
  await viewer.getByRole('button', { name: 'Página siguiente' }).click();
  const pdf = viewer.getByRole('document', { name: /Vista previa/ });
  await expect(viewer.getByText('Página 2 de 3', { exact: true })).toBeVisible();
  await expect(pdf).toContainText('Segunda hoja del contrato.');
  await viewer.keyboard.press('End');
  await expect(viewer.getByText('Página 3 de 3', { exact: true })).toBeVisible();
  await expect(pdf).toContainText('Rider técnico, hoja 1');
  await viewer.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Página 2 de 3', { exact: true })).toBeVisible();
});

test('a party whose kind of contract has no template left is told where to write one', async ({ page }) => {
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name: `Gira sin plantilla ${Date.now()}`,
      eventType: 'Promotores',
      location: 'Bilbao',
      existeRecinto: false,
      artista: { name: 'Rosalía Vega' },
    },
    'mutation',
  );
  // the starter set's master of promoter contracts is put aside meanwhile, and back after the test
  const master = await call<{ id: number; name: string; subject: string; body: string }>(
    page,
    'templates.model',
    { type: 'contract', subType: 'promotor' },
    'query',
  );
  await call(page, 'templates.delete', { id: master.id }, 'mutation');
  const { name: masterName, subject, body: masterBody } = master;
  putAside.push({
    name: masterName,
    type: 'contract',
    subType: 'promotor',
    subject,
    body: masterBody,
    master: true,
  });
  await page.goto(`/event/${event.id}?tab=contracts`);
  await page.getByRole('button', { name: 'Promotor', exact: true }).click();
  await expect(page.getByRole('link', { name: 'cree una' })).toHaveAttribute(
    'href',
    '/createtemplate?type=contract&subType=promotor',
  );
});

test("a contract template set to English in the editor writes the event's contract in English", async ({
  page,
}) => {
  const template = await ownTemplate(page, {
    type: 'contract',
    subType: 'artista',
    body: '<p>Fecha: {{fecha infoGeneral.date}} · Caché: {{dinero contratacion.cacheFijo}} · Pago: {{contratacion.formaPagoFijo}}</p>',
  });
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name: `Zahara in London ${Date.now()}`,
      eventType: 'Promotores',
      date: '2027-03-19',
      location: 'Londres',
      existeRecinto: false,
      artista: { name: 'Zahara' },
      plantillas: { 'contrato.artista': template },
    },
    'mutation',
  );
  await updateHiring(page, event.id, 'artista', (artist) => ({
    formaPagoFijo: 'Tranferencia',
    cache: { ...artist.cache, fijo: { quantity: 650_000, active: true, description: '' } },
  }));
  const contract = page.getByRole('form', { name: 'Contrato con Artista' }).locator('.ProseMirror');
  await page.goto(`/event/${event.id}?tab=contracts`);
  await expect(contract).toContainText(
    'Fecha: 19 de marzo de 2027 · Caché: 6.500,00 € · Pago: Transferencia',
  );

  // the editor: the document's language, chosen with the keyboard, and saved
  await page.goto(`/template/${template}`);
  const language = page.getByRole('combobox', { name: 'Idioma del documento' });
  await expect(language).toHaveValue('Español');
  await language.focus();
  await page.keyboard.press('ArrowDown');
  // the second key moves through the open list: pressed before it opens, it was lost
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(language).toHaveValue('Inglés');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText(/Se han guardado los cambios de/)).toBeVisible();

  // the list says it; the event's contract, never saved, follows its template into English
  await page.goto('/templates?type=contract&subType=artista');
  await expect(page.getByRole('row', { name: /Prueba contract artista/ })).toContainText('Inglés');
  await page.goto(`/event/${event.id}?tab=contracts`);
  await expect(contract).toContainText('Fecha: 19 March 2027 · Caché: €6,500.00 · Pago: Bank transfer');
});
