import { expect } from '@playwright/test';
import { call, fillTime, pageWidth, phone, signInAsAdmin, test } from './fixtures';
import { logMark, newestMailAbout } from './server-log';

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('from the event: the advance built, the day sheet sent from the Emails tab, its link opened on a phone', async ({
  page,
  browser,
}) => {
  const name = `Avance de gira ${Date.now()}`;
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      name,
      eventType: 'Promotores',
      date: '2027-10-02',
      artista: { name: 'Anni B Sweet', phone: '+34 644 555 666', emailProduccion: ['gira@annib.example'] },
    },
    'mutation',
  );

  // the advance: a step of the day and the hotel typed, the tour manager picked from the artist
  await page.goto(`/event/${event.id}?tab=advance`);
  const addStep = async (time: string, kind: string, place: string) => {
    await page.getByRole('button', { name: 'Añadir al horario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paso del horario' });
    await fillTime(dialog, 'Hora', time);
    await dialog.getByLabel('Tipo').selectOption({ label: kind });
    await dialog.getByLabel('Lugar').fill(place);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
  };
  await addStep('21:30', 'Concierto', 'Escenario principal');
  await addStep('14:00', 'Entrada en el hotel', 'Hotel Ópera, Madrid');
  const schedule = page.getByRole('region', { name: 'Horario' });
  await expect(schedule.getByText('Hotel Ópera, Madrid')).toBeVisible();

  await page.getByRole('button', { name: 'Añadir contacto' }).click();
  const contact = page.getByRole('dialog', { name: 'Contacto del día' });
  await contact.getByRole('combobox', { name: 'Elegir de las partes y los maestros' }).fill('Anni');
  await page.getByRole('option', { name: 'Anni B Sweet' }).click();
  await contact.getByRole('button', { name: 'Guardar' }).click();
  await expect(contact).toBeHidden();

  const daySheet = page.getByRole('region', { name: 'Hoja de ruta' });
  await daySheet.getByRole('button', { name: 'Generar enlace' }).click();
  const url = await daySheet.getByRole('textbox', { name: 'Enlace', exact: true }).inputValue();
  expect(url).toMatch(/\/hoja\/[\w-]{40,}$/);

  // the Emails tab's new department sends the artist the sheet's link
  const mark = await logMark();
  await page.goto(`/event/${event.id}?tab=emails`);
  const emails = page.getByRole('tabpanel', { name: 'Emails' });
  await emails.getByRole('tab', { name: 'Avance' }).click();
  const email = page.getByRole('form', { name: 'Email para Artista' });
  await expect(email.getByLabel('Asunto')).toHaveValue(new RegExp(`^Hoja de ruta: ${name}`));
  await expect(email.locator('.ProseMirror')).toContainText(url);
  await email.getByRole('button', { name: 'Enviar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '¿Enviar el email a Artista?' });
  await expect(confirm.getByText('gira@annib.example')).toBeVisible();
  await confirm.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('El email está en la cola de envío')).toBeVisible();
  const mail = await newestMailAbout(/^Hoja de ruta: /, mark);
  expect(mail.to).toContain('gira@annib.example');
  expect(mail.text).toContain(url);

  // the crew's phone, without an account: the day in time order, the tour manager's phone to call
  const crew = await browser.newContext({ viewport: phone, locale: 'es-ES' });
  const sheet = await crew.newPage();
  await sheet.goto(url);
  await expect(sheet.getByRole('heading', { level: 1, name })).toBeVisible();
  // the schedule's steps are the lines that start with their time
  const steps = sheet.getByRole('listitem').filter({ hasText: /^\d{1,2}:\d{2}/ });
  await expect(steps).toHaveCount(2);
  await expect(steps.first()).toContainText('14:00Entrada en el hotel · Hotel Ópera, Madrid');
  await expect(steps.last()).toContainText('21:30Concierto · Escenario principal');
  await expect(sheet.getByRole('link', { name: '+34 644 555 666' })).toHaveAttribute(
    'href',
    'tel:+34644555666',
  );
  expect(await pageWidth(sheet)).toBeLessThanOrEqual(phone.width);
  await crew.close();
});
