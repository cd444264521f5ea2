import { expect, type Page } from '@playwright/test';
import { call, dayName, pick, signInAsAdmin, test } from './fixtures';

// the week view: every event and hold of a day in sight
test.use({ viewport: { width: 1440, height: 1100 } });

interface Hold {
  id: number;
  level: number;
  status: string;
}

/** A master (artist or hall) of its own, so that no demo event shares its day. */
const master = (page: Page, key: 'artist' | 'hall', name: string) =>
  call<{ id: number }>(page, `masters.${key}.create`, { name }, 'mutation');

/** A day three weeks ahead: holds are for days to come. */
const dayAhead = () => new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

test('holds of a hall queue up on the calendar, the 2nd challenges the 1st, and the 1st becomes an event the 2nd waits behind', async ({
  page,
}) => {
  // a whole queue's life in one story: longer than one page's check
  test.slow();
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const firstArtist = `Banda Primera ${suffix}`;
  const secondArtist = `Banda Segunda ${suffix}`;
  const hallName = `Sala Reserva ${suffix}`;
  const hall = await master(page, 'hall', hallName);
  await master(page, 'artist', firstArtist);
  const second = await master(page, 'artist', secondArtist);
  const date = dayAhead();

  await page.goto(`/calendar?view=week&date=${date}`);
  const day = page.getByRole('listitem', { name: await dayName(page, date) });
  // a click on the day itself (not on an event in it) opens the new hold on that day
  await day.click({ position: { x: 8, y: 8 } });
  const form = page.getByRole('dialog', { name: 'Nueva reserva' });
  await expect(form.getByRole('textbox', { name: 'Desde' })).not.toHaveValue('');
  await pick(form, 'Artista', firstArtist, firstArtist);
  await pick(form, 'Sala', hallName, hallName);
  await form.getByRole('button', { name: 'Reservar' }).click();
  await expect(form).toBeHidden();
  const firstChip = day.getByRole('button', { name: `Reserva 1.ª: ${firstArtist} en ${hallName}` });
  await expect(firstChip).toBeVisible();

  // a second hold of the same hall and day queues below it
  const queued = await call<Hold>(
    page,
    'holds.create',
    { artistId: second.id, hallId: hall.id, dateFrom: date },
    'mutation',
  );
  expect(queued.level).toBe(2);
  await page.reload();
  const secondChip = day.getByRole('button', { name: `Reserva 2.ª: ${secondArtist} en ${hallName}` });
  await expect(secondChip).toBeVisible();

  // the 2nd challenges the 1st, with the default 48 hours
  await secondChip.click();
  let details = page.getByRole('dialog', { name: `Reserva 2.ª · ${hallName}` });
  await expect(details.getByRole('textbox', { name: 'Plazo para confirmar (horas)' })).toHaveValue('48');
  await details.getByRole('button', { name: 'Desafiar a la 1.ª' }).click();
  await expect(details.getByText(/Ha desafiado a la reserva 1\.ª/)).toBeVisible();
  await details.getByRole('button', { name: 'Cerrar', exact: true }).click();

  // the 1st's owner is told, and the notice opens the calendar on the hold's day
  await page.goto('/notifications');
  const notice = page.getByRole('row').filter({ hasText: `Han desafiado su reserva de ${firstArtist}` });
  await notice.getByRole('link', { name: 'Ver en el calendario' }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?view=week&date=${date}$`));

  // the 1st sees the challenge and confirms: it becomes an event of that day
  await firstChip.click();
  details = page.getByRole('dialog', { name: `Reserva 1.ª · ${hallName}` });
  await expect(
    details.getByText(`Desafiada por la reserva 2.ª de ${secondArtist}`, { exact: false }),
  ).toBeVisible();
  await details.getByRole('button', { name: 'Confirmar' }).click();
  await expect(details.getByText('Reserva confirmada: ya es un evento')).toBeVisible();
  await expect(details.getByRole('link', { name: 'Abrir el evento' })).toBeVisible();
  await details.getByRole('button', { name: 'Cerrar', exact: true }).click();

  await expect(day.getByRole('link', { name: new RegExp(`^${firstArtist}`) })).toBeVisible();
  await expect(firstChip).toBeHidden();
  // the date is booked: the 2nd stays 2nd behind it as a backup, and the day is marked
  await expect(secondChip).toBeVisible();
  await expect(
    day.getByRole('img', { name: new RegExp(`Conflictos del día: ${hallName}: fecha confirmada para «`) }),
  ).toBeVisible();
  const [left] = await call<Hold[]>(page, 'holds.list', { hallId: hall.id }, 'query');
  expect(left).toMatchObject({ id: queued.id, level: 2, status: 'active' });

  // in English the level reads as an English ordinal
  await page.goto(`/en/calendar?view=week&date=${date}`);
  const englishDay = page.getByRole('listitem', { name: await dayName(page, date, 'en-GB') });
  await expect(
    englishDay.getByRole('button', { name: `2nd hold: ${secondArtist} at ${hallName}` }),
  ).toBeVisible();
});

test('a draft event holds its date from its actions, and confirming that hold makes it Confirmado in Contratación', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const artistName = `Banda Borrador ${suffix}`;
  const hallName = `Sala Borrador ${suffix}`;
  const hall = await master(page, 'hall', hallName);
  const artist = await master(page, 'artist', artistName);
  const date = dayAhead();
  const draft = await call<{ id: number; name: string }>(
    page,
    'events.create',
    {
      name: `${artistName} en ${hallName}`,
      eventType: 'Promotores',
      date,
      artista: { artistaMaestroId: artist.id },
      sala: { salaMaestroId: hall.id },
    },
    'mutation',
  );

  await page.goto(`/event/${draft.id}`);
  await page.getByRole('button', { name: 'Acciones', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Reservar fecha' }).click();
  await expect(page.getByText(`Reserva 1.ª de ${hallName} creada`)).toBeVisible();
  const [held] = await call<(Hold & { eventId: number })[]>(page, 'holds.list', { hallId: hall.id }, 'query');
  expect(held).toMatchObject({ level: 1, status: 'active', eventId: draft.id });

  // on the calendar: the hold beside its own draft, which is no conflict
  await page.goto(`/calendar?view=week&date=${date}`);
  const day = page.getByRole('listitem', { name: await dayName(page, date) });
  const chip = day.getByRole('button', { name: `Reserva 1.ª: ${artistName} en ${hallName}` });
  await expect(chip).toBeVisible();
  await expect(day.getByRole('link', { name: new RegExp(`^${draft.name}`) })).toBeVisible();
  await expect(day.getByRole('img', { name: new RegExp(`Conflictos del día.*${hallName}`) })).toHaveCount(0);

  await chip.click();
  const details = page.getByRole('dialog', { name: `Reserva 1.ª · ${hallName}` });
  await details.getByRole('button', { name: 'Confirmar' }).click();
  await expect(details.getByText('Reserva confirmada: ya es un evento')).toBeVisible();
  await details.getByRole('link', { name: 'Abrir el evento' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${draft.id}$`));
  const event = await call<{ fase: string; status: string }>(page, 'events.find', { id: draft.id }, 'query');
  expect(event).toMatchObject({ fase: 'Contratacion', status: 'Confirmado' });
});
