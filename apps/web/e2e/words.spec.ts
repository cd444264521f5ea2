import { expect, type Page } from '@playwright/test';
import { call, signInAsAdmin, test } from './fixtures';

/** Issue 28: the history, the notices and an event made from a hold speak words, not the database. */

/** A day four weeks ahead: holds are for days to come. */
const dayAhead = () => new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);

/** A day as people write it ("19 de marzo de 2027"), with the browser's own Intl. */
const dayInWords = (page: Page, day: string, locale: string) =>
  page.evaluate(
    ([d, l]) =>
      new Intl.DateTimeFormat(l, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`)),
    [day, locale] as const,
  );

const master = (page: Page, key: 'artist' | 'hall' | 'calendar', name: string, fields: object = {}) =>
  call<{ id: number }>(page, `masters.${key}.create`, { name, ...fields }, 'mutation');

test('an event made from a hold is named from its artist, hall and town, and the notice says its days in words', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const artistName = `Banda Palabras ${suffix}`;
  const hallName = `Sala Palabras ${suffix}`;
  const artist = await master(page, 'artist', artistName);
  const rival = await master(page, 'artist', `Banda Rival ${suffix}`);
  const hall = await master(page, 'hall', hallName, { city: 'Cádiz' });
  const date = dayAhead();
  const words = await dayInWords(page, date, 'es-ES');

  const first = await call<{ id: number }>(
    page,
    'holds.create',
    { artistId: artist.id, hallId: hall.id, dateFrom: date },
    'mutation',
  );
  const second = await call<{ id: number }>(
    page,
    'holds.create',
    { artistId: rival.id, hallId: hall.id, dateFrom: date },
    'mutation',
  );
  await call(page, 'holds.challenge', { id: second.id }, 'mutation');

  await page.goto('/notifications');
  const notice = page.getByRole('row').filter({ hasText: `Han desafiado su reserva de ${artistName}` });
  await expect(notice).toContainText(`(${words})`);
  await expect(notice).not.toContainText(date);
  await page.goto('/en/notifications');
  const english = page
    .getByRole('row')
    .filter({ hasText: `of ${artistName}` })
    .first();
  await expect(english).toContainText(`(${await dayInWords(page, date, 'en-GB')})`);

  const confirmed = await call<{ eventId: number }>(page, 'holds.confirm', { id: first.id }, 'mutation');
  const name = `${artistName} — ${hallName}, Cádiz`;
  await page.goto(`/event/${confirmed.eventId}`);
  // the event's first load is the app's heaviest: give a loaded runner its time
  await expect(page.getByRole('textbox', { name: 'Nombre del evento' })).toHaveValue(name, {
    timeout: 30_000,
  });
});

test('the history tab shows labels, names, days and payment methods in words, in Spanish and English', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const calendarName = `Gira Palabras ${suffix}`;
  const calendar = await master(page, 'calendar', calendarName);
  const created = await call<{ id: number; version: number }>(
    page,
    'events.create',
    { name: `Historia en palabras ${suffix}`, eventType: 'Promotores', artista: { name: 'Rosalía Vega' } },
    'mutation',
  );
  const event = await call<{
    id: number;
    version: number;
    hiring: { id: number; type: string; version: number }[];
  }>(page, 'events.find', { id: created.id }, 'query');
  await call(
    page,
    'events.update',
    { id: event.id, version: event.version, date: '2027-03-19', calendars: [calendar.id] },
    'mutation',
  );
  const artistBlock = event.hiring.find((block) => block.type === 'artista');
  if (!artistBlock) throw new Error('the event has no hiring block for the artist');
  await call(
    page,
    'events.hiring.update',
    { id: artistBlock.id, version: artistBlock.version, formaPagoFijo: 'Tranferencia' },
    'mutation',
  );

  await page.goto(`/event/${event.id}`);
  await page.getByRole('tab', { name: 'Historial' }).click();
  const changes = page.getByRole('region', { name: 'Cambios' });
  await expect(changes.getByRole('row', { name: /Calendarios/ })).toContainText(`añadido: ${calendarName}`);
  await expect(changes.getByRole('row', { name: /Fecha/ }).first()).toContainText('19 de marzo de 2027');
  await expect(changes.getByRole('row', { name: /Forma de pago del fijo/ })).toContainText('Transferencia');
  for (const raw of ['calendars', '2027-03-19', 'Tranferencia', 'formaPagoFijo', '{', '[']) {
    await expect(changes).not.toContainText(raw);
  }

  await page.goto(`/en/event/${event.id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const english = page.getByRole('region', { name: 'Changes' });
  await expect(english.getByRole('row', { name: /Calendars/ })).toContainText(`added: ${calendarName}`);
  await expect(english.getByRole('row', { name: /Date/ }).first()).toContainText('19 March 2027');
  await expect(english.getByRole('row', { name: /Fixed fee payment/ })).toContainText('Bank transfer');
});
