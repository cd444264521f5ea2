import { type Browser, expect } from '@playwright/test';
import { signInAsAdmin, signInAsNewColleague, test } from './fixtures';
import { logMark, newestEmailChangeLink } from './server-log';

const PASSWORD = 'colega-e2e-2026';

/** Whether a sign-in from elsewhere (no session) lets `email` in with the password. */
const signsIn = async (browser: Browser, email: string) => {
  const elsewhere = await browser.newContext();
  const answer = await elsewhere.request.post('/auth/login', { data: { email, password: PASSWORD } });
  await elsewhere.close();
  return answer.ok();
};

test('a new email in the profile takes effect only once its mailed link is opened; the old one works until then', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const oldEmail = `rita.${suffix}@bolo.test`;
  const newEmail = `rita.nueva.${suffix}@bolo.test`;
  const rita = await signInAsNewColleague(page, browser, {
    role: 'Contratación',
    email: oldEmail,
    password: PASSWORD,
    name: 'Rita',
  });

  await rita.goto('/user');
  const details = rita.getByRole('region', { name: 'Datos personales' });
  const mark = await logMark();
  const email = details.getByRole('textbox', { name: /^Email/ });
  await email.fill(newEmail);
  await details.getByLabel(/^Contraseña actual/).fill(PASSWORD);
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(rita.getByText(`Le hemos enviado un enlace a ${newEmail}`)).toBeVisible();
  await expect(email).toHaveValue(oldEmail);

  // until the link is opened, the old email is the account's
  expect(await signsIn(browser, oldEmail)).toBe(true);
  expect(await signsIn(browser, newEmail)).toBe(false);
  expect(await newestEmailChangeLink(oldEmail, 'cancel', mark)).toMatch(/^\/email\?cancel=/);

  await rita.goto(await newestEmailChangeLink(newEmail, 'confirm', mark));
  await rita.getByRole('button', { name: 'Confirmar el email nuevo' }).click();
  await expect(rita.getByRole('status')).toContainText('su cuenta usa ya el email nuevo');
  expect(await signsIn(browser, newEmail)).toBe(true);
  expect(await signsIn(browser, oldEmail)).toBe(false);
});
