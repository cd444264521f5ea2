import { defineConfig } from 'vitest/config';

const sources = [
  'packages/*/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'apps/web/src/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const databaseTests = ['packages/*/src/**/*.db.test.ts', 'apps/server/src/**/*.db.test.ts'];

/** PGlite starts in a few seconds when both cores are busy. */
const slow = { testTimeout: 30_000, hookTimeout: 30_000 };

/**
 * A worker keeps the modules it has loaded from one file to the next: importing the server's whole
 * graph again for each of ~200 files took 424 of the suite's 860 s on CI's two cores (476 s with
 * it kept). Every file builds its own server and database, so no state crosses files but what a
 * module keeps for itself, which is keyed by instance (caches, limits) or restored by its test.
 */
const shared = { isolate: false };

/** Pure tests run once; database tests run against both PGlite and the local PostgreSQL. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Database and process tests
    // spend much of their time waiting on PostgreSQL and on servers they start, so two files at a
    // time take the suite from about 13 to about 9 minutes there (before the modules were kept).
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: sources,
          exclude: [...databaseTests, '**/node_modules/**'],
        },
      },
      { test: { ...shared, name: 'pglite', include: databaseTests, env: { TEST_DB: 'pglite' }, ...slow } },
      {
        test: { ...shared, name: 'postgres', include: databaseTests, env: { TEST_DB: 'postgres' }, ...slow },
      },
    ],
  },
});
