import type { Page } from '@playwright/test';

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
