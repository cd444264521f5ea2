import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Fonts for the characters Liberation Serif has no glyph for (Chinese, Japanese kana, Arabic,
 * Hebrew): Noto Sans from the `@fontsource/*` packages, which ship each script cut into files by
 * Unicode range (`.woff`: a subset `.woff2` crashes fontkit). A file is read only when a
 * character of its range is printed, so Latin-only documents read none.
 */
const families = ['noto-sans-hebrew', 'noto-sans-arabic', 'noto-sans-sc'];

export type Weight = 400 | 700;
type RangeFile = { ranges: [number, number][]; path: string };

const require = createRequire(import.meta.url);

/** `U+5468`, `U+4e00-9fff` → `[first, last]`. */
function parseRange(text: string): [number, number] {
  const [first = '0', last = first] = text.trim().replace(/^U\+/i, '').split('-');
  return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
}

/** The files of one family and weight with their ranges, as its CSS (`400.css`) declares them. */
function familyFiles(family: string, weight: Weight): RangeFile[] {
  const css = require.resolve(`@fontsource/${family}/${weight}.css`);
  const rules = readFileSync(css, 'utf8').split('@font-face').slice(1);
  return rules.flatMap((rule) => {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(rule)?.[1];
    const ranges = /unicode-range:([^;]+);/.exec(rule)?.[1];
    return file && ranges
      ? [{ path: join(dirname(css), file), ranges: ranges.split(',').map(parseRange) }]
      : [];
  });
}

const filesOf = new Map<Weight, RangeFile[]>();

/**
 * The file of the first family whose ranges hold `codePoint`, or none. The ranges say what a
 * file is for, not that it has the glyph: the caller checks the font itself.
 */
export function fallbackFile(codePoint: number, weight: Weight): string | undefined {
  let files = filesOf.get(weight);
  if (!files) {
    files = families.flatMap((family) => familyFiles(family, weight));
    filesOf.set(weight, files);
  }
  return files.find(({ ranges }) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last))
    ?.path;
}

/** Characters written right to left (Hebrew, Arabic and their presentation forms). */
export const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
