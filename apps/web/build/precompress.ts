import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text files; images and fonts (png, jpg, woff2, ico …) are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/**
 * Files the server does not send as they are: the page gets a fresh nonce written into it for each
 * answer (apps/server/src/csp.ts), the page paths are read at start (web.ts).
 */
const notServedAsFiles = new Set(['index.html', 'pages.json']);

/** Whether the build writes a `.br` and a `.gz` beside a file of the built app (path relative to it). */
const isPrecompressed = (file: string) =>
  compressible.test(file) && !notServedAsFiles.has(file) && !file.startsWith('.vite/');

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/**
 * Writes `<file>.br` (brotli at quality 11, the slowest and smallest: paid once per build) and
 * `<file>.gz` (gzip level 9) beside each compressible file under `dir`, for the server to send as
 * the browser accepts (apps/server/src/web.ts); a copy no smaller than its file is not written.
 */
export async function precompress(dir: string) {
  const files = (await filesUnder(dir)).filter(isPrecompressed);
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file));
      const copies = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }).then((body) => ({ ext: '.br', body })),
        gzipped(raw, { level: 9 }).then((body) => ({ ext: '.gz', body })),
      ]);
      for (const { ext, body } of copies) {
        if (body.length < raw.length) await writeFile(join(dir, file + ext), body);
      }
    }),
  );
}
