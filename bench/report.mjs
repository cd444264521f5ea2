// The report of `npm run bench`: one table of every figure, printed and written to bench/results.md.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { postgresVersion, quick, root } from './lib.mjs';

export const number = (n) =>
  Number.isInteger(n) || n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);
const measured = (value, unit) => (value === undefined ? '—' : `${number(value)} ${unit}`);

/** Whether a figure meets its target; undefined when it has none. */
export function holds({ value, ratio, target }) {
  if (!target) return undefined;
  const checked = target.of === 'ratio' ? ratio : value;
  return (
    (target.max === undefined || checked <= target.max) && (target.min === undefined || checked >= target.min)
  );
}

function targetText({ unit, target }) {
  if (!target) return '—';
  const bound = target.max === undefined ? `≥ ${target.min}` : `≤ ${target.max}`;
  return target.of === 'ratio' ? `ratio ${bound}` : `${bound} ${unit}`;
}

/** The rows as the table shows them: figure | ours | baseline | ratio | target | holds? */
export const tableRows = (rows) =>
  rows.map((row) => {
    const met = holds(row);
    return {
      figure: row.figure,
      ours: measured(row.value, row.unit),
      baseline: measured(row.baseline, row.unit),
      ratio: row.ratio === undefined ? '—' : row.ratio.toFixed(2),
      target: targetText(row),
      'holds?': met === undefined ? '—' : met ? 'yes' : 'NO',
    };
  });

/** The machine the figures come from; `load` is the 1-minute load average when the run started. */
export async function machine(load) {
  const cores = cpus();
  return {
    load: load.toFixed(1),
    busy: load > cores.length,
    cores: `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}`,
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
    node: process.version,
    postgres: await postgresVersion(),
  };
}

const markdownLine = (cells) => `| ${cells.map((cell) => String(cell).replaceAll('|', '\\|')).join(' | ')} |`;
const resultsPath = join(root, 'bench/results.md');
const quickNote = quick ? ' (quick: short runs, not for comparison)' : '';

function document(written, machineLines, tableLines) {
  return [
    '# Bench results',
    '',
    written,
    ...machineLines,
    'The load generator, Bolo, the baselines and PostgreSQL share these cores; what each figure measures is in `bench/*.mjs`.',
    '',
    ...tableLines,
    '',
  ].join('\n');
}

const markdownRows = (rows) => {
  const table = tableRows(rows);
  const columns = Object.keys(table[0]);
  return {
    head: [markdownLine(columns), markdownLine(columns.map(() => '---'))],
    lines: table.map((row) => markdownLine(columns.map((column) => row[column]))),
  };
};

/** bench/results.md: the table, the date and the machine. */
export async function writeResults(rows, on, startedAt) {
  const { head, lines } = markdownRows(rows);
  const text = document(
    `Written by \`npm run bench${quick ? ' -- --quick' : ''}\` on ${startedAt.toISOString()}${quickNote}.`,
    [
      `Machine: ${on.cores}, ${on.memory} of memory; Node ${on.node}; PostgreSQL ${on.postgres}.`,
      `Load average at the start: ${on.load}${on.busy ? ' (above the core count: other work was running, the figures are noisy)' : ''}.`,
    ],
    [...head, ...lines],
  );
  await writeFile(resultsPath, text);
  return resultsPath;
}

/**
 * bench/results.md after `npm run bench -- <words>`: its rows replace the rows of the same figure
 * (new figures go last), the others stay as the earlier run wrote them, and the first line says
 * which rows are newer and the load they were measured under.
 */
export async function writeSomeResults(rows, on, startedAt, words) {
  if (!existsSync(resultsPath)) return writeResults(rows, on, startedAt);
  const lines = (await readFile(resultsPath, 'utf8')).split('\n');
  const { head, lines: fresh } = markdownRows(rows);
  const figureOf = (line) => line.split(' | ')[0];
  const freshByFigure = new Map(fresh.map((line) => [figureOf(line), line]));
  const earlierRows = lines.filter((line) => line.startsWith('| ')).slice(2);
  const earlierFigures = new Set(earlierRows.map(figureOf));
  const kept = earlierRows.map((line) => freshByFigure.get(figureOf(line)) ?? line);
  const added = fresh.filter((line) => !earlierFigures.has(figureOf(line)));
  const [written, ...notes] = (
    lines.find((line) => line.startsWith('Written by'))?.replace(/\.$/, '') ?? 'Written by an earlier run'
  ).split('; the rows of ');
  // an earlier partial run whose rows this one has all rewritten says nothing any more
  const stillTrue = notes.filter((note) => {
    const earlierWords = /^`npm run bench -- ([^`]*)`/.exec(note)?.[1]?.split(' ') ?? [];
    return !earlierWords.every((word) => word === '--quick' || words.includes(word));
  });
  const text = document(
    [
      written,
      ...stillTrue,
      `\`npm run bench -- ${words.join(' ')}${quick ? ' --quick' : ''}\` rewritten on ${startedAt.toISOString()}${quickNote}, load average ${on.load} at its start.`,
    ].join('; the rows of '),
    lines.filter((line) => line.startsWith('Machine:') || line.startsWith('Load average')),
    [...head, ...kept, ...added],
  );
  await writeFile(resultsPath, text);
  return resultsPath;
}
