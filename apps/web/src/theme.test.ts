import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, TEXT_CONTRAST } from './lib/contrast';
import { cssVariablesResolver, readableShade, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;

/** The colour a value of the light scheme's variables comes to: a palette shade, or the text's black. */
function colourOf(value: string | undefined): string {
  if (value === 'var(--mantine-color-text)') return resolved.black;
  const [, name = '', shade = ''] = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value ?? '') ?? [];
  const colour = resolved.colors[name]?.[Number(shade)];
  if (!colour) throw new Error(`not a palette shade: ${value}`);
  return colour;
}

const WHITE = '#ffffff';
/** The light grey of panels and table heads, the darkest background text sits on. */
const panel = resolved.colors.gray[1];
const colours = Object.keys(resolved.colors);
const readable = Object.entries(resolved.colors).filter(
  ([, shades]) => readableShade(shades, panel) !== undefined,
);

describe('the theme’s text colours (WCAG 1.4.3, 4.5:1)', () => {
  it('writes dimmed text (hints, descriptions, weekdays) readably on white and on the light grey of panels', () => {
    const dimmed = colourOf(light['--mantine-color-dimmed']);
    expect(contrastRatio(dimmed, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(dimmed, panel)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(colours)(
    'writes %s text and outlines readably on white and on the light grey of panels',
    (name) => {
      for (const variable of ['text', 'outline'])
        for (const background of [WHITE, panel])
          expect(
            contrastRatio(colourOf(light[`--mantine-color-${name}-${variable}`]), background),
          ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );

  it.each(readable.map(([name]) => name))(
    'fills %s buttons and badges so that their white text reads',
    (name) => {
      const filled = colourOf(light[`--mantine-color-${name}-filled`]);
      expect(contrastRatio(WHITE, filled)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );

  it('has a readable shade for the brand and the colours that mark errors and links', () => {
    expect(readable.map(([name]) => name)).toEqual(expect.arrayContaining(['brand', 'red', 'blue', 'gray']));
  });
});
