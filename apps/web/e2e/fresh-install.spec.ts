import { expect, type Locator } from '@playwright/test';
import { pick, signInAsAdmin, test } from './fixtures';

const parties = ['Artista', 'Promotor', 'Sala'];

/** Every party's document in `panel` is generated from a template: none says it lacks one. */
async function allGenerated(panel: Locator) {
  for (const party of parties) {
    await expect(panel.getByRole('button', { name: party, exact: true }).getByText('Generado')).toBeVisible();
  }
  await expect(panel.getByText('Sin plantilla maestra')).toHaveCount(0);
}

// several tabs and sub-tabs on a machine shared with other test runs
test.describe.configure({ timeout: 90_000 });

test('a new event made in the app has every email and contract generated from the starter set, with no template written first', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const name = `Primer concierto ${Date.now()}`;
  await page.goto('/createevent');
  await page.getByRole('textbox', { name: 'Nombre del evento' }).fill(name);
  await pick(page, 'Artista', 'rosalia', 'Rosalía Vega');
  await pick(page, 'Sala', 'apolo', 'Sala Apolo');
  await page.getByLabel('Fecha', { exact: true }).fill('2027-05-20');
  await page.getByRole('button', { name: 'Crear evento' }).click();
  await expect(page.getByText(`Se ha creado «${name}»`)).toBeVisible();
  await page.waitForURL(/\/event\/\d+/);
  const eventPath = new URL(page.url()).pathname;

  // the Emails tab: each department's email to each party, the confirmation to the artist with its subject
  await page.goto(`${eventPath}?tab=emails`);
  const emails = page.getByRole('tabpanel', { name: 'Emails' });
  for (const department of ['Confirmación', 'Producción', 'Comunicación', 'Accesibilidad', 'Avance']) {
    await emails.getByRole('tab', { name: department }).click();
    await allGenerated(emails);
  }
  await emails.getByRole('tab', { name: 'Confirmación' }).click();
  const toArtist = page.getByRole('form', { name: 'Email para Artista' });
  await expect(toArtist.getByLabel('Asunto')).toHaveValue(`Confirmación de actuación: ${name} (20/5/27)`);
  await expect(toArtist.locator('.ProseMirror')).toContainText('Estimado equipo de Rosalía Vega:');

  // the Contracts tab: each party's contract, the artist's a real performance contract
  await page.getByRole('tab', { name: 'Contratos' }).click();
  const contracts = page.getByRole('tabpanel', { name: 'Contratos' });
  await allGenerated(contracts);
  const artistContract = page.getByRole('form', { name: 'Contrato con Artista' }).locator('.ProseMirror');
  await expect(artistContract).toContainText('CONTRATO DE ACTUACIÓN ARTÍSTICA');
  await expect(artistContract).toContainText('REUNIDOS');
  await expect(artistContract).toContainText('CLÁUSULAS');
  // the office's only company, chosen for the new event: its name heads the parties
  await expect(artistContract).toContainText('Mi Productora S.L.');
});
