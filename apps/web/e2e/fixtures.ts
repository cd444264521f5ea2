import { expect, type Page } from '@playwright/test';

/** The administrator the end-to-end server is started with. */
export const e2eAdmin = { email: 'admin@bolo.test', password: 'e2e-password' };

/** Signs the administrator in through the (Spanish) login page and waits for the event list. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/:\d+\/$/);
}

/** A tRPC call as the signed-in page makes it (superjson bodies), for what a test sets up. */
export async function call<T>(
  page: Page,
  procedure: string,
  input: unknown,
  kind: 'query' | 'mutation',
): Promise<T> {
  const url = `/trpc/${procedure}`;
  const response =
    kind === 'query'
      ? await page.request.get(`${url}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)
      : await page.request.post(url, { data: { json: input } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).result.data.json as T;
}
