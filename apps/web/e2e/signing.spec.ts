import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { call, e2eAdmin, phone, signInAsAdmin, test } from './fixtures';
import { logMark, newestMailAbout } from './server-log';

/** The administrator's authenticator, set up for the test; two-factor is turned off after it (the worker's later sign-ins ask for none). */
let authenticator: string | null = null;

test.afterEach(async ({ page }) => {
  if (!authenticator) return;
  authenticator = null;
  const { items } = await call<{ items: { id: number; version: number; email: string }[] }>(
    page,
    'admin.users.list',
    { q: e2eAdmin.email },
    'query',
  );
  const admin = items.find((user) => user.email === e2eAdmin.email);
  if (!admin) throw new Error('the administrator is not in the list of users');
  await call(
    page,
    'admin.users.update',
    { id: admin.id, version: admin.version, faEnabled: false, currentPassword: e2eAdmin.password },
    'mutation',
  );
});

/** A company with its signatory, a contract template of the test's own, and an event of both. */
async function eventToSign(page: Page, name: string, companyName: string): Promise<number> {
  const signatory = await call<{ id: number }>(
    page,
    'masters.signatory.create',
    { name: 'María José', apellido: 'Ibáñez Peña', cargo: 'Administradora', dni: '12345678Z' },
    'mutation',
  );
  const company = await call<{ id: number }>(
    page,
    'masters.company.create',
    { name: companyName, firmanteId: signatory.id },
    'mutation',
  );
  const template = await call<{ id: number }>(
    page,
    'templates.create',
    {
      name: `Contrato firmado ${Date.now()}`,
      type: 'contract',
      subType: 'artista',
      body: '<h1>Contrato de actuación</h1><p>Con {{artista.name}} para {{infoGeneral.name}}.</p>',
    },
    'mutation',
  );
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name,
      eventType: 'Promotores',
      location: 'Bilbao',
      existeRecinto: false,
      empresaId: company.id,
      artista: { name: 'Rosalía Vega', emailConfirmacion: ['rosalia@example.com'] },
      plantillas: { 'contrato.artista': template.id },
    },
    'mutation',
  );
  return event.id;
}

test('staff send a contract for signature; the artist signs it on a phone without an account; staff countersign it with an authenticator code, both get the signed PDF, and the company shows the certificate that sealed it', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const name = `Firma en Bolo ${Date.now()}`;
  const companyName = `Conciertos Firma ${Date.now()}`;
  const eventId = await eventToSign(page, name, companyName);

  // send: the artist's address comes from its contacts
  await page.goto(`/event/${eventId}?tab=contracts`);
  const signing = page.getByRole('region', { name: 'Firma', exact: true }).first();
  await expect(signing.getByText('Este contrato no se ha enviado a firmar.')).toBeVisible();
  await signing.getByRole('button', { name: 'Enviar para firmar' }).click();
  const send = page.getByRole('dialog', { name: 'Enviar para firmar' });
  await expect(send.getByLabel('Destinatarios')).toHaveValue('rosalia@example.com');
  await send.getByRole('button', { name: 'Enviar para firmar' }).click();
  await expect(page.getByText('Se ha enviado el contrato para firmar')).toBeVisible();
  await expect(signing.getByText('Enviado para firmar', { exact: true }).first()).toBeVisible();
  const url = await signing.getByRole('textbox', { name: 'Enlace de firma' }).inputValue();
  expect(url).toMatch(/\/firmar\/[^/]+$/);

  // a private window on a phone: no session
  const visitor = await browser.newContext({ viewport: phone, locale: 'es-ES' });
  const link = await visitor.newPage();
  expect((await link.goto(new URL(url).pathname))?.status()).toBe(200);
  await expect(link.getByRole('heading', { name: 'Firma del contrato' })).toBeVisible();
  await expect(link.getByText(name, { exact: false }).first()).toBeVisible();
  await expect(link.getByRole('document', { name: /\.pdf$/ })).toContainText('Contrato de actuación', {
    timeout: 15_000,
  });
  await link.getByRole('textbox', { name: 'Nombre y apellidos' }).fill('Rosalía Vega Ruiz');
  await link.getByRole('textbox', { name: 'Número del documento' }).fill('87654321X');
  // a signature is asked for before anything is sent
  await link.getByRole('button', { name: 'Firmar', exact: true }).click();
  await expect(link.getByText('Dibuje su firma, o elija escribirla.')).toBeVisible();
  const canvas = link.getByRole('img', { name: 'Dibuje su firma con el dedo o el ratón' });
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature canvas is not shown');
  await link.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await link.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.35, 0.75],
    [0.5, 0.25],
    [0.7, 0.7],
    [0.9, 0.35],
  ] as const)
    await link.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  await link.mouse.up();
  await link.getByRole('checkbox', { name: /Acepto firmar electrónicamente/ }).check();
  // nothing wider than the phone's screen
  expect(await link.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await link.getByRole('button', { name: 'Firmar', exact: true }).click();
  await expect(link.getByText('Gracias: ha firmado el contrato')).toBeVisible();
  await expect(link.getByText(/^Firmado por Rosalía Vega Ruiz el /)).toBeVisible();

  // the company countersigns with a code of the administrator's authenticator app
  const setup = await call<{ secret: string }>(page, 'user.beginTotp', undefined, 'mutation');
  await call(page, 'user.confirmTotp', { code: await generate({ secret: setup.secret }) }, 'mutation');
  authenticator = setup.secret;
  await page.reload();
  await expect(signing.getByText('Firmado por la parte', { exact: true }).first()).toBeVisible();
  await expect(signing.getByText(/^Firmado por Rosalía Vega Ruiz \(87654321X\) el /)).toBeVisible();
  const mark = await logMark();
  await signing.getByRole('button', { name: 'Firmar como empresa' }).click();
  const countersign = page.getByRole('dialog', { name: 'Firmar como empresa' });
  const code = countersign.getByRole('textbox', { name: 'Código de la aplicación de autenticación' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  // the setup spent the current code's time step: the next one signs
  await code.fill(await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await countersign.getByRole('button', { name: 'Firmar como empresa' }).click();
  await expect(page.getByText('El contrato está firmado por ambas partes')).toBeVisible({ timeout: 20_000 });
  await expect(signing.getByText('Firmado por ambas partes', { exact: true }).first()).toBeVisible();
  await expect(signing.getByText('SHA-256 del contrato firmado')).toBeVisible();
  const { signedDocumentSha256 } = await call<{ signedDocumentSha256: string }>(
    page,
    'eventContracts.signing.get',
    { eventId, subType: 'artista' },
    'query',
  );
  expect(signedDocumentSha256).toMatch(/^[0-9a-f]{64}$/);
  await expect(signing.getByText(signedDocumentSha256)).toBeVisible();
  await expect(signing.getByRole('button', { name: 'PDF firmado' })).toBeVisible();

  // the signed PDF went to the artist, with the office in copy
  const mail = await newestMailAbout(/^Contrato firmado/, mark);
  expect(mail.to).toContain('rosalia@example.com');
  expect(mail.cc).toContain(e2eAdmin.email);

  // the link now offers the signed document and its hash
  await link.reload();
  await expect(link.getByText('Contrato firmado por ambas partes')).toBeVisible();
  await expect(link.getByText(signedDocumentSha256)).toBeVisible();
  await expect(link.getByRole('button', { name: 'Descargar el contrato firmado' })).toBeVisible();
  await visitor.close();

  // the company's master shows the self-signed certificate made to seal it
  await page.goto('/masterdata?tab=company');
  await page.getByRole('row', { name: new RegExp(companyName) }).click();
  const certificate = page.getByRole('region', { name: 'Certificado de firma' });
  await expect(certificate.getByText(companyName, { exact: true })).toBeVisible();
  await expect(certificate.getByText('Autofirmado', { exact: true })).toBeVisible();
  await expect(certificate.getByRole('button', { name: 'Subir el certificado' })).toBeDisabled();
});
