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

/** Pure tests run once; database tests run against both PGlite and the local PostgreSQL. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Database and process tests
    // spend much of their time waiting on PostgreSQL and on servers they start, so two files at a
    // time take the suite from about 13 to about 9 minutes there.
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      { test: { name: 'unit', include: sources, exclude: [...databaseTests, '**/node_modules/**'] } },
      { test: { name: 'pglite', include: databaseTests, env: { TEST_DB: 'pglite' }, ...slow } },
      { test: { name: 'postgres', include: databaseTests, env: { TEST_DB: 'postgres' }, ...slow } },
    ],
  },
});
