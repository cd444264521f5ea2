import { expect, type Page } from '@playwright/test';
import { call, pick, signInAsAdmin, test } from './fixtures';

/** The words of the screens this test reads, in each language it runs in. */
const screens = {
  es: {
    prefix: '',
    eventName: 'Nombre del evento',
    artist: 'Artista',
    hall: 'Sala',
    create: 'Crear evento',
    hallConfirmation: 'Plantilla de Confirmación para Sala',
    emailTo: (party: string) => `Email para ${party}`,
    to: 'Para',
    subject: 'Asunto',
    save: 'Guardar',
    send: 'Enviar',
    sendTitle: (party: string) => `¿Enviar el email a ${party}?`,
  },
  en: {
    prefix: '/en',
    eventName: 'Event name',
    artist: 'Artist',
    hall: 'Hall',
    create: 'Create event',
    hallConfirmation: 'Confirmation template for Hall',
    emailTo: (party: string) => `Email to ${party}`,
    to: 'To',
    subject: 'Subject',
    save: 'Save',
    send: 'Send',
    sendTitle: (party: string) => `Send the email to the ${party}?`,
  },
};

/** The templates this test created, deleted after it. */
const created: number[] = [];

/** The master of the artist's confirmation: the office's, or one this test writes when there is none. */
async function artistConfirmationMaster(page: Page): Promise<number> {
  const kind = { type: 'email', subType: 'confirmacion', party: 'artista' };
  const found = await page.request.get(
    `/trpc/templates.model?input=${encodeURIComponent(JSON.stringify({ json: kind }))}`,
  );
  if (found.ok()) return ((await found.json()).result.data.json as { id: number }).id;
  const template = await call<{ id: number }>(
    page,
    'templates.create',
    {
      name: `Confirmación maestra ${Date.now()}`,
      type: 'email',
      subType: 'confirmacion',
      subject: 'Confirmación: {{infoGeneral.name}}',
      body: '<p>Texto de la maestra.</p>',
      master: true,
    },
    'mutation',
  );
  created.push(template.id);
  return template.id;
}

/** Opens the email of `party` in the department shown (the first one may be open already). */
async function openEmail(page: Page, party: string) {
  const header = page.getByRole('button', { name: party, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

/** Fills the recipient, saves, and sends the open email of `party`, confirming. */
async function sendEmail(page: Page, words: (typeof screens)['es'], party: string, address: string) {
  const form = page.getByRole('form', { name: words.emailTo(party) });
  await form.getByRole('combobox', { name: words.to, exact: true }).fill(address);
  await form.getByRole('combobox', { name: words.to, exact: true }).press('Enter');
  await form.getByRole('button', { name: words.save, exact: true }).click();
  await expect(form.getByRole('button', { name: words.save, exact: true })).toBeDisabled();
  await form.getByRole('button', { name: words.send, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.sendTitle(party) });
  await dialog.getByRole('button', { name: words.send, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test.afterEach(async ({ page }) => {
  for (const id of created.splice(0)) await call(page, 'templates.delete', { id }, 'mutation');
});

for (const [locale, words] of Object.entries(screens)) {
  test(`(${locale}) an event created with its own template for the hall's confirmation sends the hall its text and the artist the master's`, async ({
    page,
  }) => {
    const stamp = Date.now();
    const masterId = await artistConfirmationMaster(page);
    const hallTemplate = await call<{ id: number; name: string }>(
      page,
      'templates.create',
      {
        name: `Confirmación para salas ${locale} ${stamp}`,
        type: 'email',
        subType: 'confirmacion',
        party: 'sala',
        subject: 'Para la sala: {{infoGeneral.name}}',
        body: '<p>Texto propio de la sala {{sala.name}}.</p>',
      },
      'mutation',
    );
    created.push(hallTemplate.id);

    // the creation form: the hall's confirmation from the hall's template, the rest from the masters
    const name = `Plantillas propias ${locale} ${stamp}`;
    await page.goto(`${words.prefix}/createevent`);
    await page.getByRole('textbox', { name: words.eventName }).fill(name);
    await pick(page, words.artist, 'rosalia', 'Rosalía Vega');
    await pick(page, words.hall, 'apolo', 'Sala Apolo');
    await page.getByRole('combobox', { name: words.hallConfirmation }).click();
    await page.getByRole('option', { name: new RegExp(`^${hallTemplate.name}`) }).click();
    await page.getByRole('button', { name: words.create }).click();
    await page.waitForURL(/\/event\/\d+/);
    const eventId = Number(new URL(page.url()).pathname.split('/').pop());

    // the Emails tab: each party's confirmation from its own template
    await page.goto(`${words.prefix}/event/${eventId}?tab=emails`);
    await openEmail(page, words.hall);
    const hallForm = page.getByRole('form', { name: words.emailTo(words.hall) });
    await expect(hallForm.getByLabel(words.subject)).toHaveValue(`Para la sala: ${name}`);
    const hallSubject = `Para la sala: ${name} (revisado)`;
    await hallForm.getByLabel(words.subject).fill(hallSubject);
    await sendEmail(page, words, words.hall, `sala-${stamp}@example.com`);

    const master = await call<{ subject: string }>(
      page,
      'templates.preview',
      { templateId: masterId, eventId },
      'query',
    );
    await openEmail(page, words.artist);
    const artistForm = page.getByRole('form', { name: words.emailTo(words.artist) });
    await expect(artistForm.getByLabel(words.subject)).toHaveValue(master.subject);
    await sendEmail(page, words, words.artist, `artista-${stamp}@example.com`);

    // what each one received: the mailbox holds the mail to each address with its own text
    const mailTo = async (address: string) => {
      const mails = await call<{ items: { id: number; to: string[]; subject: string }[] }>(
        page,
        'mail.list',
        { page: 1, size: 50 },
        'query',
      );
      const found = mails.items.find((mail) => mail.to.includes(address));
      return found && call<{ subject: string; html: string }>(page, 'mail.find', { id: found.id }, 'query');
    };
    await expect.poll(async () => (await mailTo(`sala-${stamp}@example.com`))?.subject).toBe(hallSubject);
    expect((await mailTo(`sala-${stamp}@example.com`))?.html).toContain(
      'Texto propio de la sala Sala Apolo.',
    );
    await expect
      .poll(async () => (await mailTo(`artista-${stamp}@example.com`))?.subject)
      .toBe(master.subject);
  });
}
