// The browser tests in lanes (E2E_LANES, 2 by default): each lane is one Playwright run with its own
// server and database on its own port, so no test sees another lane's data. On CI's two cores one
// lane leaves the machine half idle while the browser waits on the server and the server on the
// browser. Arguments (a spec, a grep) run one lane, as `npx playwright test` does.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const SPECS = 'apps/web/e2e';
const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3210);
const args = process.argv.slice(2);

/**
 * The spec files dealt to `count` lanes, longest first to the lightest lane: a file's length in
 * lines stands for its running time, close enough to keep the lanes within a minute of each other.
 */
function dealt(count) {
  const files = readdirSync(SPECS)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => {
      const path = join(SPECS, name);
      return { path, weight: readFileSync(path, 'utf8').split('\n').length };
    })
    .sort((a, b) => b.weight - a.weight || a.path.localeCompare(b.path));
  const split = Array.from({ length: count }, () => ({ weight: 0, files: [] }));
  for (const file of files) {
    const lightest = split.reduce((min, lane) => (lane.weight < min.weight ? lane : min));
    lightest.files.push(file.path);
    lightest.weight += file.weight;
  }
  return split.map((lane) => lane.files.sort());
}

/** One Playwright run on `port`, its output prefixed with its lane when there are several. */
function run(lane, port, runArgs, prefixed) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...runArgs], {
      env: { ...process.env, E2E_PORT: String(port), E2E_REPORT: `reports/playwright-${lane}.json` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(prefixed ? `[${lane}] ${line}\n` : `${line}\n`);
      });
      from.on('end', () => rest && to.write(prefixed ? `[${lane}] ${rest}\n` : `${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// the summary adds up every lane's report: an earlier run's must not count
if (existsSync('reports'))
  for (const name of readdirSync('reports')) if (name.startsWith('playwright')) rmSync(join('reports', name));
const plan = args.length > 0 ? [args] : dealt(lanes);
const codes = await Promise.all(
  plan.map((runArgs, index) => run(index + 1, basePort + index, runArgs, plan.length > 1)),
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
