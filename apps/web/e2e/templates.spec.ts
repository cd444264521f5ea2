import { expect, type Page } from '@playwright/test';
import { call, signInAsAdmin, test } from './fixtures';

const editor = (page: Page) => page.locator('.ProseMirror');
const preview = (page: Page) => page.frameLocator('iframe[title="Vista previa del cuerpo"]');

/** Finds a variable in the picker by `search` and inserts it with its button. */
async function insertVariable(page: Page, search: string, label: string) {
  await page.getByRole('textbox', { name: 'Buscar variables' }).fill(search);
  await page.getByRole('button', { name: `Insertar ${label}`, exact: true }).click();
}

/** The body the server keeps for the template of the open editor. */
async function savedBody(page: Page): Promise<string> {
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  return (await call<{ body: string }>(page, 'templates.find', { id }, 'query')).body;
}

// each test walks through several screens on a machine shared with other test runs
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('a confirmation email written with the picker is saved, listed, reopened with its chips and previewed for an event', async ({
  page,
}) => {
  const eventName = `Lola Índigo en Apolo ${Date.now()}`;
  await call(
    page,
    'events.create',
    {
      name: eventName,
      eventType: 'Promotores',
      date: '2027-06-12',
      artista: { name: 'Lola Índigo', nameSignatory: 'Miriam Doblas' },
      sala: { name: 'Sala Apolo', city: 'Barcelona' },
    },
    'mutation',
  );

  // a new office starts with the starter set: a master confirmation per party, and one more is written
  await page.goto('/templates?type=email&subType=confirmacion');
  await expect(page.getByRole('row', { name: /^Confirmación · Artista Maestra/ })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva plantilla' }).click();
  await expect(page).toHaveURL(/\/createtemplate/);
  await expect(page.getByRole('heading', { name: 'Nueva plantilla' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Nombre' }).fill('Confirmación estándar');
  await expect(page.getByRole('combobox', { name: 'Tipo', exact: true })).toHaveValue('Email');
  await expect(page.getByRole('combobox', { name: 'Departamento' })).toHaveValue('Confirmación');

  // in the subject the picker writes the placeholder where the caret is
  const subject = page.getByRole('textbox', { name: 'Asunto' });
  await subject.fill('Confirmación: ');
  await insertVariable(page, 'nombre del evento', 'Información general · Nombre del evento');
  await expect(subject).toHaveValue('Confirmación: {{infoGeneral.name}}');

  // in the body it inserts chips, from three groups, between what is typed
  await editor(page).click();
  await page.keyboard.type('Hola ');
  await insertVariable(page, 'firmante', 'Artista · Nombre del firmante');
  await page.keyboard.type(', nos vemos el ');
  await insertVariable(page, 'fecha', 'Información general · Fecha');
  await page.keyboard.type(' en ');
  await insertVariable(page, 'sala', 'Sala · Nombre');
  await page.keyboard.type('.');
  const chips = editor(page).locator('[data-chip]');
  await expect(chips).toHaveText([
    'Artista · Nombre del firmante',
    'Información general · Fecha',
    'Sala · Nombre',
  ]);
  await expect(page.getByText('La plantilla es correcta.')).toBeVisible();

  await page.getByRole('button', { name: 'Crear plantilla' }).click();
  await expect(page.getByText('Se ha creado «Confirmación estándar»')).toBeVisible();
  await expect(page).toHaveURL(/\/template\/\d+$/);
  expect(await savedBody(page)).toBe(
    '<p>Hola {{artista.nameSignatory}}, nos vemos el {{fecha infoGeneral.date}} en {{sala.name}}.</p>',
  );

  // the list shows it by its kind; opened again, its variables are chips again
  await page.goto('/templates?type=email&subType=confirmacion');
  const row = page.getByRole('row', { name: /Confirmación estándar/ });
  await expect(row).toContainText('Email');
  await expect(row).toContainText('Confirmación: {{infoGeneral.name}}');
  await row.click();
  await expect(page.getByRole('heading', { name: 'Confirmación estándar' })).toBeVisible();
  await expect(chips).toHaveCount(3);
  await expect(chips.nth(1)).toHaveText('Información general · Fecha');
  await expect(page.getByText('Hay cambios sin guardar.')).toHaveCount(0);

  // the preview renders it for the event chosen, in a frame of its own
  await page.getByRole('tab', { name: 'Vista previa' }).click();
  await expect(
    page.getByText('Sin evento, la vista previa usa los datos de ejemplo del catálogo.'),
  ).toBeVisible();
  await expect(
    preview(page).getByText('Hola María Zahara, nos vemos el 12 de junio de 2026 en La Riviera.'),
  ).toBeVisible();
  const event = page.getByRole('combobox', { name: 'Evento' });
  await event.click();
  await event.fill('Lola Índigo en Apolo');
  await page.getByRole('option', { name: new RegExp(eventName) }).click();
  await expect(
    preview(page).getByText('Hola Miriam Doblas, nos vemos el 12 de junio de 2027 en Sala Apolo.'),
  ).toBeVisible();
  await expect(page.getByText(`Asunto: Confirmación: ${eventName}`)).toBeVisible();
});

test('a template that does not compile shows where and why as it is typed, and its save is refused', async ({
  page,
}) => {
  await page.goto('/createtemplate');
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Plantilla rota');
  await editor(page).click();
  await page.keyboard.type('Si {{#if x}} hay algo');
  const check = page.getByRole('alert').filter({ hasText: 'Cuerpo, línea 1' });
  await expect(check).toContainText('falta cerrar el bloque «#if» abierto aquí: ciérrelo con {{/if}}');

  await page.getByRole('button', { name: 'Crear plantilla' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'La plantilla no es válida (cuerpo, línea 1)' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/createtemplate$/);

  // what was typed is not lost by leaving without a word
  await page.getByRole('button', { name: 'Ir al inicio' }).click();
  const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(leave).toContainText('Hay cambios sin guardar en esta plantilla.');
  await leave.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/createtemplate$/);
  await expect(editor(page)).toContainText('Si {{#if x}} hay algo');

  // closing the block answers that refusal: the live check moves on to what is left (`x` is no
  // variable) and the past save's refusal is no longer shown beside it
  await editor(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' {{/if}}');
  await expect(check).toContainText('la variable «x» no existe');
  await expect(page.getByText('falta cerrar el bloque')).toHaveCount(0);
  await expect(page.getByText('La plantilla no es válida')).toHaveCount(0);
});

test('from the list a template is made the master of its kind, duplicated and deleted after a confirmation', async ({
  page,
}) => {
  const production = {
    type: 'email',
    subType: 'produccion',
    subject: 'Producción',
    body: '<p>{{produccion.showStart}}</p>',
  };
  await call(
    page,
    'templates.create',
    { ...production, name: 'Producción estándar', master: true },
    'mutation',
  );
  await call(page, 'templates.create', { ...production, name: 'Producción festivales' }, 'mutation');
  await page.goto('/templates?type=email&subType=produccion');
  await expect(page.getByRole('combobox', { name: 'Departamento' })).toHaveValue('Producción');
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  const menu = (name: string) => page.getByRole('button', { name: `Acciones de ${name}`, exact: true });
  await expect(row('Producción estándar')).toContainText('Maestra');

  // one master a kind: the one it replaces is named before it loses the mark
  await menu('Producción festivales').click();
  await page.getByRole('menuitem', { name: 'Hacer maestra' }).click();
  const swap = page.getByRole('dialog', { name: '¿Cambiar la plantilla maestra?' });
  await expect(swap).toContainText('«Producción estándar» es ahora la maestra de Email · Producción');
  await swap.getByRole('button', { name: 'Hacer maestra' }).click();
  await expect(
    page.getByText('«Producción festivales» es ahora la plantilla maestra de Email · Producción'),
  ).toBeVisible();
  await expect(row('Producción festivales')).toContainText('Maestra');
  await expect(row('Producción estándar')).not.toContainText('Maestra');

  await menu('Producción estándar').click();
  await page.getByRole('menuitem', { name: 'Duplicar' }).click();
  await expect(page.getByRole('heading', { name: 'Producción estándar (copia)' })).toBeVisible();
  await expect(editor(page).locator('[data-chip]')).toHaveText(['Producción · Inicio del concierto']);

  await page.goto('/templates?type=email&subType=produccion');
  await menu('Producción estándar (copia)').click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar la plantilla?' });
  await expect(confirm).toContainText('Se eliminará «Producción estándar (copia)»');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Se ha eliminado «Producción estándar (copia)»')).toBeVisible();
  await expect(row('Producción estándar (copia)')).toHaveCount(0);
  await expect(row('Producción estándar')).toBeVisible();
});
