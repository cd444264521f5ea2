import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const rootManifest = readJson(join(root, 'package.json'));
const workspaces: string[] = rootManifest.workspaces;

/** The package a module specifier names (`@scope/name/sub` → `@scope/name`), or undefined for a relative or built-in one. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return builtinModules.includes(name) ? undefined : name;
}

const importPatterns = [
  /^\s*(?:import|export)\s[^;'"]*?\sfrom\s+['"]([^'"]+)['"]/gm,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

export function importedPackages(source: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of importPatterns)
    for (const match of source.matchAll(pattern)) {
      const name = packageOf(match[1] ?? '');
      if (name) names.add(name);
    }
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '.tsbuild'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Tests, test helpers and browser tests may also use the root's shared test tooling. */
const isTestFile = (path: string) =>
  /\.test\.tsx?$|[\\/]testing(-[\w-]+)?\.ts$|[\\/]e2e[\\/]|\.config\.ts$/.test(path);

const keysOf = (...records: (Record<string, string> | undefined)[]) =>
  new Set(records.flatMap((record) => Object.keys(record ?? {})));

describe('every workspace declares what it imports', () => {
  it('reads import, export … from and import() specifiers', () => {
    const source = `import { a } from '@bolo/db';\nimport type {\n  B,\n} from 'drizzle-orm/pg-core';\nimport './x';\nexport * from 'zod';\nconst c = await import('sharp');\nimport { d } from 'node:fs';\nimport e from 'fs';`;
    expect([...importedPackages(source)].sort()).toEqual(['@bolo/db', 'drizzle-orm', 'sharp', 'zod']);
  });

  it.each(workspaces)('%s', (workspace) => {
    const manifest = readJson(join(root, workspace, 'package.json'));
    const ownDeps = keysOf(manifest.dependencies, manifest.peerDependencies);
    const testDeps = keysOf(
      manifest.dependencies,
      manifest.peerDependencies,
      manifest.devDependencies,
      rootManifest.devDependencies,
    );
    // one line per undeclared package, naming the first file that imports it
    const undeclared = new Map<string, string>();
    for (const file of sourceFiles(join(root, workspace))) {
      const allowed = isTestFile(file) ? testDeps : ownDeps;
      for (const name of importedPackages(readFileSync(file, 'utf8')))
        if (name !== manifest.name && !allowed.has(name) && !undeclared.has(name))
          undeclared.set(name, `${name} (imported by ${relative(root, file)})`);
    }
    expect([...undeclared.values()]).toEqual([]);
  });
});
