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
  // the browser waits on the server and the server on the browser: on two cores one worker left
  // the machine half idle (13.8 min serial, see decisions.md)
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
    trace: 'retain-on-failure',
  },
});
