import { expect } from '@playwright/test';
import { signInAsAdmin, test } from './fixtures';

test('an address that is no page answers 404 and draws the not-found page, in each language', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const unknown = await page.goto('/no-existe');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByText('No se ha encontrado esta página.')).toBeVisible();

  const inEnglish = await page.goto('/en/nothing');
  expect(inEnglish?.status()).toBe(404);
  await expect(page.getByText('Check the address, or go back to the home page.')).toBeVisible();

  // a page with any value in its dynamic segment is a page: the app decides what it shows
  for (const path of ['/calendar', '/en/calendar', '/event/999999', '/en/template/abc'])
    expect((await page.request.get(path)).status(), path).toBe(200);
});

test('unknown API paths keep answering JSON 404 with a catalogue code', async ({ request }) => {
  for (const path of ['/api/no-existe', '/trpc/no.existe']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toContain('application/json');
  }
  expect((await (await request.get('/api/no-existe')).json()).code).toBe('not_found');
});

test('the first paint of an English page says lang="en", a Spanish one lang="es"', async ({ request }) => {
  const langOf = async (path: string) =>
    /<html lang="(\w+)"/.exec(await (await request.get(path)).text())?.[1];
  expect(await langOf('/en/login')).toBe('en');
  expect(await langOf('/en')).toBe('en');
  expect(await langOf('/login')).toBe('es');
  expect(await langOf('/enlace-roto')).toBe('es');
});
