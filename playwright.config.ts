import { defineConfig } from '@playwright/test';
import { e2eAdmin } from './apps/web/e2e/fixtures';
import { e2eDataDir, e2ePort as port } from './apps/web/e2e/lane';

/**
 * Browser tests on Debian's Chromium (never a downloaded browser) against the real server,
 * started on a fresh PGlite database with the demo events.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  // the longest stories take about 30 s on a loaded 2-core runner: twice that before one is called stuck
  timeout: 60_000,
  // a first screen can take more than the default 5 s on a loaded 2-core runner
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/playwright.json' }]],
  outputDir: `test-results/${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    command: `rm -rf ${e2eDataDir} && node scripts/cli.mjs seed-demo && node scripts/server.mjs > ${e2eDataDir}/server.log`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    // the demo seed locks twelve settlements (two PDFs each) before the server starts
    timeout: 180_000,
    env: {
      DATA_DIR: e2eDataDir,
      PORT: String(port),
      // SMS codes and mailed links are read from this log by the tests, as a developer would
      LOG_LEVEL: 'info',
      LOG_MAIL: 'true',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    },
  },
});
