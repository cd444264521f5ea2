import { expect } from '@playwright/test';
import { call, phone, signInAsAdmin, test } from './fixtures';

test.use({ viewport: phone });
// staff, then a visitor in a browser of its own, then staff again, on a machine shared with other runs
test.describe.configure({ timeout: 90_000 });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('staff send the artist a link; the artist fills the form on a phone without an account; staff accept it into the master', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const name = `Banda del enlace ${Date.now()}`;
  const master = await call<{ id: number }>(page, 'masters.artist.create', { name }, 'mutation');
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name: `Concierto de ${name}`,
      eventType: 'Promotores',
      date: '2027-05-20',
      location: 'Bilbao',
      artista: { artistaMaestroId: master.id },
    },
    'mutation',
  );

  await page.goto(`/event/${event.id}?tab=counterparty`);
  const bell = page.getByTestId('notification-bell');
  // the count already there is read once the bell has it
  await expect(bell).toHaveAttribute('aria-busy', 'false');
  const unread = async () =>
    Number(/(\d+) sin leer/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const unreadBefore = await unread();
  const linkPanel = page.getByRole('region', { name: 'Enlace para la contraparte' });
  await linkPanel.getByRole('button', { name: 'Generar enlace' }).click();
  const url = await linkPanel.getByRole('textbox', { name: 'Enlace' }).inputValue();
  expect(url).toMatch(/\/altainfo\/[A-Za-z0-9_-]{43}$/);
  await expect(linkPanel.getByText(/^Caduca el/)).toBeVisible();

  // a private window: no cookies, no session
  const visitor = await browser.newContext({ viewport: phone, locale: 'es-ES' });
  const form = await visitor.newPage();
  const opened = await form.goto(new URL(url).pathname);
  expect(opened?.status()).toBe(200);
  await expect(form.getByRole('heading', { name: `Concierto de ${name}` })).toBeVisible();
  await expect(form.getByText('Bilbao')).toBeVisible();
  await form.getByRole('textbox', { name: 'IBAN' }).fill('ES00 1234');
  await form.getByRole('button', { name: 'Enviar datos' }).click();
  await expect(form.getByText('El IBAN no tiene un formato válido')).toBeVisible();
  await form.getByRole('textbox', { name: 'IBAN' }).fill('ES91 2100 0418 4502 0005 1332');
  await form.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('+34 600 111 222');
  await form.getByRole('textbox', { name: 'Nombre del firmante' }).fill('Íñigo Álvarez');
  const certificate = form.locator('input[type=file]').first();
  // a refused file is named, with the rule it broke
  await certificate.setInputFiles({ name: 'factura.exe', mimeType: 'application/x-msdownload', buffer: pdf });
  await expect(
    form.getByText('«factura.exe» no se ha subido: solo se admiten archivos PDF, PNG o JPEG.'),
  ).toBeVisible();
  await certificate.setInputFiles({
    name: 'rider.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(12 * 1024 * 1024, 0x20),
  });
  await expect(form.getByText('«rider.pdf» no se ha subido: pesa 12 MB y el máximo es 10 MB.')).toBeVisible();
  await expect(form.getByText('«factura.exe»')).toBeHidden();
  await certificate.setInputFiles({ name: 'titularidad.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(form.getByText('Subido')).toBeVisible();
  // nothing wider than the phone's screen
  expect(await form.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await form.getByRole('button', { name: 'Enviar datos' }).click();
  await expect(form.getByText('¡Gracias!')).toBeVisible();
  // the party can come back and correct
  await form.getByRole('button', { name: 'Corregir mis datos' }).click();
  await expect(form.getByRole('textbox', { name: 'Teléfono', exact: true })).toHaveValue('+34 600 111 222');

  const guessed = await form.goto('/altainfo/esto-no-es-un-enlace');
  expect(guessed?.status()).toBe(404);
  await expect(form.getByText('Este enlace no es válido')).toBeVisible();
  const inEnglish = await form.goto('/en/altainfo/not-a-link');
  expect(inEnglish?.status()).toBe(404);
  await expect(form.getByText('This link is not valid')).toBeVisible();
  await visitor.close();

  // back in the staff window, without a reload: the bell tells, and the tab shows what was sent
  await expect.poll(unread).toBeGreaterThan(unreadBefore);
  const sent = page.getByRole('region', { name: 'Enviado por la contraparte' });
  await expect(sent.getByText('Enviado por la contraparte')).toBeVisible();
  await expect(sent.getByRole('row', { name: /Teléfono.*\(vacío\).*\+34 600 111 222/ })).toBeVisible();
  await expect(sent.getByRole('row', { name: /IBAN.*ES9121000418450200051332/ })).toBeVisible();
  await sent.getByRole('button', { name: 'Aceptar en el maestro' }).click();
  await page
    .getByRole('dialog', { name: '¿Aceptar los datos en el maestro?' })
    .getByRole('button', { name: 'Aceptar en el maestro' })
    .click();
  await expect(sent.getByText('Aceptado en el maestro')).toBeVisible();
  const accepted = await call<Record<string, unknown>>(
    page,
    'masters.artist.find',
    { id: master.id },
    'query',
  );
  expect(accepted).toMatchObject({
    phone: '+34 600 111 222',
    accountNumber: 'ES9121000418450200051332',
    nameSignatory: 'Íñigo Álvarez',
  });
  expect(String(accepted.ownershipCertificate)).toMatch(/\.pdf$/);
});
