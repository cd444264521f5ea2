import { expect, type Page } from '@playwright/test';
import { call, signInAsAdmin, test } from './fixtures';

/** The bell's name says the unread count: "Notificaciones: 2 sin leer", or just "Notificaciones". */
const bell = (page: Page) => page.getByTestId('notification-bell');
const unreadOf = async (page: Page) =>
  Number(/(\d+) sin leer/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

/** An event whose artist contract is saved and shared; answers the event and the link anyone can open. */
async function sharedContract(page: Page, name: string) {
  const event = await call<{ id: number }>(
    page,
    'events.create',
    { name, eventType: 'Promotores', artista: { name: 'Anni B Sweet' } },
    'mutation',
  );
  await call(
    page,
    'eventContracts.save',
    { eventId: event.id, subType: 'artista', body: '<p>Contrato</p>' },
    'mutation',
  );
  const shared = await call<{ linkShare: { url: string } }>(
    page,
    'eventContracts.shareLink',
    { eventId: event.id, subType: 'artista' },
    'mutation',
  );
  return { eventId: event.id, url: new URL(shared.linkShare.url).pathname };
}

test('a notification caused in one window shows in the bell of another without a reload, and is read on /notifications', async ({
  browser,
}) => {
  const office = await browser.newContext();
  const watcher = await office.newPage();
  await signInAsAdmin(watcher);
  // the count already there (earlier tests leave unread ones) is read once the bell has it
  await expect(bell(watcher)).toHaveAttribute('aria-busy', 'false');
  const before = await unreadOf(watcher);

  const other = await browser.newContext();
  const actor = await other.newPage();
  await signInAsAdmin(actor);
  const name = `Concierto con aviso ${Date.now()}`;
  const { eventId, url } = await sharedContract(actor, name);
  // a visitor opens the link: no session at all
  const visitor = await browser.newContext();
  expect((await visitor.request.get(url)).status()).toBe(200);

  await expect(bell(watcher)).toHaveAttribute('aria-label', `Notificaciones: ${before + 1} sin leer`);

  await bell(watcher).click();
  const text = `Se ha abierto el enlace del contrato de artista de ${name}`;
  await expect(watcher.getByRole('menuitem', { name: text })).toBeVisible();
  await watcher.getByRole('menuitem', { name: 'Ver todas' }).click();
  await expect(watcher).toHaveURL(/\/notifications$/);
  const row = watcher.getByRole('row').filter({ hasText: text });
  await expect(row.getByText('Sin leer')).toBeVisible();
  await expect(row.getByRole('link', { name: `Abrir ${name}` })).toHaveAttribute(
    'href',
    `/event/${eventId}?tab=contracts`,
  );

  await watcher.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(bell(watcher)).toHaveAttribute('aria-label', 'Notificaciones');
  await expect(row.getByText('Sin leer')).toHaveCount(0);
  await watcher.getByRole('radiogroup', { name: 'Mostrar' }).getByText('Sin leer').click();
  await expect(watcher.getByText('No hay notificaciones sin leer')).toBeVisible();

  await call(actor, 'events.delete', { id: eventId }, 'mutation');
  await Promise.all([office.close(), other.close(), visitor.close()]);
});
