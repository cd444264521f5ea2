import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page } from '@playwright/test';
import { appHeaders, call, signInAsAdmin, test } from './fixtures';

/** The drawer (or modal) whose title is `name`. */
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openMasterData(page: Page, search = '') {
  await signInAsAdmin(page);
  await page.goto(`/masterdata${search}`);
}

test('an artist is created with its confirmation emails, found without accents, edited, refused as a duplicate and deleted', async ({
  page,
}) => {
  await openMasterData(page);
  await page.getByRole('button', { name: 'Nuevo artista' }).click();
  const create = dialog(page, 'Nuevo artista');
  await expect(create.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused();
  await create.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Rosalía Vila');
  const confirmations = create.getByLabel('Emails de confirmación');
  for (const address of ['booking@rosalia.test', 'tour@rosalia.test', 'no-es-un-email']) {
    await confirmations.fill(address);
    await confirmations.press('Enter');
  }
  await create.getByRole('button', { name: 'Crear' }).click();
  await expect(create.getByText('No es un Email válido: no-es-un-email')).toBeVisible();

  // the bad address is the last one: Backspace in the empty box removes it
  await confirmations.press('Backspace');
  await expect(create.getByText('No es un Email válido')).toBeHidden();
  await create.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Se ha creado «Rosalía Vila»')).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByLabel('Buscar en Artistas').fill('rosalia vi');
  const row = page.getByRole('row', { name: /Rosalía Vila/ });
  await expect(row).toContainText('booking@rosalia.test, tour@rosalia.test');
  await expect(page.getByRole('row')).toHaveCount(2);
  // every name on the Spanish screen is Spanish: no table control named "Toggle column"
  await expect(page.getByRole('img', { name: 'Toggle column' })).toHaveCount(0);

  await row.click();
  const edit = dialog(page, 'Editar artista');
  await expect(edit.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  // the tax residence is picked by the country's name; a new artist is resident in Spain
  const residence = edit.getByRole('combobox', { name: 'Residencia fiscal' });
  await expect(residence).toHaveValue('España');
  await residence.fill('Franc');
  await page.getByRole('option', { name: 'Francia' }).click();
  await edit.getByLabel('Teléfono').fill('600 111 222');
  await edit.getByLabel('Teléfono').press('Enter');
  await expect(page.getByText('Se han guardado los cambios de «Rosalía Vila»')).toBeVisible();
  await expect(row).toContainText('600 111 222');
  await row.click();
  await expect(residence).toHaveValue('Francia');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: 'Nuevo artista' }).click();
  const duplicate = dialog(page, 'Nuevo artista');
  await duplicate.getByRole('textbox', { name: 'Nombre', exact: true }).fill('ROSALIA vila');
  await expect(duplicate.getByText('Ya existe un artista con ese nombre.')).toBeVisible();
  await duplicate.getByRole('button', { name: 'Crear' }).click();
  await expect(duplicate.getByText('Ya existe un artista con ese nombre.')).toBeVisible();
  // closing a form with changes asks first
  await duplicate.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Descartar cambios' }).click();
  await expect(duplicate).toBeHidden();

  await page.getByRole('button', { name: 'Acciones de Rosalía Vila' }).click();
  await page.getByRole('menuitem', { name: 'Borrar' }).click();
  await expect(page.getByText('¿Borrar «Rosalía Vila»? No se puede deshacer.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByText('Se ha borrado «Rosalía Vila»')).toBeVisible();
  await expect(page.getByText('Nada coincide con «rosalia vi»')).toBeVisible();
});

async function editHall(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openMasterData(page, '?tab=hall');
  await page.getByRole('row', { name: new RegExp(name) }).click();
  return { context, page, drawer: dialog(page, 'Editar sala') };
}

test('two people save the same hall: the second keeps what it typed, is told, and reloads', async ({
  browser,
  page,
}) => {
  await openMasterData(page, '?tab=hall');
  await page.getByRole('button', { name: 'Nueva sala' }).click();
  await dialog(page, 'Nueva sala').getByRole('textbox', { name: 'Nombre', exact: true }).fill('Sala Caracol');
  await dialog(page, 'Nueva sala').getByLabel('Ciudad').fill('Barcelona');
  await dialog(page, 'Nueva sala').getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Se ha creado «Sala Caracol»')).toBeVisible();

  const first = await editHall(browser, 'Sala Caracol');
  const second = await editHall(browser, 'Sala Caracol');

  await first.drawer.getByLabel('Aforo').fill('1500');
  await first.drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(first.page.getByText('Se han guardado los cambios de «Sala Caracol»')).toBeVisible();

  await second.drawer.getByLabel('Ciudad').fill('Badalona');
  await second.drawer.getByRole('button', { name: 'Guardar' }).click();
  const conflict = second.drawer.getByRole('alert');
  await expect(conflict).toContainText('Otra persona ha modificado estos datos');
  await expect(second.drawer.getByLabel('Ciudad')).toHaveValue('Badalona');

  await conflict.getByRole('button', { name: 'Recargar' }).click();
  await expect(second.drawer.getByLabel('Aforo')).toHaveValue('1500');
  await expect(second.drawer.getByLabel('Ciudad')).toHaveValue('Barcelona');
  await second.drawer.getByLabel('Ciudad').fill('Badalona');
  await second.drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(second.page.getByText('Se han guardado los cambios de «Sala Caracol»')).toBeVisible();
  await expect(second.page.getByRole('row', { name: /Sala Caracol/ })).toContainText('1500');

  await Promise.all([first.context.close(), second.context.close()]);
});

test('a CSV file with a stray quote is refused whole at its line, and one saved by Spanish Excel imports with its accents', async ({
  page,
}) => {
  await openMasterData(page, '?tab=artist');
  const suffix = Date.now().toString(36);
  const choose = async (name: string, buffer: Buffer) => {
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const importing = dialog(page, 'Importar Artistas desde CSV');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      importing.getByRole('button', { name: 'Fichero CSV' }).click(),
    ]);
    await chooser.setFiles({ name, mimeType: 'text/csv', buffer });
    return importing;
  };
  const broken = await choose(
    'artistas.csv',
    Buffer.from(
      ['name;cif', `Uno ${suffix};`, `"Dos Roto ${suffix};`, `Tres ${suffix};`, `Cuatro ${suffix};`].join(
        '\n',
      ),
    ),
  );
  await expect(broken.getByRole('alert')).toContainText('No se importa nada de «artistas.csv»: la línea 3');
  await expect(broken.getByRole('button', { name: 'Importar las filas listas (0)' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.getByLabel('Buscar en Artistas').fill(suffix);
  await expect(page.getByText(`Uno ${suffix}`)).toHaveCount(0);

  // "Corazón Añejo" as Excel in Spanish writes it: Windows-1252, ó = 0xF3, ñ = 0xF1
  const latin1 = Buffer.from(`name;cif\nCorazón Añejo ${suffix};\n`, 'latin1');
  const excel = await choose('excel.csv', latin1);
  await expect(excel.getByText('se ha leído como Windows-1252')).toBeVisible();
  await expect(excel.getByText(`Corazón Añejo ${suffix}`)).toBeVisible();
  await excel.getByRole('button', { name: 'Importar las filas listas (1)' }).click();
  await expect(page.getByText('Filas importadas: 1')).toBeVisible();
  await excel.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Corazón Añejo ${suffix}`) })).toBeVisible();
});

test('promoters come in from a CSV file whose refused rows are shown with the reason, and go out again', async ({
  page,
}) => {
  await openMasterData(page, '?tab=promoter');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const importing = dialog(page, 'Importar Promotores desde CSV');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    importing.getByRole('button', { name: 'Fichero CSV' }).click(),
  ]);
  await chooser.setFiles({
    name: 'promotores.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'name;cif;email;emailConfirmacion;notas',
        'Live Nation España;B12345674;info@livenation.test;a@livenation.test, b@livenation.test;x',
        'Promociones Sur;;no-es-un-email;;',
        'LIVE NATION ESPAÑA;;;;',
      ].join('\n'),
    ),
  });
  await expect(importing.getByText('Columnas que no se importan: notas')).toBeVisible();
  await expect(importing.getByText('Listas para importar: 1. Se rechazarán: 2.')).toBeVisible();
  await expect(importing.getByText('Email: No es un Email válido')).toBeVisible();
  await expect(importing.getByText('Nombre: Repetido en el fichero (fila 1)')).toBeVisible();
  await importing.getByRole('button', { name: 'Importar las filas listas (1)' }).click();
  await expect(page.getByText('Filas importadas: 1')).toBeVisible();
  await importing.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(page.getByRole('row', { name: /Live Nation España/ })).toContainText('B12345674');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFid;name;cif;type;email;nameSignatory;dniFirmante;address;emailConfirmacion;emailComunicacion;emailProduccion;emailPrl',
  );
  expect(csv).toContain(
    ';Live Nation España;B12345674;;info@livenation.test;;;;"a@livenation.test, b@livenation.test";;;',
  );
});

test('in English: the department tab stays open on reload, and a department is created and deleted', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/en/masterdata');
  await page.getByRole('tab', { name: 'Departments' }).click();
  await expect(page).toHaveURL(/\/en\/masterdata\?tab=department$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Departments' })).toHaveAttribute('aria-selected', 'true');
  // a fresh install starts with the five departments the templates' emailsDepartamentos read
  for (const name of ['Confirmación', 'Producción', 'Comunicación', 'Accesibilidad', 'Avance']) {
    await expect(page.getByRole('button', { name: `Actions for ${name}` })).toBeVisible();
  }

  await page.getByRole('button', { name: 'New department' }).click();
  const create = dialog(page, 'New department');
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('Taquilla');
  await create.getByLabel('Recipients').fill('taquilla');
  await create.getByLabel('Recipients').press('Enter');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('Not a valid email: taquilla')).toBeVisible();
  await create.getByLabel('Recipients').press('Backspace');
  await create.getByLabel('Recipients').fill('taquilla@bolo.test');
  await create.getByLabel('Recipients').press('Enter');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('“Taquilla” created')).toBeVisible();

  await page.getByRole('button', { name: 'Actions for Taquilla' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('“Taquilla” deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions for Taquilla' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Actions for Producción' })).toBeVisible();
});

/** A 1×1 transparent PNG. */
const onePixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('staff download an artist’s certificate from its master, and upload a signatory’s firma on its form', async ({
  page,
}) => {
  await openMasterData(page);
  const name = `Banda certificada ${Date.now()}`;
  const artist = await call<{ id: number }>(page, 'masters.artist.create', { name }, 'mutation');
  const certificate = Buffer.from('%PDF-1.4\n% titularidad\n%%EOF\n');
  const sent = await page.request.post(`/api/masterArtist/${artist.id}/files/ownershipCertificate`, {
    headers: appHeaders,
    multipart: { file: { name: 'titularidad.pdf', mimeType: 'application/pdf', buffer: certificate } },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await page.getByLabel('Buscar en Artistas').fill(name);
  await page.getByRole('row', { name: new RegExp(name) }).click();
  const edit = dialog(page, 'Editar artista');
  const ownership = edit.getByRole('region', { name: 'Certificado de titularidad bancaria' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ownership.getByRole('link', { name: 'Descargar Certificado de titularidad bancaria' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ownershipCertificate-${artist.id}.pdf`);
  expect(await readFile((await download.path()) ?? '')).toEqual(certificate);
  await expect(
    edit.getByRole('region', { name: 'Certificado del CIF' }).getByText('Sin archivo'),
  ).toBeVisible();
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  const signer = `Firmante ${Date.now()}`;
  const signatory = await call<{ id: number }>(
    page,
    'masters.signatory.create',
    { name: signer },
    'mutation',
  );
  await page.goto('/masterdata?tab=signatory');
  await page.getByLabel('Buscar en Firmantes').fill(signer);
  await page.getByRole('row', { name: new RegExp(signer) }).click();
  const form = dialog(page, 'Editar firmante');
  const firma = form.getByRole('region', { name: 'Firma' });
  await expect(firma.getByText('Sin archivo')).toBeVisible();
  // a wrong file is refused by the server with its message
  await firma.locator('input[type=file]').setInputFiles({
    name: 'firma.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>no es una imagen</html>'),
  });
  await expect(firma.getByText('Tipo de archivo no admitido')).toBeVisible();
  await firma
    .locator('input[type=file]')
    .setInputFiles({ name: 'firma.png', mimeType: 'image/png', buffer: onePixel });
  await expect(firma.getByRole('img', { name: 'Firma' })).toBeVisible();
  const held = await call<{ firma: string }>(
    page,
    'masters.signatory.files.held',
    { id: signatory.id },
    'query',
  );
  expect(held.firma).toMatch(/\.png$/);
  await firma.getByRole('button', { name: 'Quitar' }).click();
  await page.getByRole('dialog', { name: '¿Quitar Firma?' }).getByRole('button', { name: 'Quitar' }).click();
  await expect(firma.getByText('Sin archivo')).toBeVisible();
});

test('a company keeps its own show-day schedule, refused out of order with the step named, and its events follow it', async ({
  page,
}) => {
  await openMasterData(page, '?tab=company');
  const name = `Montajes Tempranos ${Date.now()}`;
  await page.getByRole('button', { name: 'Nueva empresa' }).click();
  const create = dialog(page, 'Nueva empresa');
  await create.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  const schedule = create.getByRole('group', { name: 'Horario del día del concierto' });
  await schedule.getByLabel('Llegada del equipo: minutos antes del inicio').fill('300');
  await schedule.getByLabel('Montaje: minutos antes del inicio').fill('320');
  await create.getByRole('button', { name: 'Crear' }).click();
  await expect(
    schedule.getByText('El montaje no puede empezar antes de la llegada del equipo'),
  ).toBeVisible();
  await schedule.getByLabel('Llegada del equipo: minutos antes del inicio').fill('1080');
  await schedule.getByLabel('Montaje: minutos antes del inicio').fill('960');
  await create.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText(`Se ha creado «${name}»`)).toBeVisible();

  const companies = await call<{ items: { id: number; name: string }[] }>(
    page,
    'masters.company.list',
    { q: name },
    'query',
  );
  const empresaId = companies.items[0]?.id;
  const event = await call<{ id: number }>(
    page,
    'events.create',
    {
      eventType: 'Promotores',
      artista: { name: 'Zahara Río' },
      name,
      empresaId,
      date: '2028-03-18',
      startTime: '12:00',
    },
    'mutation',
  );
  await page.goto(`/event/${event.id}`);
  await page.getByRole('tab', { name: 'Condiciones de producción' }).click();
  const arrival = page.getByRole('group', { name: 'Llegada', exact: true });
  await expect(arrival.getByRole('combobox', { name: 'Llegada: día' })).toHaveValue('-1');
  await expect(arrival.getByText('17 mar 2028')).toBeVisible();
  await expect(arrival.getByRole('spinbutton', { name: 'Llegada, horas' })).toHaveValue('18');
});
