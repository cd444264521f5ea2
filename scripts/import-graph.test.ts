import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImportGraph, type RuleName, ruleNames } from './import-graph';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const manifests = {
  'package.json': JSON.stringify({ workspaces: ['apps/web', 'packages/api'] }),
  'apps/web/package.json': JSON.stringify({ name: '@bolo/web' }),
  'packages/api/package.json': JSON.stringify({ name: '@bolo/api', exports: { '.': './src/index.ts' } }),
};

/** A small repository that keeps every rule: a web app over lib/, an api of two domains. */
const clean = {
  ...manifests,
  'apps/web/src/lib/format.ts': 'export const formatCount = (n: number) => String(n);\n',
  'apps/web/src/features/events/EventList.tsx':
    "import { formatCount } from '../../lib/format';\nimport type { Event } from '@bolo/api';\nexport const EventList = (events: Event[]) => <p>{formatCount(events.length)}</p>;\n",
  'apps/web/src/features/masters/MasterTable.tsx':
    "export const MasterTable = () => import('../events/EventList');\n",
  'packages/api/src/index.ts': "export type { Event } from './events';\n",
  'packages/api/src/errors.ts': 'export class AppError extends Error {}\n',
  'packages/api/src/shared/ids.ts': 'export const id = 1;\n',
  'packages/api/src/masters/index.ts': "export { listArtists } from './service';\n",
  'packages/api/src/masters/service.ts':
    "import { AppError } from '../errors';\nimport { id } from '../shared/ids';\nexport const listArtists = () => (id ? [] : new AppError());\n",
  'packages/api/src/events/index.ts': "export type { Event } from './schemas';\n",
  'packages/api/src/events/schemas.ts': 'export interface Event { id: number }\n',
  'packages/api/src/events/service.ts':
    "import { listArtists } from '../masters';\nimport type { Event } from './schemas.js';\nexport const parties = (event: Event) => [event, listArtists()];\n",
  'packages/api/src/events/mail/send.ts':
    "import { parties } from '../service';\nimport { listArtists } from '../../masters/index';\nexport const send = () => [parties, listArtists];\n",
};

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The rule, file and line of each problem found in the clean repository with `changes` made to it. */
const problems = (changes: Record<string, string>, rules: readonly RuleName[] = ruleNames) =>
  checkImportGraph(repository({ ...clean, ...changes }), rules).map(({ rule, file, line }) => ({
    rule,
    file,
    line,
  }));

describe('the import graph check', () => {
  it('finds nothing in a repository that keeps every rule', () => {
    expect(checkImportGraph(repository(clean))).toEqual([]);
  });

  it('reports an import cycle, type-only imports included', () => {
    const cycle = {
      'apps/web/src/features/events/look.ts':
        "import type { Row } from './table';\nexport type Look = Row;\n",
      'apps/web/src/features/events/table.ts':
        "import type { Look } from './look';\nexport type Row = Look;\n",
    };
    expect(problems(cycle)).toEqual([
      { rule: 'no-cycle', file: 'apps/web/src/features/events/look.ts', line: 1 },
    ]);
  });

  it('reports lib/ importing a feature, by a static or a dynamic import', () => {
    const upward = {
      'apps/web/src/features/events/list-search.ts': 'export const pageSizes = [20, 50];\n',
      'apps/web/src/lib/paged-table.ts':
        "import { pageSizes } from '../features/events/list-search';\nexport const sizes = () => import('../features/events/list-search');\nexport { pageSizes };\n",
    };
    expect(problems(upward)).toEqual([
      { rule: 'lib-not-features', file: 'apps/web/src/lib/paged-table.ts', line: 1 },
      { rule: 'lib-not-features', file: 'apps/web/src/lib/paged-table.ts', line: 2 },
    ]);
  });

  it('reports a package importing an app, by its name or by a relative path', () => {
    const apps = {
      'packages/api/src/errors.ts':
        "import '@bolo/web';\nimport { formatCount } from '../../../apps/web/src/lib/format';\nexport class AppError extends Error {}\nexport { formatCount };\n",
    };
    expect(problems(apps)).toEqual([
      { rule: 'packages-not-apps', file: 'packages/api/src/errors.ts', line: 1 },
      { rule: 'packages-not-apps', file: 'packages/api/src/errors.ts', line: 2 },
    ]);
  });

  it("reports an api domain importing another domain's private file, not its index or public file", () => {
    const privateImport = {
      'packages/api/src/events/service.ts':
        "import { listArtists } from '../masters/service';\nexport const parties = () => [listArtists()];\n",
      'packages/api/src/events/public.ts': "export { parties } from './service';\n",
      'packages/api/src/masters/rows.ts':
        "import { parties } from '../events/public';\nexport const rows = parties;\n",
    };
    expect(problems(privateImport, ['api-domain-public'])).toEqual([
      { rule: 'api-domain-public', file: 'packages/api/src/events/service.ts', line: 1 },
    ]);
  });

  it('reports api domains that import each other, through their index files too, but not through a test', () => {
    const domainCycle = {
      'packages/api/src/masters/service.ts':
        "import { id } from '../shared/ids';\nimport type { Event } from '../events';\nexport const listArtists = (event?: Event) => [id, event];\n",
    };
    expect(problems(domainCycle)).toEqual([
      { rule: 'no-api-domain-cycle', file: 'packages/api/src/events/mail/send.ts', line: 2 },
    ]);
    const testOnly = {
      'packages/api/src/masters/service.test.ts':
        "import { parties } from '../events';\nexport const used = parties;\n",
      'packages/api/src/events/index.ts':
        "export type { Event } from './schemas';\nexport { parties } from './service';\n",
    };
    expect(problems(testOnly)).toEqual([]);
  });
});
