import { type Browser, expect, type Page } from '@playwright/test';
import { e2eAdmin, test } from './fixtures';
import { logMark, newestSetPasswordLink, newestSmsCode } from './server-log';

/**
 * The accounts journey, in Spanish and in English: an administrator invites a user with two-factor on,
 * the user chooses a password from the mailed link, signs in, passes two-factor with the SMS code, is
 * refused the administration, and the administrator finds every step in the sign-in log; a common
 * password is refused, and a new email on the profile needs the current password.
 */
const texts = {
  es: {
    prefix: '',
    home: /:\d+\/(\?.*)?$/,
    email: 'Email',
    password: 'Contraseña',
    signIn: 'Entrar',
    newUser: 'Nuevo usuario',
    name: 'Nombre',
    lastName: 'Apellidos',
    phone: 'Teléfono',
    role: 'Rol',
    twoFactor: 'Verificación en dos pasos',
    create: 'Crear e invitar',
    created: 'Usuario creado. Invitación enviada a',
    choosePassword: 'Elija su contraseña',
    newPassword: 'Nueva contraseña',
    repeatPassword: 'Repita la contraseña',
    savePassword: 'Guardar contraseña',
    passwordSaved: 'Contraseña guardada. Ya puede iniciar sesión.',
    mismatch: 'Contraseña No Coincide',
    codeSent: 'Código enviado a',
    code: 'Código de verificación',
    verify: 'Verificar',
    wrongCode: 'El código proporcionado no es válido o ha expirado.',
    eventsTitle: 'Eventos',
    forbidden: 'Lo siento, no tiene permisos para ver esta sección',
    logsTab: 'Registro de accesos',
    logUser: 'Usuario',
    logLabels: [
      'Intento de inicio de sesión',
      'Contraseña correcta, falta el código',
      'Verificando el código de dos pasos',
      'Rechazado',
      'Acceso correcto',
    ],
    commonPassword: 'Esa contraseña es de las más usadas y fáciles de adivinar: elija otra.',
    details: 'Datos personales',
    currentPassword: 'Contraseña actual',
    required: 'Este campo es obligatorio',
    wrongPassword: 'La contraseña no es válida.',
    save: 'Guardar',
    emailPending: (address: string) => `Le hemos enviado un enlace a ${address}.`,
  },
  en: {
    prefix: '/en',
    home: /\/en(\?.*)?$/,
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    newUser: 'New user',
    name: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    role: 'Role',
    twoFactor: 'Two-step verification',
    create: 'Create and invite',
    created: 'User created. Invitation sent to',
    choosePassword: 'Choose your password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the password',
    savePassword: 'Save password',
    passwordSaved: 'Password saved. You can sign in now.',
    mismatch: 'Passwords do not match',
    codeSent: 'Code sent to',
    code: 'Verification code',
    verify: 'Verify',
    wrongCode: 'The code provided is not valid or has expired.',
    eventsTitle: 'Events',
    forbidden: 'Sorry, you do not have permission to see this section',
    logsTab: 'Sign-in log',
    logUser: 'User',
    logLabels: [
      'Sign-in attempt',
      'Password right, code pending',
      'Checking the two-step code',
      'Rejected',
      'Signed in',
    ],
    commonPassword: 'That password is among the most used and easiest to guess: choose another.',
    details: 'Personal details',
    currentPassword: 'Current password',
    required: 'This field is required',
    wrongPassword: 'The password is not valid.',
    save: 'Save',
    emailPending: (address: string) => `We sent a link to ${address}.`,
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

const PHONE = '+34 612 345 678';
const USER_PASSWORD = 'contrato-2026';

async function signIn(page: Page, tx: Texts, email: string, password: string) {
  await page.getByLabel(tx.email, { exact: true }).fill(email);
  await page.getByLabel(tx.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: tx.signIn, exact: true }).click();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

for (const [locale, tx] of Object.entries(texts)) {
  test(`[${locale}] an invited user sets a password, passes two-factor by SMS and shows in the sign-in log`, async ({
    page: admin,
    browser,
  }) => {
    const email = `contratacion.${locale}.${Date.now()}@bolo.test`;

    // the administrator invites the user
    await admin.goto(`${tx.prefix}/login`);
    await signIn(admin, tx, e2eAdmin.email, e2eAdmin.password);
    await expect(admin).toHaveURL(tx.home);
    await admin.goto(`${tx.prefix}/administrations`);
    await admin.getByRole('button', { name: tx.newUser }).click();
    // required fields show an asterisk in their label: find them by accessible name
    const drawer = admin.getByRole('dialog');
    await drawer.getByRole('textbox', { name: tx.email, exact: true }).fill(email);
    await drawer.getByRole('textbox', { name: tx.name, exact: true }).fill('Carla');
    await drawer
      .getByRole('textbox', { name: tx.lastName, exact: true })
      .fill(`Prueba ${locale.toUpperCase()}`);
    await drawer.getByRole('textbox', { name: tx.phone, exact: true }).fill(PHONE);
    await drawer.getByRole('combobox', { name: tx.role, exact: true }).click();
    await admin.getByRole('option', { name: 'Contratación', exact: true }).click();
    await drawer.getByRole('switch', { name: tx.twoFactor }).check();
    await drawer.getByRole('button', { name: tx.create }).click();
    await expect(admin.getByText(`${tx.created} ${email}`)).toBeVisible();
    await expect(admin.getByRole('cell', { name: email, exact: true })).toBeVisible();

    // the user opens the mailed link and chooses a password
    const link = await newestSetPasswordLink(email);
    const user = await newPage(browser);
    await user.goto(link);
    await expect(user.getByRole('heading', { name: tx.choosePassword })).toBeVisible();
    // one of the most common passwords is refused under the field, and the link still works
    await user.getByLabel(tx.newPassword, { exact: true }).fill('password123');
    await user.getByLabel(tx.repeatPassword, { exact: true }).fill('password123');
    await user.getByRole('button', { name: tx.savePassword }).click();
    await expect(user.getByText(tx.commonPassword)).toBeVisible();
    await user.getByLabel(tx.newPassword, { exact: true }).fill(USER_PASSWORD);
    await user.getByLabel(tx.repeatPassword, { exact: true }).fill(`${USER_PASSWORD}-x`);
    await user.getByRole('button', { name: tx.savePassword }).click();
    await expect(user.getByText(tx.mismatch, { exact: true })).toBeVisible();
    await user.getByLabel(tx.repeatPassword, { exact: true }).fill(USER_PASSWORD);
    await user.getByRole('button', { name: tx.savePassword }).click();
    await expect(user.getByText(tx.passwordSaved)).toBeVisible();
    await expect(user).toHaveURL(new RegExp(`${tx.prefix}/login$`));

    // signs in, lands on two-factor, where a code is sent on arrival
    const mark = await logMark();
    await signIn(user, tx, email, USER_PASSWORD);
    await expect(user).toHaveURL(new RegExp(`${tx.prefix}/twofactor$`));
    await expect(user.getByText(tx.codeSent)).toBeVisible();
    const code = await newestSmsCode(PHONE, mark);

    // a wrong code is explained under the field
    const codeInput = user.getByLabel(tx.code, { exact: true });
    await expect(codeInput).toBeFocused();
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    await codeInput.press('Enter');
    await expect(user.getByText(tx.wrongCode)).toBeVisible();

    await codeInput.fill(code);
    await user.getByRole('button', { name: tx.verify, exact: true }).click();
    await expect(user).toHaveURL(tx.home);
    await expect(user.getByRole('heading', { name: tx.eventsTitle, exact: true })).toBeVisible();
    await expect(user.getByRole('table')).toBeVisible();

    // the role has no access to the administration: refused, back home
    await user.goto(`${tx.prefix}/administrations`);
    await expect(user.getByText(tx.forbidden)).toBeVisible();
    await expect(user).toHaveURL(tx.home);
    await expect(user.getByRole('tab', { name: tx.logsTab })).toHaveCount(0);

    // the administrator finds each step in the sign-in log
    await admin.getByRole('tab', { name: tx.logsTab }).click();
    await admin.getByRole('combobox', { name: tx.logUser, exact: true }).fill(email);
    await admin.getByRole('option', { name: email, exact: true }).click();
    const table = admin.getByRole('table');
    await expect(table.getByRole('cell', { name: email, exact: true }).first()).toBeVisible();
    // each step in the page's language, never the stored LOGIN, SUCCESS …
    await expect(table.getByText('SUCCESS', { exact: true })).toHaveCount(0);
    for (const label of tx.logLabels) {
      await expect(table.getByText(label, { exact: true }).first()).toBeVisible();
    }

    // a new email on the profile needs the current password
    await user.goto(`${tx.prefix}/user`);
    const details = user.getByRole('region', { name: tx.details });
    await details.getByRole('textbox', { name: tx.email, exact: true }).fill(`nuevo.${email}`);
    const current = details.getByLabel(tx.currentPassword);
    const save = details.getByRole('button', { name: tx.save, exact: true });
    await save.click();
    await expect(details.getByText(tx.required)).toBeVisible();
    await current.fill('not-my-password');
    await save.click();
    await expect(details.getByText(tx.wrongPassword)).toBeVisible();
    await current.fill(USER_PASSWORD);
    await save.click();
    // the new address takes effect only once the link mailed to it is opened (email-change.spec)
    await expect(user.getByText(tx.emailPending(`nuevo.${email}`))).toBeVisible();
    await expect(current).toHaveCount(0);
    await expect(details.getByRole('textbox', { name: tx.email, exact: true })).toHaveValue(email);
    await user.context().close();
  });
}
