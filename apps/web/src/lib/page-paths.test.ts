import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fullPathOfRouteFile, pagePatternsOf, pageRegexSource, routeFilesOf } from './page-paths';

const routeTree = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8');
const pages = pagePatternsOf(routeTree).map((pattern) => new RegExp(pageRegexSource(pattern)));
const isPage = (path: string) => pages.some((page) => page.test(path));

describe('the pages of the app, from its generated route tree', () => {
  it('reads every page of the route tree', () => {
    expect(pagePatternsOf(routeTree)).toEqual(
      expect.arrayContaining([
        '/{-$locale}/calendar',
        '/{-$locale}/event/{-$id}',
        '/{-$locale}/altainfo/{-$hash}',
      ]),
    );
  });

  it('knows the pages in both languages, with any value of a dynamic segment', () => {
    for (const path of [
      '/',
      '/en',
      '/en/',
      '/calendar',
      '/en/calendar/',
      '/event/123',
      '/en/event/abc-123',
      '/event',
      '/template/7',
      '/altainfo/some-token',
      '/login',
      '/en/twofactor',
    ])
      expect(isPage(path), path).toBe(true);
  });

  it('knows no other path: an unknown page, another language, a segment too many', () => {
    for (const path of [
      '/no-existe',
      '/en/nothing',
      '/fr',
      '/fr/calendar',
      '/es/calendar',
      '/en/en',
      '/event/1/2',
      '/calendar.',
    ])
      expect(isPage(path), path).toBe(false);
  });
});

describe('a route file’s page and layouts', () => {
  it('gives each page file the full path the route tree lists for it', () => {
    const files = {
      '{-$locale}/_app/index.tsx': '/{-$locale}/',
      '{-$locale}/_app/event/{-$id}.tsx': '/{-$locale}/event/{-$id}',
      '{-$locale}/_open/login.tsx': '/{-$locale}/login',
      '{-$locale}/_open/altainfo/{-$hash}.tsx': '/{-$locale}/altainfo/{-$hash}',
    };
    for (const [file, fullPath] of Object.entries(files)) {
      expect(fullPathOfRouteFile(file), file).toBe(fullPath);
      expect(pagePatternsOf(routeTree)).toContain(fullPath);
    }
    expect(fullPathOfRouteFile('{-$locale}/_app/route.tsx')).toBe('/{-$locale}');
  });

  it('names the layouts a page passes through, outermost first', () => {
    expect(routeFilesOf('{-$locale}/_app/event/{-$id}.tsx')).toEqual([
      '{-$locale}/route.tsx',
      '{-$locale}/_app/route.tsx',
      '{-$locale}/_app/event/route.tsx',
      '{-$locale}/_app/event/{-$id}.tsx',
    ]);
  });
});
