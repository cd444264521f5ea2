import { type APIRequestContext, expect } from '@playwright/test';
import { appHeaders, dayName, signInAsAdmin, test } from './fixtures';

// a month of six weeks in full view: a drag starts and ends without the page scrolling under it
test.use({ viewport: { width: 1440, height: 1100 } });

interface DemoEvent {
  id: number;
  name: string;
  date: string;
  version: number;
}

/** A calendar master, over the legacy REST path the masters screen also serves. */
async function createCalendar(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.post('/api/calendarioMestro', {
    data: { name, color: '#5b2a86' },
    headers: appHeaders,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** A demo event (from the seed) put on `calendarId`, as someone would tick it on the event. */
async function demoEventOn(request: APIRequestContext, calendarId: number, skip = 0): Promise<DemoEvent> {
  const list = await request.get(`/api/evento?page=1&size=10&sort=date&order=desc`);
  const summary = (await list.json()).items[skip];
  const event = await (await request.get(`/api/evento/${summary.id}`)).json();
  const res = await request.put(`/api/evento/${event.id}`, {
    data: { version: event.version, calendars: [calendarId] },
    headers: appHeaders,
  });
  expect(res.status(), await res.text()).toBe(200);
  const saved = await res.json();
  return { id: saved.id, name: saved.name, date: saved.date, version: saved.version };
}

/** The day after `day`, or the day before at the end of a month, so the move stays in the month shown. */
function neighbourDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const next = new Date(date.getTime() + 86_400_000);
  const target = next.getUTCMonth() === date.getUTCMonth() ? next : new Date(date.getTime() - 86_400_000);
  return target.toISOString().slice(0, 10);
}

test('the calendar shows an event in its month, week and agenda, coloured by type or phase, and opens it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const calendarId = await createCalendar(page.request, 'Giras por España');
  const event = await demoEventOn(page.request, calendarId);

  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  await page.getByRole('link', { name: 'Calendario' }).click();
  await expect(page.getByRole('heading', { name: 'Calendario', level: 1 })).toBeVisible();
  await page.goto(`/calendar?date=${event.date}&calendar=${calendarId}`);
  const day = page.getByRole('listitem', { name: await dayName(page, event.date) });
  const chip = day.getByRole('link', { name: event.name });
  await expect(chip).toBeVisible();
  // only the events of the calendar chosen
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(1);

  // colour by phase: the bar beside the event and the legend change
  const byType = await chip.evaluate(
    (el) => el.ownerDocument.defaultView?.getComputedStyle(el).borderLeftColor,
  );
  expect(byType).toMatch(/^rgb/);
  await expect(page.getByText('Promotores', { exact: true })).toBeVisible();
  await page.getByText('Fase', { exact: true }).click();
  await expect(page).toHaveURL(/color=phase/);
  await expect(page.getByText('Creación', { exact: true })).toBeVisible();
  await expect(page.getByText('Promotores', { exact: true })).toBeHidden();
  expect(
    await chip.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).borderLeftColor),
  ).not.toBe(byType);

  await page.getByText('Semana', { exact: true }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(7);
  await expect(day.getByRole('link', { name: event.name })).toBeVisible();

  await page.getByText('Agenda', { exact: true }).click();
  await expect(page).toHaveURL(/view=agenda/);
  const agendaDay = page.getByRole('region', { name: await dayName(page, event.date) });
  const agendaLink = agendaDay.getByRole('link', { name: new RegExp(event.name) });
  await expect(agendaLink).toBeVisible();
  // a plain list of links: the keyboard reaches and opens the event
  await agendaLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));

  // the period is in the URL: back comes to the same agenda
  await page.goBack();
  await expect(agendaLink).toBeVisible();
  await page.getByText('Mes', { exact: true }).click();
  await day.getByRole('link', { name: event.name }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
});

test('dragging an event to another day moves it after a confirmation, and a stale move is refused', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const calendarId = await createCalendar(page.request, 'Festivales de verano');
  const event = await demoEventOn(page.request, calendarId, 1);
  const target = neighbourDay(event.date);

  await page.goto(`/calendar?date=${event.date}&calendar=${calendarId}`);
  const from = page.getByRole('listitem', { name: await dayName(page, event.date) });
  const to = page.getByRole('listitem', { name: await dayName(page, target) });
  await expect(from.getByRole('link', { name: event.name })).toBeVisible();

  // cancelling leaves the event where it was
  await from.getByRole('link', { name: event.name }).dragTo(to);
  const confirm = page.getByRole('dialog', { name: 'Cambiar la fecha' });
  await expect(confirm).toContainText(`¿Mover «${event.name}» al `);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(from.getByRole('link', { name: event.name })).toBeVisible();

  await from.getByRole('link', { name: event.name }).dragTo(to);
  await confirm.getByRole('button', { name: 'Mover' }).click();
  await expect(page.getByText(`«${event.name}» se ha movido al`)).toBeVisible();
  await expect(to.getByRole('link', { name: event.name })).toBeVisible();
  await expect(from.getByRole('link', { name: event.name })).toBeHidden();
  expect((await (await page.request.get(`/api/evento/${event.id}`)).json()).date).toBe(target);
  await page.reload();
  await expect(to.getByRole('link', { name: event.name })).toBeVisible();

  // someone else saves the event meanwhile: the move is refused and the calendar shows their date
  const current = await (await page.request.get(`/api/evento/${event.id}`)).json();
  await page.request.put(`/api/evento/${event.id}`, {
    data: { version: current.version, date: event.date },
    headers: appHeaders,
  });
  await to.getByRole('link', { name: event.name }).dragTo(from);
  await confirm.getByRole('button', { name: 'Mover' }).click();
  await expect(page.getByText(`Otra persona ha cambiado «${event.name}» mientras tanto`)).toBeVisible();
  await expect(from.getByRole('link', { name: event.name })).toBeVisible();
  await expect(to.getByRole('link', { name: event.name })).toBeHidden();
});

test('the subscribe address answers an iCal feed with the calendar’s events, until it is changed', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const calendarId = await createCalendar(page.request, 'Para el móvil');
  const event = await demoEventOn(page.request, calendarId, 2);

  await page.goto(`/calendar?date=${event.date}&calendar=${calendarId}`);
  await page.getByRole('button', { name: 'Suscribirse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suscribirse a un calendario' });
  await expect(dialog.getByLabel('Calendario', { exact: true })).toHaveValue('Para el móvil');
  const address = dialog.getByRole('textbox', { name: 'Dirección del calendario (iCal)' });
  await expect(address).toHaveValue(/^http:\/\/.+\/ical\/[a-z0-9]{32}\.ics$/);
  const url = await address.inputValue();

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = (await feed.text()).replace(/\r\n /g, '');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain(`UID:event-${event.id}@`);
  expect(text).toContain(`SUMMARY:${event.name}`);
  expect(text).toContain(`DTSTART:${event.date.replace(/-/g, '')}T`);

  await dialog.getByRole('button', { name: 'Cambiar la dirección' }).click();
  await page
    .getByRole('dialog', { name: '¿Cambiar la dirección del calendario?' })
    .getByRole('button', { name: 'Cambiar la dirección' })
    .click();
  await expect(page.getByText('La dirección del calendario ha cambiado')).toBeVisible();
  await expect(address).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);
});
