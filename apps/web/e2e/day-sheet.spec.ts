import { expect } from '@playwright/test';
import { call, pageWidth, phone, signInAsAdmin, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

// a string: the e2e code is typed for Node, without the DOM's names
const keptOffline = 'caches.match(location.href).then((kept) => kept !== undefined)';

/** The step of the schedule a call answers, with what deleting it needs. */
type Step = { id: number; version: number; label: string };

test('the day sheet opens on a phone at its link, fits the screen, and once visited opens with the network cut, saying when it was updated', async ({
  page,
  browser,
}) => {
  const name = `Hoja de ruta ${Date.now()}`;
  const event = await call<{ id: number }>(
    page,
    'events.create',
    { name, eventType: 'Promotores', date: '2027-09-18', artista: { name: 'Amaral' } },
    'mutation',
  );
  const eventId = event.id;
  const steps = [
    {
      time: '10:00',
      kind: 'get_in',
      label: 'Carga en el muelle',
      place: 'Pabellón Príncipe Felipe, puerta 4',
    },
    { time: '18:00', endTime: '19:00', kind: 'soundcheck', label: 'Prueba de sonido con monitores' },
    { time: '21:30', endTime: '23:00', kind: 'set', label: 'Concierto' },
  ];
  let schedule: Step[] = [];
  for (const step of steps)
    ({ schedule } = await call<{ schedule: Step[] }>(
      page,
      'advance.scheduleCreate',
      { eventId, ...step },
      'mutation',
    ));
  await call(
    page,
    'advance.contactCreate',
    { eventId, role: 'tour_manager', name: 'Lucía Peña', phone: '+34 611 222 333' },
    'mutation',
  );

  // staff make the link on the Avance tab, beside the PDF
  await page.goto(`/event/${eventId}?tab=advance`);
  const daySheet = page.getByRole('region', { name: 'Hoja de ruta' });
  await expect(daySheet.getByRole('button', { name: 'Hoja de ruta (PDF)' })).toBeVisible();
  await daySheet.getByRole('button', { name: 'Generar enlace' }).click();
  const url = await daySheet.getByRole('textbox', { name: 'Enlace', exact: true }).inputValue();
  expect(url).toMatch(/\/hoja\/[\w-]{40,}$/);

  // the crew's phone: no account, a phone's screen
  const crew = await browser.newContext({ viewport: phone, locale: 'es-ES' });
  const sheet = await crew.newPage();
  await sheet.goto(url);
  await expect(sheet.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(sheet.getByText('sábado, 18 de septiembre de 2027')).toBeVisible();
  const soundcheck = sheet.getByRole('listitem').filter({ hasText: 'Prueba de sonido con monitores' });
  await expect(soundcheck).toContainText('18:00–19:00');
  await expect(sheet.getByRole('link', { name: '+34 611 222 333' })).toHaveAttribute(
    'href',
    'tel:+34611222333',
  );
  await expect(sheet.getByText(/^Actualizado el \d+ de \p{L}+ de \d{4} a las \d{1,2}:\d{2}$/u)).toBeVisible();
  expect(await pageWidth(sheet)).toBeLessThanOrEqual(phone.width);
  // kept for offline use once its worker has stored it
  await expect.poll(() => sheet.evaluate(keptOffline)).toBe(true);

  // the office changes the sheet while the phone is away from any network
  const last = schedule.find((step) => step.label === 'Concierto');
  await call(page, 'advance.scheduleDelete', { eventId, id: last?.id, version: last?.version }, 'mutation');
  await crew.setOffline(true);
  await sheet.reload();
  await expect(sheet.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    sheet.getByText('Sin conexión: esta es la última versión guardada en el teléfono.'),
  ).toBeVisible();
  await expect(sheet.getByText(/^Actualizado el /)).toBeVisible();
  // the copy kept, from before the change
  await expect(sheet.getByRole('listitem').filter({ hasText: '21:30–23:00' })).toBeVisible();

  // online, but the server answers 503 (a proxy during a deploy): the copy kept, and the notice
  await crew.setOffline(false);
  await crew.route(url, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await sheet.reload();
  await expect(sheet.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    sheet.getByText('Sin conexión: esta es la última versión guardada en el teléfono.'),
  ).toBeVisible();
  await crew.unroute(url);

  // back online, the current version
  await sheet.reload();
  await expect(sheet.getByText('Prueba de sonido con monitores')).toBeVisible();
  await expect(sheet.getByRole('listitem').filter({ hasText: '21:30–23:00' })).toHaveCount(0);
  await expect(sheet.getByText('Sin conexión')).toBeHidden();
});
