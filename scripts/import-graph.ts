// The import graph rules (issue 18), checked on what each import of apps/ and packages/ resolves to:
// Biome's noRestrictedImports sees only the text of a specifier, and its noImportCycles neither
// knows domain folders nor keeps lint fast. Usage: tsx scripts/import-graph.ts [rule …] (all rules
// when none is named); it prints one line per problem and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSync } from 'rolldown/utils';

/** One import: the file that imports, the repository file it resolves to, the line of the import. */
interface Edge {
  from: string;
  to: string;
  line: number;
}

export interface Finding {
  file: string;
  line: number;
  message: string;
}

export const ruleNames = [
  'no-cycle',
  'no-api-domain-cycle',
  'lib-not-features',
  'packages-not-apps',
  'api-domain-public',
] as const;
export type RuleName = (typeof ruleNames)[number];
export type Violation = Finding & { rule: RuleName };

const sourceFolders = ['apps', 'packages'];
const skippedFolders = new Set(['node_modules', 'dist', '.tsbuild']);
const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;
// routeTree.gen.ts is written by `npm run routes`: lint would see another graph once typecheck has run.
const notSource = /\.d\.ts$|\.gen\.ts$/;
const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/** The source files under `dir`, as paths from the repository root with `/`. */
function sourceFiles(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory())
      return skippedFolders.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(root, path);
    return sourceFile.test(entry.name) && !notSource.test(entry.name) ? [path] : [];
  });
}

interface Workspace {
  name: string;
  dir: string;
  /** Subpath (`.`, `./schema`) → file, from the manifest's `exports`. */
  exports: Record<string, string>;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

function workspacesOf(root: string): Workspace[] {
  const dirs: string[] = readJson(join(root, 'package.json')).workspaces ?? [];
  return dirs.map((dir) => {
    const manifest = readJson(join(root, dir, 'package.json'));
    const exports: unknown = manifest.exports;
    const entries: [string, unknown][] =
      typeof exports === 'string' ? [['.', exports]] : Object.entries(exports ?? {});
    const files = entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return { name: manifest.name, dir, exports: Object.fromEntries(files) };
  });
}

/** The file a path names, the way TypeScript's bundler resolution finds it (`./x`, `./x.js` → `x.ts`, `./x` → `x/index.ts`). */
function fileAt(base: string, files: ReadonlySet<string>): string | undefined {
  const stem = base.replace(/\.m?js$/, '');
  const candidates = [
    base,
    ...extensions.map((extension) => stem + extension),
    ...extensions.map((extension) => `${base}/index${extension}`),
  ];
  return candidates.find((candidate) => files.has(candidate));
}

/**
 * The repository file an import names: a relative path, or a workspace package by its `exports`
 * (a package imported past its exports, like an app, resolves to its folder). Other packages and
 * files that are not source (styles, JSON) give undefined.
 */
function resolveImport(
  from: string,
  specifier: string,
  files: ReadonlySet<string>,
  workspaces: readonly Workspace[],
): string | undefined {
  if (specifier.startsWith('.')) return fileAt(posix.join(posix.dirname(from), specifier), files);
  const workspace = workspaces.find(({ name }) => specifier === name || specifier.startsWith(`${name}/`));
  if (!workspace) return undefined;
  const target = workspace.exports[`.${specifier.slice(workspace.name.length)}`];
  return target ? fileAt(posix.join(workspace.dir, target), files) : `${workspace.dir}/`;
}

const stringLiteral = /^(['"`])([^'"`$]*)\1$/;

/** Every module a file imports or re-exports (type-only ones too: they tie modules as much), with its line. */
function importsOf(file: string, source: string): { specifier: string; line: number }[] {
  const { module, errors } = parseSync(file, source);
  const [error] = errors;
  if (error) throw new Error(`${file} cannot be parsed, so its imports cannot be checked: ${error.message}`);
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  // `export { x }` of an imported `x` names the import's specifier again: one per place in the text.
  const requests = new Map(
    [
      ...module.staticImports.map(({ moduleRequest }) => moduleRequest),
      ...module.staticExports.flatMap(({ entries }) => entries.map((entry) => entry.moduleRequest)),
    ].flatMap((request) => (request ? [[request.start, request.value] as const] : [])),
  );
  const statics = [...requests].map(([start, specifier]) => ({ specifier, line: lineAt(start) }));
  const dynamics = module.dynamicImports.flatMap(({ moduleRequest }) => {
    const literal = stringLiteral.exec(source.slice(moduleRequest.start, moduleRequest.end));
    return literal?.[2] ? [{ specifier: literal[2], line: lineAt(moduleRequest.start) }] : [];
  });
  return [...statics, ...dynamics];
}

/** The imports between the repository's own files (under apps/ and packages/) that resolve to one. */
function importEdges(root: string): Edge[] {
  const files = sourceFolders.flatMap((dir) => sourceFiles(root, dir)).sort();
  const known = new Set(files);
  const workspaces = workspacesOf(root);
  return files.flatMap((from) =>
    importsOf(from, readFileSync(join(root, from), 'utf8')).flatMap(({ specifier, line }) => {
      const to = resolveImport(from, specifier, known, workspaces);
      return to && to !== from ? [{ from, to, line }] : [];
    }),
  );
}

type Graph = Map<string, Map<string, Edge>>;

/** The graph of `edges` between the nodes `nodeOf` maps their files to (one sample edge per pair). */
function graphOf(edges: readonly Edge[], nodeOf: (file: string) => string | undefined): Graph {
  const graph: Graph = new Map();
  for (const edge of edges) {
    const [from, to] = [nodeOf(edge.from), nodeOf(edge.to)];
    if (from === undefined || to === undefined || from === to) continue;
    const targets = graph.get(from) ?? new Map<string, Edge>();
    if (!targets.has(to)) targets.set(to, edge);
    graph.set(from, targets);
  }
  return graph;
}

/** The groups of nodes that reach each other (strongly connected components of two nodes or more; Tarjan). */
function tangles(graph: Graph): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    const index = order.size;
    order.set(node, index);
    low.set(node, index);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!order.has(next)) visit(next);
      if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? index, low.get(next) ?? index));
    }
    if (low.get(node) !== index) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return groups;
}

/** The edges of a shortest cycle from `start` back to it, through the nodes of its group only. */
function shortestCycle(graph: Graph, start: string, group: ReadonlySet<string>): Edge[] {
  const reachedBy = new Map<string, { from: string; edge: Edge }>();
  const queue = [start];
  for (const node of queue) {
    if (reachedBy.has(start)) break;
    for (const [next, edge] of graph.get(node) ?? []) {
      if (!group.has(next) || reachedBy.has(next)) continue;
      reachedBy.set(next, { from: node, edge });
      queue.push(next);
    }
  }
  const cycle: Edge[] = [];
  for (
    let step = reachedBy.get(start);
    step;
    step = step.from === start ? undefined : reachedBy.get(step.from)
  )
    cycle.unshift(step.edge);
  return cycle;
}

/** One finding per group of nodes tied by cycles: the shortest cycle through its first node. */
function cycleFindings(graph: Graph, explain: (cycle: Edge[], group: string[]) => string): Finding[] {
  return tangles(graph).flatMap((group) => {
    const [start] = group;
    if (start === undefined) return [];
    const cycle = shortestCycle(graph, start, new Set(group));
    const [first] = cycle;
    return first ? [{ file: first.from, line: first.line, message: explain(cycle, group) }] : [];
  });
}

/** The whole group, when more nodes are tied by cycles than the one cycle shown. */
const tiedBeyond = (cycle: Edge[], group: string[], noun: string) =>
  group.length > cycle.length
    ? ` (${group.length} ${noun} are tied by cycles here: ${group.join(', ')})`
    : '';

function fileCycles(edges: readonly Edge[]): Finding[] {
  return cycleFindings(
    graphOf(edges, (file) => file),
    (cycle, group) => {
      const path = [...cycle.map(({ from }) => from), cycle[0]?.from].join(' → ');
      return `import cycle: ${path}${tiedBeyond(cycle, group, 'files')}`;
    },
  );
}

const apiSource = 'packages/api/src/';

/** The domain folder of a file of packages/api/src (`events` for events/parties.ts); none for a top-level file. */
function apiDomainOf(path: string): string | undefined {
  if (!path.startsWith(apiSource)) return undefined;
  const [domain, ...rest] = path.slice(apiSource.length).split('/');
  return rest.length > 0 ? domain : undefined;
}

const inApi = (path: string) => path.slice(apiSource.length);

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/**
 * Cycles between the domain folders of packages/api. A test is imported by no one, so what it
 * imports to set up its data ties no domain to another: tests are left out.
 */
function apiDomainCycles(edges: readonly Edge[]): Finding[] {
  const code = edges.filter(({ from }) => !isTest(from));
  return cycleFindings(graphOf(code, apiDomainOf), (cycle, group) => {
    const domains = [...cycle.map(({ from }) => apiDomainOf(from)), apiDomainOf(cycle[0]?.from ?? '')];
    const where = cycle.map(({ from, to, line }) => `${inApi(from)}:${line} imports ${inApi(to)}`);
    return `api domains import each other: ${domains.join(' → ')} (${where.join('; ')})${tiedBeyond(cycle, group, 'domains')}`;
  });
}

const webLib = 'apps/web/src/lib/';
const webFeatures = 'apps/web/src/features/';

function libToFeatures(edges: readonly Edge[]): Finding[] {
  return edges
    .filter(({ from, to }) => from.startsWith(webLib) && to.startsWith(webFeatures))
    .map(({ from, to, line }) => ({
      file: from,
      line,
      message: `lib/ imports ${to}: move the shared piece down into lib/, or the importer into the feature`,
    }));
}

function packagesToApps(edges: readonly Edge[]): Finding[] {
  return edges
    .filter(({ from, to }) => from.startsWith('packages/') && to.startsWith('apps/'))
    .map(({ from, to, line }) => ({ file: from, line, message: `a package imports the app ${to}` }));
}

/** What another domain may import of a domain folder; `shared/` and top-level files are open to all. */
const domainEntries = new Set(['index.ts', 'public.ts']);

function apiPrivateImports(edges: readonly Edge[]): Finding[] {
  return edges.flatMap(({ from, to, line }) => {
    const [importer, owner] = [apiDomainOf(from), apiDomainOf(to)];
    if (!importer || !owner || importer === owner || owner === 'shared') return [];
    if (domainEntries.has(inApi(to).slice(owner.length + 1))) return [];
    const message = `${importer}/ imports ${inApi(to)}, private to ${owner}/: import ${owner}/index.ts or ${owner}/public.ts`;
    return [{ file: from, line, message }];
  });
}

const rules: Record<RuleName, (edges: readonly Edge[]) => Finding[]> = {
  'no-cycle': fileCycles,
  'no-api-domain-cycle': apiDomainCycles,
  'lib-not-features': libToFeatures,
  'packages-not-apps': packagesToApps,
  'api-domain-public': apiPrivateImports,
};

export function checkImportGraph(root: string, names: readonly RuleName[] = ruleNames): Violation[] {
  const edges = importEdges(root);
  return names.flatMap((rule) => rules[rule](edges).map((finding) => ({ rule, ...finding })));
}

const isRuleName = (name: string): name is RuleName => ruleNames.some((rule) => rule === name);

function main(args: string[]) {
  const unknown = args.filter((name) => !isRuleName(name));
  if (unknown.length > 0) {
    console.error(`Unknown rule ${unknown.join(', ')}; the rules are ${ruleNames.join(', ')}.`);
    process.exitCode = 2;
    return;
  }
  const names = args.filter(isRuleName);
  const chosen = names.length > 0 ? names : ruleNames;
  const started = performance.now();
  const violations = checkImportGraph(fileURLToPath(new URL('..', import.meta.url)), chosen);
  for (const { file, line, rule, message } of violations)
    console.error(`${file}:${line} ${rule}: ${message}`);
  const took = Math.round(performance.now() - started);
  console.log(`Import graph (${chosen.join(', ')}): ${violations.length} problems, ${took} ms.`);
  if (violations.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  main(process.argv.slice(2));
