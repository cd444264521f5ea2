// Lighthouse, as a new user meets Bolo: the sign-in page, the event list and an event, each with a
// cold cache in Debian's Chromium, under Lighthouse's mobile preset (a mid-range phone: simulated
// slow 4G and a 4× slower CPU) and its desktop preset; three runs of each, and the median of each
// figure. Bolo runs on a fresh database with the demo events; the bench signs in as the web app does
// (tRPC `auth.login`) and hands Lighthouse the session cookie as a request header, so the list and
// the event load as the administrator's (Lighthouse clears the origin's storage before each run).
//
// Baseline: the JavaScript /login loaded in the run, file for file and compressed the same way, on
// a static page whose scripts are string literals (they cost their bytes and their parsing, and run
// nothing), all named by the page, its text shown once they have arrived. Its performance score
// and LCP are what the sign-in page's bytes alone cost on this machine at that moment, fetched
// at best; the ratio is what the app adds: its chain of imports, its work, its rendering.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { buildWebAppIfStale } from '../scripts/web-build.mjs';
import { connect, credentials, figure, freshDatabase, median, root, sized, startBolo, stop } from './lib.mjs';
import { number } from './report.mjs';

const PORT = 3360;
const BASELINE_PORT = 3361;
const RUNS = sized(3, 1);
const ATTEMPTS = 3;
const base = `http://127.0.0.1:${PORT}`;
const reports = join(root, 'reports/lighthouse');

const chromium = {
  chromePath: '/usr/bin/chromium',
  // a Spanish office's browser: the bare `/` follows the browser's language
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--accept-lang=es-ES'],
};

/** Lighthouse's mobile preset is its default configuration. */
const presets = { mobile: undefined, desktop: desktopConfig };

/** The targets: a score out of 100, by preset and page. */
const performanceTargets = { mobile: { '/login': 85, '/event/{id}': 70 } };
const ACCESSIBILITY_TARGET = 98;

/** Runs Lighthouse once on `target.url` in a Chromium of its own; answers its result. */
async function lighthouseRun(target, preset) {
  const chrome = await launch(chromium);
  try {
    const result = await lighthouse(
      target.url,
      {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: target.headers,
      },
      presets[preset],
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * A measured run of `target` (an `lhr`), its HTML report written to reports/lighthouse/ (the last
 * run's is kept). On a loaded machine Lighthouse sometimes fails to record a run's trace
 * (NO_NAVSTART) and says to run it again: it is, up to ATTEMPTS times in all.
 */
async function audit(target, preset) {
  for (let attempt = 1; ; attempt++) {
    const { lhr, report } = await lighthouseRun(target, preset);
    if (lhr.runtimeError && attempt < ATTEMPTS) {
      console.error(`  lighthouse: ${preset} ${target.url} failed (${lhr.runtimeError.code}), run again`);
      continue;
    }
    await writeFile(join(reports, `${preset}-${target.file}.html`), report);
    return measuredPage(lhr, target.path);
  }
}

/** Refuses a run that did not measure the page asked for: an error, or a redirect (to the sign-in). */
function measuredPage(lhr, path) {
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse could not measure ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== path) throw new Error(`${path} ended on ${landed}: the page did not load as asked`);
  if (lhr.categories.performance.score === null) throw new Error(`${path}: no performance score`);
  return lhr;
}

const scripts = (lhr) =>
  lhr.audits['network-requests'].details.items.filter((request) => request.resourceType === 'Script');

/** A run's figures: scores out of 100, LCP in s, TBT in ms, the scripts it fetched (KB on the wire, count). */
function figuresOf(lhr) {
  const fetched = scripts(lhr);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    jsKb: fetched.reduce((sum, request) => sum + request.transferSize, 0) / 1024,
    jsFiles: fetched.length,
  };
}

/** The median of each figure over the runs (each on its own: the runs need not agree on which is median). */
const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));

/** Signs in through the web app's own call; answers the session cookie (`name=value`). */
async function sessionCookie() {
  const answer = await fetch(`${base}/trpc/auth.login`, {
    method: 'POST',
    // the header the web app sends with every call (packages/api/src/csrf.ts)
    headers: { 'content-type': 'application/json', 'x-bolo-csrf': '1' },
    body: JSON.stringify({ json: credentials }),
  });
  if (!answer.ok) throw new Error(`sign-in refused: ${answer.status} ${await answer.text()}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('bolo_session='));
  if (!cookie) throw new Error('the sign-in set no session cookie');
  return cookie;
}

/** The demo events, written as `npm run db:seed-demo` does; answers the first one's id. */
async function seedDemo(databaseUrl) {
  execFileSync(process.execPath, ['scripts/cli.mjs', 'seed-demo'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const sql = connect(databaseUrl);
  const [{ id }] = await sql`select min(id) as id from events where deleted_at is null`;
  await sql.end();
  if (!id) throw new Error('the demo seed wrote no event');
  return id;
}

/** The scripts of a /login run as inert files: each one's text as a string literal, brotli-compressed. */
async function inertCopies(lhr) {
  return Promise.all(
    scripts(lhr).map(async ({ url }) => {
      const answer = await fetch(url);
      if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
      const text = await answer.text();
      return brotliCompressSync(`${JSON.stringify(text)};\n`, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      });
    }),
  );
}

/**
 * The baseline page, served on BASELINE_PORT: every inert copy named by the page itself (no chain
 * of imports to discover), and its text hidden until a last deferred script, which runs once all
 * the copies have arrived, shows it. Answers a function that closes the server.
 */
function serveBaseline(copies) {
  const scriptTags = [...copies.map((_, i) => `/${i}.js`), '/show.js']
    .map((src) => `<script defer src="${src}"></script>`)
    .join('');
  const page = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bolo</title>${scriptTags}</head><body><main hidden><h1>Entrar</h1><p>La JavaScript de /login, sin ejecutar.</p></main></body></html>`;
  const server = createServer((req, res) => {
    const copy = copies[Number(/^\/(\d+)\.js$/.exec(req.url ?? '')?.[1] ?? Number.NaN)];
    const javascript = 'text/javascript';
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (req.url === '/show.js')
      res
        .writeHead(200, { 'content-type': javascript })
        .end("document.querySelector('main').hidden = false;");
    else if (copy) res.writeHead(200, { 'content-type': javascript, 'content-encoding': 'br' }).end(copy);
    else res.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(BASELINE_PORT, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(done)))),
  );
}

const progressLine = (f) =>
  `performance ${number(f.performance)}, accessibility ${number(f.accessibility)}, LCP ${number(f.lcp)} s, TBT ${number(f.tbt)} ms, JS ${number(f.jsKb)} KB in ${f.jsFiles} files`;

/** The report's rows of one page under one preset; `baseline`: the same-bytes page's medians. */
function rowsOf(preset, page, ours, baseline) {
  const name = (what) => `Lighthouse ${preset}, ${page}: ${what} (median)`;
  const performanceTarget = performanceTargets[preset]?.[page];
  return [
    figure(
      name('performance'),
      ours.performance,
      '/ 100',
      performanceTarget === undefined ? undefined : { min: performanceTarget },
      baseline?.performance,
    ),
    figure(name('accessibility'), ours.accessibility, '/ 100', { min: ACCESSIBILITY_TARGET }),
    figure(name('LCP'), ours.lcp, 's', undefined, baseline?.lcp),
    figure(name('TBT'), ours.tbt, 'ms'),
    figure(name('JavaScript transferred'), ours.jsKb, 'KB'),
    figure(name('JavaScript files'), ours.jsFiles, 'files'),
  ];
}

/** Every run of each target and preset, in an order that spreads the machine's load over them all. */
async function runAll(targets, baseline) {
  const runs = new Map();
  const started = performance.now();
  const measure = async (target, preset, run) => {
    const lhr = await audit(target, preset);
    const figures = figuresOf(lhr);
    const key = `${preset} ${target.page}`;
    runs.set(key, [...(runs.get(key) ?? []), figures]);
    const elapsed = ((performance.now() - started) / 1000).toFixed(0);
    console.error(`  lighthouse ${run}/${RUNS}, ${key}: ${progressLine(figures)} (${elapsed} s)`);
    return lhr;
  };
  for (let run = 1; run <= RUNS; run++) {
    for (const preset of Object.keys(presets)) {
      for (const target of targets) {
        const lhr = await measure(target, preset, run);
        if (target.page === '/login') await measure(await baseline(lhr), preset, run);
      }
    }
  }
  return (preset, page) => medians(runs.get(`${preset} ${page}`));
}

/** The bench's rows: each page under each preset, /login's beside its baseline. */
export async function lighthouseBench() {
  buildWebAppIfStale();
  await mkdir(reports, { recursive: true });
  const databaseUrl = await freshDatabase('bolo_bench_lighthouse');
  const eventId = await seedDemo(databaseUrl);
  const { child } = await startBolo(databaseUrl, PORT);
  let closeBaseline;
  // the baseline page is made from the first /login run's scripts
  const baseline = async (loginRun) => {
    closeBaseline ??= await serveBaseline(await inertCopies(loginRun));
    return { page: 'baseline', url: `http://127.0.0.1:${BASELINE_PORT}/`, path: '/', file: 'baseline' };
  };
  try {
    const signedIn = { Cookie: await sessionCookie() };
    const targets = [
      { page: '/login', path: '/login', file: 'login' },
      { page: 'event list /', path: '/', file: 'list', headers: signedIn },
      { page: '/event/{id}', path: `/event/${eventId}`, file: 'event', headers: signedIn },
    ].map((target) => ({ ...target, url: `${base}${target.path}` }));
    const medianOf = await runAll(targets, baseline);
    console.error(`  lighthouse: the last run's reports are in ${reports}`);
    return Object.keys(presets).flatMap((preset) =>
      targets.flatMap(({ page }) =>
        rowsOf(
          preset,
          page,
          medianOf(preset, page),
          page === '/login' ? medianOf(preset, 'baseline') : undefined,
        ),
      ),
    );
  } finally {
    await closeBaseline?.();
    await stop(child);
  }
}
