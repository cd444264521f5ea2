import { expect, type Page } from '@playwright/test';
import { fillTime, pick, signInAsAdmin, test, timeParts } from './fixtures';

/** Creates an event for Rosalía Vega at Sala Apolo (both from the demo masters) and opens it. */
async function createEvent(page: Page, name: string): Promise<string> {
  await page.goto('/createevent');
  await page.getByRole('textbox', { name: 'Nombre del evento' }).fill(name);
  await pick(page, 'Artista', 'rosalia', 'Rosalía Vega');
  await pick(page, 'Sala', 'apolo', 'Sala Apolo');
  // typed as a Spanish screen writes a date
  await page.getByLabel('Fecha', { exact: true }).fill('20/05/2027');
  await fillTime(page, 'Hora de inicio', '21:30');
  await page.getByRole('button', { name: 'Crear evento' }).click();
  await expect(page.getByText(`Se ha creado «${name}»`)).toBeVisible();
  await page.waitForURL(/\/event\/\d+/);
  return new URL(page.url()).pathname;
}

/** Deletes the open event from its actions menu, confirming, and waits for the list. */
async function deleteOpenEvent(page: Page) {
  await page.getByRole('button', { name: 'Acciones', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page
    .getByRole('dialog', { name: '¿Eliminar el evento?' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await page.waitForURL(/:\d+\/$/);
}

const general = (page: Page) => page.getByRole('tabpanel', { name: 'Información general' });
const counterparty = (page: Page) => page.getByRole('tabpanel', { name: 'Datos de la contraparte' });

const summary = (page: Page) => page.getByRole('region', { name: 'Resumen del evento' });

// each test walks through several screens on a machine shared with other test runs
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('a new event shows the defaults, takes its artist and hall from the masters and opens in its editor', async ({
  page,
}) => {
  await page.goto('/createevent');
  await expect(page.getByRole('heading', { name: 'Nuevo evento' })).toBeVisible();
  // spec §3 and §9: phase Creación, aforo 0, sold on the official website
  await expect(page.getByRole('combobox', { name: 'Fase' })).toHaveValue('Creación');
  await expect(page.getByRole('textbox', { name: 'Aforo' })).toHaveValue('0');
  await expect(page.getByRole('textbox', { name: 'Canal 1' })).toHaveValue('Web oficial');
  await expect(page.getByRole('checkbox', { name: 'Vender en Web oficial' })).toBeChecked();

  // the artist is required; a name already used is refused on the field
  await page.getByRole('textbox', { name: 'Nombre del evento' }).fill('Rosalía Vega — Gira de Primavera');
  await expect(page.getByText('Ya existe un evento con ese nombre.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre del evento' }).fill('Rosalía Vega en Sala Apolo');
  await page.getByRole('button', { name: 'Crear evento' }).click();
  await expect(page.getByText('Elija o escriba el artista del evento')).toBeVisible();

  await pick(page, 'Artista', 'rosalia', 'Rosalía Vega');
  await pick(page, 'Sala', 'apolo', 'Sala Apolo');
  // the hall picked fills the place where nothing was typed
  await expect(page.getByRole('textbox', { name: 'Localidad' })).toHaveValue('Barcelona');
  await expect(page.getByRole('textbox', { name: 'Aforo' })).toHaveValue('1.600');
  const venue = page.getByRole('switch', { name: 'Existe recinto' });
  await expect(venue).toBeChecked();
  await venue.uncheck();
  await page.getByRole('button', { name: 'Crear evento' }).click();
  await expect(page.getByText('Con una sala elegida, el evento tiene recinto.')).toBeVisible();
  await venue.check();
  await page.getByRole('button', { name: 'Crear evento' }).click();

  await page.waitForURL(/\/event\/\d+/);
  const header = page.getByRole('heading', { level: 1, name: 'Rosalía Vega en Sala Apolo' });
  await expect(header).toBeVisible();
  await expect(summary(page).getByText('Borrador', { exact: true })).toBeVisible();
  await expect(summary(page).getByText('Creación', { exact: true })).toBeVisible();
  await expect(summary(page).getByText('Barcelona · Carrer Nou de la Rambla, 113')).toBeVisible();

  await page.getByRole('tab', { name: 'Datos de la contraparte' }).click();
  await expect(page).toHaveURL(/tab=counterparty/);
  const artist = counterparty(page).getByRole('form', { name: 'Artista' });
  await expect(artist.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Rosalía Vega');
  const hall = counterparty(page).getByRole('form', { name: 'Sala' });
  await expect(hall.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('Barcelona');

  // a party can be taken off the event, after a confirm; the artist cannot
  await expect(artist.getByRole('button', { name: 'Quitar del evento' })).toHaveCount(0);
  await hall.getByRole('button', { name: 'Quitar del evento' }).click();
  await page
    .getByRole('dialog', { name: '¿Quitar Sala?' })
    .getByRole('button', { name: 'Quitar del evento' })
    .click();
  await expect(page.getByText('Se ha quitado del evento: Sala')).toBeVisible();
  await expect(hall.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('');
  await expect(summary(page).getByText('Barcelona · Carrer Nou de la Rambla, 113')).toBeVisible();
});

test('general info and counterparty data are saved per tab and are there after a reload', async ({
  page,
}) => {
  const path = await createEvent(page, 'Concierto guardado por pestañas');

  const panel = general(page);
  await panel.getByLabel('Duración').fill('95');
  await panel.getByRole('button', { name: 'Añadir entrada' }).click();
  await panel.getByRole('textbox', { name: 'Precio de la entrada 1' }).fill('22,50');
  await panel.getByRole('textbox', { name: 'Descripción de la entrada 1' }).fill('Anticipada');
  await panel.getByRole('checkbox', { name: 'Por definir' }).first().check();
  await expect(page.getByRole('tab', { name: /Información general.*cambios sin guardar/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('Se han guardado los cambios de «Concierto guardado por pestañas»'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: /cambios sin guardar/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Datos de la contraparte' }).click();
  const promoter = counterparty(page).getByRole('form', { name: 'Promotor' });
  await pick(promoter, 'Copiar de los datos maestros', 'bolo', 'Bolo Producciones');
  await expect(promoter.getByRole('textbox', { name: 'CIF/NIF' })).toHaveValue('B12345674');
  await promoter.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se han guardado los datos de: Promotor')).toBeVisible();
  const artist = counterparty(page).getByRole('form', { name: 'Artista' });
  await artist.getByRole('textbox', { name: 'Teléfono' }).fill('600 111 222');
  // Ctrl+S saves the block being edited
  await artist.getByRole('textbox', { name: 'Teléfono' }).press('Control+s');
  await expect(page.getByText('Se han guardado los datos de: Artista')).toBeVisible();

  await page.goto(path);
  await expect(general(page).getByLabel('Duración')).toHaveValue('95 min');
  await expect(general(page).getByRole('textbox', { name: 'Precio de la entrada 1' })).toHaveValue('22,50 €');
  await expect(general(page).getByRole('textbox', { name: 'Descripción de la entrada 1' })).toHaveValue(
    'Anticipada',
  );
  await expect(timeParts(general(page), 'Hora de inicio').hours).toBeDisabled();
  await page.getByRole('tab', { name: 'Datos de la contraparte' }).click();
  await expect(
    counterparty(page).getByRole('form', { name: 'Artista' }).getByRole('textbox', { name: 'Teléfono' }),
  ).toHaveValue('600 111 222');
  await expect(
    counterparty(page)
      .getByRole('form', { name: 'Promotor' })
      .getByRole('textbox', { name: 'Nombre', exact: true }),
  ).toHaveValue('Bolo Producciones');
});

test('leaving an event with unsaved changes asks first: cancel stays with the changes, confirm leaves', async ({
  page,
}) => {
  const path = await createEvent(page, 'Concierto sin guardar');
  const name = general(page).getByRole('textbox', { name: 'Nombre del evento' });
  await name.fill('Concierto sin guardar (cambiado)');

  // switching tabs is not leaving
  await page.getByRole('tab', { name: 'Historial' }).click();
  await page.getByRole('tab', { name: /Información general/ }).click();
  await expect(page.getByRole('dialog', { name: '¿Salir sin guardar?' })).toBeHidden();

  await page.getByRole('button', { name: 'Ir al inicio' }).click();
  const prompt = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path}`));
  await expect(name).toHaveValue('Concierto sin guardar (cambiado)');

  await page.getByRole('button', { name: 'Ir al inicio' }).click();
  await prompt.getByRole('button', { name: 'Salir sin guardar' }).click();
  await page.waitForURL(/:\d+\/$/);
});

test('a save over a version someone else changed keeps what was typed and offers to reload', async ({
  page,
  context,
}) => {
  const path = await createEvent(page, 'Concierto a dos manos');
  const other = await context.newPage();
  await other.goto(path);
  await general(other).getByRole('textbox', { name: 'Escenario', exact: true }).fill('Escenario principal');
  await general(other).getByRole('button', { name: 'Guardar' }).click();
  await expect(other.getByText('Se han guardado los cambios')).toBeVisible();

  await general(page).getByRole('textbox', { name: 'Escenario', exact: true }).fill('Escenario pequeño');
  await general(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Otra persona ha cambiado este evento' }),
  ).toBeVisible();
  await expect(general(page).getByRole('textbox', { name: 'Escenario', exact: true })).toHaveValue(
    'Escenario pequeño',
  );

  await page.getByRole('button', { name: 'Recargar' }).click();
  await page
    .getByRole('dialog', { name: '¿Descartar lo escrito?' })
    .getByRole('button', { name: 'Recargar' })
    .click();
  await expect(general(page).getByRole('textbox', { name: 'Escenario', exact: true })).toHaveValue(
    'Escenario principal',
  );
});

test('the status changes only as allowed; a copy is made, deleted, undone, deleted again and restored', async ({
  page,
}) => {
  await createEvent(page, 'Concierto con acciones');
  // a change of status while general info is being typed does not make its save a conflict
  await general(page).getByRole('textbox', { name: 'Escenario', exact: true }).fill('Escenario B');
  await page.getByRole('button', { name: 'Acciones', exact: true }).click();
  // from Borrador the status machine offers Opción, Confirmado and Cancelado only
  await expect(page.getByRole('menuitem', { name: 'Realizado' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Opción' }).click();
  await expect(page.getByText('El evento ha pasado a Opción')).toBeVisible();
  await expect(summary(page).getByText('Opción', { exact: true })).toBeVisible();
  await expect(general(page).getByRole('textbox', { name: 'Escenario', exact: true })).toHaveValue(
    'Escenario B',
  );
  await general(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se han guardado los cambios de «Concierto con acciones»')).toBeVisible();

  await page.getByRole('button', { name: 'Acciones', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Duplicar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Concierto con acciones (copia)' })).toBeVisible();
  const copyPath = new URL(page.url()).pathname;
  // a copy is a new booking
  await expect(summary(page).getByText('Borrador', { exact: true })).toBeVisible();

  await deleteOpenEvent(page);
  await expect(page.getByText('Evento eliminado: «Concierto con acciones (copia)»')).toBeVisible();
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByText('Se ha restaurado «Concierto con acciones (copia)»')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Concierto con acciones (copia)' })).toBeVisible();

  await deleteOpenEvent(page);
  await page.goto(copyPath);
  await expect(page.getByRole('heading', { name: 'Este evento está eliminado' })).toBeVisible();
  await page.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Concierto con acciones (copia)' })).toBeVisible();
});

test('duplicate-with copies only the parts chosen, under the name given', async ({ page }) => {
  await createEvent(page, 'Concierto original');
  await page.getByRole('button', { name: 'Acciones', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Duplicar con…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicar el evento' });
  await dialog.getByRole('textbox', { name: 'Nombre de la copia' }).fill('Concierto original');
  await expect(dialog.getByText('Ya existe un evento con ese nombre.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nombre de la copia' }).fill('Concierto segunda fecha');
  await dialog.getByRole('checkbox', { name: 'Datos de la contraparte' }).uncheck();
  await dialog.getByRole('button', { name: 'Duplicar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Concierto segunda fecha' })).toBeVisible();
  await page.getByRole('tab', { name: 'Datos de la contraparte' }).click();
  await expect(
    counterparty(page)
      .getByRole('form', { name: 'Artista' })
      .getByRole('textbox', { name: 'Nombre', exact: true }),
  ).toHaveValue('');
});

test('the editor speaks English under /en', async ({ page }) => {
  const path = await createEvent(page, 'Concert in English');
  await page.goto(`/en${path}`);
  await expect(page.getByRole('tab', { name: 'General info' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Counterparty data' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hiring conditions' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Event name' })).toHaveValue('Concert in English');
  await expect(
    page.getByRole('region', { name: 'Event summary' }).getByText('Draft', { exact: true }),
  ).toBeVisible();
  await page.goto('/en/createevent');
  await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create event' })).toBeVisible();
});

test("dates are written in the page's language: dd/mm/aaaa in Spanish, mm/dd/yyyy in English", async ({
  page,
}) => {
  const path = await createEvent(page, 'Concierto con fecha');
  await expect(general(page).getByLabel('Fecha', { exact: true })).toHaveValue('20/05/2027');
  expect((await (await page.request.get(`/api/evento/${path.split('/').pop()}`)).json()).date).toBe(
    '2027-05-20',
  );
  await page.goto(`/en${path}`);
  await expect(
    page.getByRole('tabpanel', { name: 'General info' }).getByLabel('Date', { exact: true }),
  ).toHaveValue('05/20/2027');
});
