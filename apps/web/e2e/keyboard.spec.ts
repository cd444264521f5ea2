import { expect, type Page } from '@playwright/test';
import { call, e2eAdmin, test } from './fixtures';

/** What has the focus: its name, whether it lies in the side menu, its box, and its focus ring. */
const focused = (page: Page) =>
  // through the body: the e2e code is typed for Node, without the DOM's globals
  page.locator('body').evaluate((body) => {
    const element = body.ownerDocument.activeElement;
    const view = body.ownerDocument.defaultView;
    if (!element || element === body || !view) return null;
    // a radio drawn by its label (a segmented control) shows its focus on the label
    const drawn = element.getBoundingClientRect().width === 0 ? (element.labels?.[0] ?? element) : element;
    const box = drawn.getBoundingClientRect();
    const style = view.getComputedStyle(drawn);
    const label =
      element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent;
    return {
      name: String(label ?? '').trim(),
      tag: String(element.tagName),
      inMenu: element.closest('nav') !== null,
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      viewport: { width: view.innerWidth, height: view.innerHeight },
      ring: style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth),
    };
  });

/** The focus is on something a person sees: a box of some size inside the screen, with a ring of 2 px or more. */
async function expectVisibleFocus(page: Page) {
  const now = await focused(page);
  expect(now, 'something has the focus').not.toBeNull();
  if (!now) return;
  const { box, viewport } = now;
  const where = `${now.tag} «${now.name}»`;
  expect(box.width * box.height, `${where} has a size`).toBeGreaterThan(0);
  expect(box.x >= 0 && box.y >= 0, `${where} inside the screen`).toBe(true);
  expect(
    box.x + box.width <= viewport.width && box.y + box.height <= viewport.height,
    `${where} inside the screen`,
  ).toBe(true);
  expect(now.ring, `${where}'s focus ring`).toBeGreaterThanOrEqual(2);
  return now;
}

/** Presses `key` (Tab or Shift+Tab) until the focus is on `name`, each stop visible and none in the closed menu. */
async function tabTo(page: Page, name: string | RegExp, { key = 'Tab', menuOpen = false, most = 60 } = {}) {
  for (let stop = 0; stop < most; stop++) {
    await page.keyboard.press(key);
    const now = await expectVisibleFocus(page);
    if (!menuOpen) expect(now?.inMenu, `«${now?.name}» is in the closed side menu`).toBe(false);
    if (now && (typeof name === 'string' ? now.name === name : name.test(now.name))) return;
  }
  throw new Error(`${key} never reached «${name}»`);
}

test('keyboard only: sign in, find an event with Ctrl+K, save its general tab, back to the list', async ({
  page,
}) => {
  await page.goto('/login');
  // the email field has the focus on load; the password's "show" toggle is a stop of its own
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  const emailRing = await expectVisibleFocus(page);
  expect(emailRing?.tag).toBe('INPUT');
  await page.keyboard.type(e2eAdmin.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(e2eAdmin.password);
  await tabTo(page, 'Mostrar u ocultar la contraseña', { most: 1 });
  await tabTo(page, 'Entrar', { most: 1 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/:\d+\/$/);
  await expect(page.getByRole('textbox', { name: 'Buscar eventos' })).toBeVisible();

  const word = `teclado${Date.now().toString(36)}`;
  const name = `Concierto ${word}`;
  await call(
    page,
    'events.create',
    {
      name,
      eventType: 'Promotores',
      // tomorrow: the list opens on the next shows, and other tests of the worker add their own
      date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      artista: { name: 'Zahara' },
      sala: { name: 'Sala Apolo', city: 'Barcelona' },
    },
    'mutation',
  );

  // the skip link is the first stop, and leads past the header to the page's own content
  await tabTo(page, 'Saltar al contenido', { most: 1 });
  await page.keyboard.press('Enter');
  await tabTo(page, 'Buscar eventos', { most: 10 });

  // the palette opens from the keyboard and takes the focus; typing at once while it loads is
  // palette.spec.ts's test. In the whole suite this one's first Ctrl+K went unheard three times: the
  // shortcut lived with the header's buttons, which render after the page; the shell holds it now
  await page.keyboard.press('Control+K');
  const paletteBox = page.getByRole('textbox', { name: /Busca eventos/ });
  await expect(paletteBox).toBeFocused();
  await page.keyboard.type(word);
  await expect(paletteBox).toHaveValue(word);
  await expect(page.getByRole('button', { name: new RegExp(name) })).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/event\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await tabTo(page, /^Nombre del evento/);
  // Tab selects the field's text: typing replaces it; Enter saves the tab's form
  await page.keyboard.type(`${name} bis`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Se han guardado los cambios de «${name} bis»`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${name} bis` })).toBeVisible();

  // back up to the menu's button, open the menu, and its first link leads to the list
  await tabTo(page, 'Abrir o cerrar el menú', { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  // the menu slides in (0.2 s): a stop reached before it is in place is checked once it is
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Eventos' })).toBeInViewport({
    ratio: 1,
  });
  await tabTo(page, 'Eventos', { menuOpen: true, most: 10 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/:\d+\/$/);
  await expect(page.getByRole('cell', { name: `${name} bis` })).toBeVisible();
  // Escape closes the menu and hands the focus back to its button; its links leave the Tab order
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Abrir o cerrar el menú' })).toBeFocused();
  await tabTo(page, 'Buscar eventos', { most: 10 });
});
