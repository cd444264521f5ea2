/** WCAG 2's minimum contrast for text of ordinary size (1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;

/** The red, green and blue of `#rrggbb` or `#rgb`, from 0 to 255. */
function channels(hex: string): number[] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16));
}

/** WCAG 2's relative luminance of a colour `#rrggbb` or `#rgb`. */
function luminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2's contrast ratio between two colours `#rrggbb`, from 1 (the same) to 21 (black on white). */
export function contrastRatio(one: string, other: string): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** The colour `#rrggbb` laid at `opacity` over white: what a tinted background shows. */
export function tintOf(hex: string, opacity: number): string {
  const mixed = channels(hex).map((channel) => Math.round(channel * opacity + 255 * (1 - opacity)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
