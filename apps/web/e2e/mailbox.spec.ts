import { expect } from '@playwright/test';
import { e2eAdmin, signInAsAdmin, test } from './fixtures';

test('the administrator reads in the mailbox the password link Bolo mailed', async ({ page }) => {
  // the e2e server has no SMTP: the mail is delivered to the local mailbox
  const asked = await page.request.post('/auth/rememberPassword', { data: { email: e2eAdmin.email } });
  expect(asked.ok()).toBe(true);

  await signInAsAdmin(page);
  // the header warns the administrator that mail reaches nobody, and opens the mailbox
  await page.getByRole('button', { name: 'El correo no sale' }).click();
  await expect(page.getByText('No hay ningún servidor de correo (SMTP_URL) configurado')).toBeVisible();
  await page.getByRole('link', { name: 'Abrir el buzón' }).click();
  await expect(page).toHaveURL(/\/administrations\?tab=mail$/);
  await expect(page.getByRole('tab', { name: 'Correo' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row').filter({ hasText: 'Bolo: restablecer la contraseña' }).first();
  await expect(row).toContainText(e2eAdmin.email);
  await expect(row).toContainText('Restablecer contraseña');
  await expect(row).toContainText('En el buzón local');

  // the keyboard opens it as well as a click: the subject is a button
  await row.getByRole('button', { name: 'Abrir el correo «Bolo: restablecer la contraseña»' }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Correo' });
  await expect(drawer).toContainText(e2eAdmin.email);
  await expect(drawer.getByRole('button', { name: 'Reintentar ahora' })).toHaveCount(0);
  const body = drawer.frameLocator('iframe[title="Contenido del correo"]');
  await expect(body.getByText(/\/login\?setPassword=[a-z2-7]+/)).toBeVisible();
  await expect(drawer.locator('iframe')).toHaveAttribute('sandbox', '');
  await page.keyboard.press('Escape');

  await page.getByText('Fallido', { exact: true }).click();
  await expect(page.getByText('No hay correos en este estado')).toBeVisible();
});
