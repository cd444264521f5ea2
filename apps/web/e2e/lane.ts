/**
 * The port of this run's server (E2E_PORT): a second checkout, or a second lane of
 * `scripts/e2e.mjs`, runs its browser tests beside another, each with its own server and data.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);

/** The run's database, uploads and server log. */
export const e2eDataDir = `.e2e-data/${e2ePort}`;
