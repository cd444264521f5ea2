// `npm run bench` (`-- --quick` or BENCH_QUICK=1 for short runs): every benchmark in turn, then one
// table of their figures, printed and written to bench/results.md. `npm run bench -- lighthouse`
// runs only the benchmarks whose name holds one of the words given, and rewrites only their rows.

import { loadavg } from 'node:os';
import { boundsBench } from './bounds.mjs';
import { bundleBench } from './bundle.mjs';
import { quick } from './lib.mjs';
import { lighthouseBench } from './lighthouse.mjs';
import { listBench } from './list.mjs';
import { mailBench } from './mail.mjs';
import { mastersBench } from './masters.mjs';
import { paletteBench } from './palette.mjs';
import { pdfBench } from './pdf.mjs';
import { machine, tableRows, writeResults, writeSomeResults } from './report.mjs';
import { reportsBench } from './reports.mjs';

const benches = {
  'event list, event open and memory': listBench,
  'master search': mastersBench,
  'command palette search': paletteBench,
  'contract PDF': pdfBench,
  'bounds under attack (issue 17)': boundsBench,
  'mail outbox': mailBench,
  'report summary (issue 21)': reportsBench,
  'first-load JavaScript (builds the web app, then fetches it from Bolo)': bundleBench,
  'Lighthouse: sign-in, event list and event, mobile and desktop, three runs each': lighthouseBench,
};

const words = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const chosen = Object.entries(benches).filter(
  ([name]) => words.length === 0 || words.some((word) => name.toLowerCase().includes(word.toLowerCase())),
);
if (chosen.length === 0) throw new Error(`no benchmark is named by ${words.join(', ')}`);

const startedAt = new Date();
const loadAtStart = loadavg()[0];
const rows = [];
for (const [name, bench] of chosen) {
  console.error(`bench: ${name}${quick ? ' (quick)' : ''}…`);
  rows.push(...(await bench()));
}
const on = await machine(loadAtStart);
console.log(
  `\n${on.cores}, ${on.memory}, Node ${on.node}, PostgreSQL ${on.postgres}; load average at the start ${on.load}`,
);
console.table(tableRows(rows));
const written =
  words.length === 0
    ? await writeResults(rows, on, startedAt)
    : await writeSomeResults(rows, on, startedAt, words);
console.log(`written to ${written}`);
