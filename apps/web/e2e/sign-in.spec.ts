import { eventTypes } from '@bolo/db/schema';
import { expect, type Page } from '@playwright/test';
import { en as enCommon } from '../src/i18n/en';
import { enFeatures } from '../src/i18n/en.features';
import { es as esCommon, type MessageKey, type Messages } from '../src/i18n/es';
import { esFeatures } from '../src/i18n/es.features';
import { e2eAdmin, test } from './fixtures';

async function signIn(page: Page, password = e2eAdmin.password) {
  await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('a visitor is sent to /login, signs in, sees the event list and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  // The demo events come from the API: names of the seeded tours show in the table.
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Gira de Primavera/ }).first()).toBeVisible();
  await expect(page.getByText('Fondo Europeo de Desarrollo Regional')).toBeVisible();

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sessión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the login form explains what is wrong in Spanish', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('no-es-un-email');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('No es un Email válido')).toBeVisible();

  await signIn(page, 'wrong-password');
  await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('/en/login is in English and signing in stays in English', async ({ page }) => {
  await page.goto('/en/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('button', { name: /^Name/ })).toBeVisible();
});

test('an unknown page shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

/** Records every text the page shows from now on, to find a message key shown instead of its text. */
async function recordTexts(page: Page) {
  const body = page.locator('body');
  await body.evaluate((element) => {
    const seen = new Set<string>();
    const record = () => {
      const texts = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
      while (texts.nextNode()) seen.add(texts.currentNode.nodeValue ?? '');
    };
    const view = element.ownerDocument.defaultView;
    if (!view) throw new Error('the page has no window');
    Object.assign(view, { seenTexts: seen });
    new view.MutationObserver(record).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return async () =>
    (
      await body.evaluate((element) => [
        ...(element.ownerDocument.defaultView as unknown as { seenTexts: Set<string> }).seenTexts,
      ])
    ).join('\n');
}
/** Every message of each language, both parts (src/i18n/index.ts). */
const es: Messages = { ...esCommon, ...esFeatures };
const en: Messages = { ...enCommon, ...enFeatures };

/** The message keys `text` holds: a key shown where its message should be. */
const keysIn = (text: string) => (Object.keys(es) as MessageKey[]).filter((key) => text.includes(key));

/** Every text an English page may show by its messages ("Español" names the switch's other language). */
const englishTexts = new Set<string>(Object.values(en));

/**
 * The Spanish messages that read differently in English: none of them belongs on an English page,
 * but for the names of the event types (data, shown as the spec names them in both languages) and
 * a text some English message shows too (the language select's "Español").
 */
const spanishOnly = new Set(
  (Object.keys(es) as MessageKey[])
    .filter((key) => es[key] !== en[key])
    .map((key) => es[key])
    .filter((text) => !(eventTypes as readonly string[]).includes(text) && !englishTexts.has(text)),
);

/** The texts the page shows now that are a Spanish message, whole. */
const spanishShown = async (page: Page) =>
  (
    await page.locator('body').evaluate((element) => {
      const texts: string[] = [];
      const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
      while (walker.nextNode()) texts.push((walker.currentNode.nodeValue ?? '').trim());
      return texts;
    })
  ).filter((text) => spanishOnly.has(text));

test('the language switch changes the page in one go, there and back, without showing a message key', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  let shown = await recordTexts(page);
  await page.getByText('English', { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('European Regional Development Fund')).toBeVisible();
  expect(keysIn(await shown())).toEqual([]);
  expect(await spanishShown(page)).toEqual([]);

  await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /^Name/ })).toBeVisible();
  expect(await spanishShown(page)).toEqual([]);
  shown = await recordTexts(page);
  await page.getByText('Español', { exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Nombre/ })).toBeVisible();
  await expect(page.getByText('Fondo Europeo de Desarrollo Regional')).toBeVisible();
  expect(keysIn(await shown())).toEqual([]);
});
