import { defineConfig } from '@playwright/test';

/**
 * Browser tests on Debian's Chromium (never a downloaded browser) against the real server. Each
 * worker starts its own (the `e2eServer` fixture) on a fresh PGlite database with the demo events,
 * on E2E_PORT (3210 by default) plus its index: a second checkout moves E2E_PORT to run beside.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  // the longest stories take about 30 s on a loaded 2-core runner: twice that before one is called stuck
  timeout: 60_000,
  // a first screen can take more than the default 5 s on a loaded 2-core runner
  expect: { timeout: 10_000 },
  // one worker: on two cores a second made each test take twice as long (decisions.md); a bigger
  // machine sets E2E_WORKERS, each worker with a server of its own
  workers: Number(process.env.E2E_WORKERS ?? 1),
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    locale: 'es-ES',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // a trace of every test cost a fifth of the run; a failure still writes its page's snapshot
    // (error-context.md), and E2E_TRACE=1 records traces to keep those of the failures
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
});
