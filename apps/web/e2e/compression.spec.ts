import { expect, type Response } from '@playwright/test';
import { test } from './fixtures';

test('the sign-in page’s scripts and styles reach the browser as brotli, and the page works', async ({
  page,
}) => {
  const assets: Response[] = [];
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.(js|css)$/.test(new URL(response.url()).pathname)) assets.push(response);
  });
  await page.goto('/login');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  const encodings = await Promise.all(
    assets.map(async (response) => {
      const headers = await response.allHeaders();
      return `${new URL(response.url()).pathname}: ${headers['content-encoding']} (${headers.vary})`;
    }),
  );
  for (const encoding of encodings) expect(encoding).toMatch(/: br \(accept-encoding\)$/);
});
