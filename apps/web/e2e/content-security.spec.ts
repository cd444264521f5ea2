import { expect } from '@playwright/test';
import { isCspViolation, signInAsAdmin, test } from './fixtures';

test('the app is served under a strict Content-Security-Policy with a fresh style nonce per page', async ({
  page,
}) => {
  const first = await page.request.get('/login');
  const second = await page.request.get('/login');
  const policy = first.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  const styleSrc = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(styleSrc).not.toContain('unsafe-inline');
  const nonce = /'nonce-([^']+)'/.exec(styleSrc)?.[1] ?? '';
  expect(nonce).not.toBe('');
  expect(await first.text()).toContain(`nonce="${nonce}"`);
  expect(second.headers()['content-security-policy']).not.toContain(nonce);
});

test('the main pages run without a Content-Security-Policy violation', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('table')).toBeVisible();
  for (const path of [
    '/calendar',
    '/masterdata',
    '/templates',
    '/administrations',
    '/notifications',
    '/user',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/createtemplate');
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Texto centrado');
  await page.getByRole('button', { name: 'Centrar' }).click();
  await expect(editor.locator('p[style*="center"]')).toBeVisible();
  // the pages the server writes itself: a contract link and a counterparty link that do not open
  await page.goto('/c/esto-no-es-un-enlace');
  await expect(page.getByRole('heading', { name: 'Este enlace no es válido' })).toBeVisible();
  await page.goto('/altainfo/esto-no-es-un-enlace');
  await page.waitForLoadState('networkidle');
});

test.describe('a policy that refuses', () => {
  test.use({ cspViolationsExpected: true });

  test('a style the page did not bring is refused and reported, so the checks can fail', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/login');
    // (a string: the e2e code is typed for Node, without the DOM's names)
    const applied = await page.evaluate(`(() => {
      const style = document.createElement('style');
      style.textContent = 'body { color: rgb(1, 2, 3); }';
      document.head.append(style);
      return getComputedStyle(document.body).color;
    })()`);
    expect(applied).not.toBe('rgb(1, 2, 3)');
    // both ways the checks hear of it: the browser's log and the page's event
    await expect.poll(() => cspViolations.filter(isCspViolation).length).toBeGreaterThan(0);
    await expect
      .poll(() => cspViolations.filter((text) => text.startsWith('style-src')).length)
      .toBeGreaterThan(0);
  });
});
