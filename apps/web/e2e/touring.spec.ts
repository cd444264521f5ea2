import { expect, type Locator, type Page } from '@playwright/test';
import {
  call,
  expectTime,
  expectWithinWidth,
  fillTime,
  pageWidth,
  phone,
  pick,
  sidewaysScrollers,
  signInAsAdmin,
  test,
} from './fixtures';

/** A new event for an artist at a hall (typed, no masters), opened in its editor. */
async function newEvent(
  page: Page,
  fields: Record<string, unknown>,
): Promise<{ id: number; version: number }> {
  const event = await call<{ id: number; version: number }>(
    page,
    'events.create',
    { eventType: 'Promotores', artista: { name: 'Zahara Río' }, sala: { name: 'Sala Apolo' }, ...fields },
    'mutation',
  );
  await page.goto(`/event/${event.id}`);
  return event;
}

const general = (page: Page) => page.getByRole('tabpanel', { name: 'Información general' });
const production = (page: Page) => page.getByRole('tabpanel', { name: 'Condiciones de producción' });
/** A production time with its day and that day's date. */
const timeOnDay = (scope: Locator, label: string) => scope.getByRole('group', { name: label, exact: true });
/** The day a production time falls on. */
const dayOf = (scope: Locator, label: string) =>
  scope.getByRole('combobox', { name: `${label}: día`, exact: true });

// each test walks through several screens on a machine shared with other test runs
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('duplicate-with makes a run of shows at another hall, one event a date, named from artist, hall and town', async ({
  page,
}) => {
  const stamp = Date.now();
  await newEvent(page, { name: `Zahara en Apolo ${stamp}`, date: '2027-03-01' });
  await page.getByRole('button', { name: 'Acciones', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Duplicar con…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicar el evento' });
  await dialog.getByRole('textbox', { name: 'Fecha 1' }).fill('14/03/2027');
  await dialog.getByRole('button', { name: 'Añadir otra fecha' }).click();
  await dialog.getByRole('textbox', { name: 'Fecha 2' }).fill('15/03/2027');
  // a click outside closes the date's calendar, which covers the fields below it
  await dialog.getByRole('heading', { name: 'Duplicar el evento' }).click();
  await pick(dialog, 'Sala de la copia', 'moon', 'Sala Moon');
  // the name offered: the artist at the new hall, in its town, each show with its day
  const name = dialog.getByRole('textbox', { name: 'Nombre de la copia' });
  await expect(name).toHaveAttribute('placeholder', 'Zahara Río — Sala Moon, Valencia · 14/03/2027');
  await dialog.getByRole('button', { name: 'Crear 2 eventos' }).click();

  await expect(page.getByText('Gira creada: 2 eventos')).toBeVisible();
  const first = page.getByRole('heading', {
    level: 1,
    name: 'Zahara Río — Sala Moon, Valencia · 14/03/2027',
  });
  await expect(first).toBeVisible();
  // the copy is on its own night, at the new hall, with the hall's town, address and capacity
  await expect(general(page).getByLabel('Fecha', { exact: true })).toHaveValue('14/03/2027');
  await expect(general(page).getByRole('textbox', { name: 'Localidad' })).toHaveValue('Valencia');
  await expect(general(page).getByRole('textbox', { name: 'Dirección' })).toHaveValue(
    'Carrer de Sant Pere Pasqual, 41',
  );
  await expect(general(page).getByRole('textbox', { name: 'Aforo' })).toHaveValue('600');

  // the second show of the run is an event of its own
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Buscar eventos' }).fill('Zahara Río — Sala Moon');
  await expect(page.getByText('Zahara Río — Sala Moon, Valencia · 15/03/2027')).toBeVisible();
  await expect(page.getByText('Zahara Río — Sala Moon, Valencia · 14/03/2027')).toBeVisible();
});

test('an event confirmed from a hold has the hall’s town, address and capacity, and the hold’s notes', async ({
  page,
}) => {
  const stamp = Date.now();
  const artist = await call<{ id: number }>(
    page,
    'masters.artist.create',
    { name: `Gira ${stamp}` },
    'mutation',
  );
  const hall = await call<{ id: number }>(
    page,
    'masters.hall.create',
    { name: `Teatro ${stamp}`, city: 'Cuenca', address: 'Calle Mayor, 1', capacity: 350 },
    'mutation',
  );
  const hold = await call<{ id: number }>(
    page,
    'holds.create',
    {
      artistId: artist.id,
      hallId: hall.id,
      dateFrom: '2028-02-11',
      notes: 'La banda trae su propio backline.',
    },
    'mutation',
  );
  const confirmed = await call<{ eventId: number }>(page, 'holds.confirm', { id: hold.id }, 'mutation');

  await page.goto(`/event/${confirmed.eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Gira ${stamp}`) })).toBeVisible();
  await expect(general(page).getByRole('textbox', { name: 'Localidad' })).toHaveValue('Cuenca');
  await expect(general(page).getByRole('textbox', { name: 'Dirección' })).toHaveValue('Calle Mayor, 1');
  await expect(general(page).getByRole('textbox', { name: 'Aforo' })).toHaveValue('350');
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(
    page.getByRole('region', { name: 'Notas' }).getByText('La banda trae su propio backline.'),
  ).toBeVisible();
});

test('production times start from the event’s start time, are worked out again from a new one, and fall on other days', async ({
  page,
}) => {
  const stamp = Date.now();
  const event = await newEvent(page, {
    name: `Horarios ${stamp}`,
    date: '2028-03-18',
    startTime: '21:00',
    duration: 90,
  });
  // doors an hour before the show
  await expectTime(general(page), 'Apertura de puertas', '20:00');
  await page.getByRole('tab', { name: 'Condiciones de producción' }).click();
  const times = production(page);
  await expectTime(times, 'Llegada', '15:00');
  await expectTime(times, 'Inicio del montaje', '15:30');
  await expectTime(times, 'Inicio de la prueba de sonido', '17:00');
  await expectTime(times, 'Fin de la prueba de sonido', '18:00');
  await expectTime(times, 'Inicio del espectáculo', '21:00');
  await expectTime(times, 'Fin del espectáculo', '22:30');
  await expectTime(times, 'Salida de camerinos', '23:30');

  // the show moves to 22:30: one click works the day out again from it, then a time is adjusted
  await call(page, 'events.update', { id: event.id, version: event.version, startTime: '22:30' }, 'mutation');
  await page.reload();
  await page.getByRole('tab', { name: 'Condiciones de producción' }).click();
  await times.getByRole('button', { name: 'Horario desde las 22:30' }).click();
  await expectTime(times, 'Llegada', '16:30');
  await expectTime(times, 'Fin del espectáculo', '00:00');
  await expectTime(times, 'Salida de camerinos', '01:00');
  // past midnight: the next day, with its date
  await expect(dayOf(times, 'Salida de camerinos')).toHaveValue('1');
  await expect(timeOnDay(times, 'Salida de camerinos').getByText('19 mar 2028')).toBeVisible();
  await expect(dayOf(times, 'Llegada')).toHaveValue('0');
  await fillTime(times, 'Llegada', '16:00');
  // the load-in the night before
  await fillTime(times, 'Inicio del montaje', '23:00');
  await dayOf(times, 'Inicio del montaje').selectOption({ label: 'día anterior' });
  await expect(timeOnDay(times, 'Inicio del montaje').getByText('17 mar 2028')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se han guardado las condiciones')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Condiciones de producción' }).click();
  await expectTime(times, 'Llegada', '16:00');
  await expectTime(times, 'Inicio del montaje', '23:00');
  await expect(dayOf(times, 'Inicio del montaje')).toHaveValue('-1');
  await expect(timeOnDay(times, 'Inicio del montaje').getByText('17 mar 2028')).toBeVisible();
  await expect(timeOnDay(times, 'Llegada').getByText('18 mar 2028')).toBeVisible();
});

test('on the phone, a production time’s day is set beside it, and the tab does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await newEvent(page, { name: `Horarios móvil ${Date.now()}`, date: '2028-03-18', startTime: '12:00' });
  await page.getByRole('tab', { name: 'Condiciones de producción' }).click();
  const times = production(page);
  await expectTime(times, 'Inicio del montaje', '06:30');
  const day = dayOf(times, 'Inicio del montaje');
  await expectWithinWidth(day, phone.width);
  // a native select: focused and moved with the keyboard
  await day.focus();
  await page.keyboard.press('ArrowUp');
  await expect(day).toHaveValue('-1');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se han guardado las condiciones')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Condiciones de producción' }).click();
  await expect(dayOf(times, 'Inicio del montaje')).toHaveValue('-1');
  await expect(timeOnDay(times, 'Inicio del montaje').getByText('17 mar 2028')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
  expect(await sidewaysScrollers(times)).toBe(0);
});

test('an artist typed as new on a new event is saved to the masters in one click, so its date can be held', async ({
  page,
}) => {
  const stamp = Date.now();
  const artist = `Artista nuevo ${stamp}`;
  await page.goto('/createevent');
  await page.getByRole('textbox', { name: 'Nombre del evento' }).fill(`Estreno ${stamp}`);
  const box = page.getByRole('combobox', { name: 'Artista', exact: true });
  await box.click();
  await box.fill(artist);
  await page.getByRole('option', { name: new RegExp(artist) }).click();
  await page.getByRole('button', { name: `Guardar «${artist}» en los datos maestros` }).click();
  await expect(page.getByText(`Se ha guardado «${artist}» en los datos maestros`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Guardar «${artist}» en los datos maestros` })).toBeHidden();
  await pick(page, 'Sala', 'apolo', 'Sala Apolo');
  await page.getByLabel('Fecha', { exact: true }).fill('20/09/2028');
  await page.getByRole('button', { name: 'Crear evento' }).click();
  await page.waitForURL(/\/event\/\d+/);
  const eventId = Number(new URL(page.url()).pathname.split('/').at(-1));
  // the artist is the master's now: the draft's date can be held
  const hold = await call<{ level: number }>(page, 'holds.createFromEvent', { eventId }, 'mutation');
  expect(hold.level).toBe(1);
});
