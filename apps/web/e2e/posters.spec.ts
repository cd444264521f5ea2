import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { call, signInAsAdmin, test } from './fixtures';

/** A picture of random pixels, as a photo would not compress much. */
const picture = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

const posterName = (n: number) => `cartel-${String(n).padStart(2, '0')}.png`;

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('ten posters uploaded at once, each with its progress; a description edited, one deleted, a 30 MB one refused', async ({
  page,
}) => {
  // ten uploads, a reload and a 30 MB file handed to the browser: more than a usual page's test
  test.slow();
  const event = await call<{ id: number }>(
    page,
    'events.create',
    { name: `Carteles ${Date.now()}`, eventType: 'Promotores', artista: { name: 'Carmen Cartel' } },
    'mutation',
  );
  // each upload waits a moment on its way, as over a slow line, so its progress can be seen
  await page.route('**/api/carteles/uploadFiles', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });

  await page.goto(`/event/${event.id}?tab=posters`);
  await expect(page.getByText('Este evento todavía no tiene carteles')).toBeVisible();

  const files = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => ({
      name: posterName(i + 1),
      mimeType: 'image/png',
      buffer: await picture(320 + i * 8, 240),
    })),
  );
  await page.locator('input[type=file]').setInputFiles(files);
  await expect(page.getByText(`Subiendo ${posterName(10)}:`)).toBeVisible();
  await expect(page.getByText('Se han subido 10 carteles')).toBeVisible({ timeout: 20_000 });

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  await expect(page.getByText('10 carteles', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Subiendo/)).toHaveCount(0);
  // every thumbnail arrived and decoded
  const thumbnails = page.getByRole('button', { name: /^Ver en grande/ }).locator('img');
  await expect(thumbnails).toHaveCount(10);
  await expect
    .poll(() =>
      thumbnails.evaluateAll((images) =>
        images.every((img) => 'naturalWidth' in img && Number(img.naturalWidth) > 0),
      ),
    )
    .toBe(true);
  // two go up at a time, so they are listed in the order they arrived
  await expect(page.getByRole('article', { name: posterName(1) })).toContainText('320 × 240 px');

  // a description, saved with Enter, is there after a reload
  const description = page.getByLabel(`Descripción de ${posterName(3)}`);
  await description.fill('Cartel para redes');
  await description.press('Enter');
  await expect(page.getByText('Descripción guardada')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Descripción de ${posterName(3)}`)).toHaveValue('Cartel para redes');

  // the lightbox shows it large
  await page.getByRole('button', { name: `Ver en grande: ${posterName(3)}` }).click();
  const lightbox = page.getByRole('dialog', { name: posterName(3) });
  await expect(lightbox.getByRole('img', { name: 'Cartel para redes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // deleting asks first
  await page.getByRole('button', { name: `Borrar el cartel: ${posterName(5)}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Borrar el cartel?' });
  await expect(confirm).toContainText(posterName(5));
  await confirm.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByText('Cartel borrado')).toBeVisible();
  await expect(cards).toHaveCount(9);
  await expect(page.getByRole('article', { name: posterName(5) })).toHaveCount(0);

  // a 30 MB file is refused before it is sent, saying why
  const huge = Buffer.alloc(30 * 1024 * 1024);
  (await picture(10, 10)).copy(huge);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: huge });
  await expect(page.getByRole('alert').filter({ hasText: 'enorme.png' })).toHaveText(
    '«enorme.png» pesa más de 25 MB: no se ha subido.',
  );

  // a file that only claims to be an image is refused by the server, which says why
  await page.locator('input[type=file]').setInputFiles({
    name: 'falso.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><body>no soy una imagen</body></html>'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'falso.png' })).toContainText(
    'El cartel «falso.png» no es una imagen PNG, JPEG o WebP.',
  );
  await expect(cards).toHaveCount(9);
});
