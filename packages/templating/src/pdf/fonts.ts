import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { getOrMake } from '../get-or-make';
import { fallbackFile, rightToLeft, type Weight } from './fallback-fonts';
import type { Style } from './html';

export type FaceName = 'regular' | 'bold' | 'italic' | 'boldItalic';

/** Liberation Serif (Times metrics, GPL with the font exception): committed beside the package. */
const files: Record<FaceName, string> = {
  regular: 'LiberationSerif-Regular.ttf',
  bold: 'LiberationSerif-Bold.ttf',
  italic: 'LiberationSerif-Italic.ttf',
  boldItalic: 'LiberationSerif-BoldItalic.ttf',
};

const bytesOf = new Map<FaceName, Uint8Array>();

const fontBytes = (name: FaceName): Uint8Array =>
  getOrMake(bytesOf, name, () => readFileSync(new URL(`../../fonts/${files[name]}`, import.meta.url)));

export const faceOf = (style: Pick<Style, 'bold' | 'italic'>): FaceName =>
  style.bold ? (style.italic ? 'boldItalic' : 'bold') : style.italic ? 'italic' : 'regular';

/**
 * Glyphs in one font as `TJ` items (hex strings of glyph ids, position numbers) in spans; a span
 * with a `text` is marked with it as the text it stands for (a shaped glyph need not map back to
 * its letter: Noto Sans Arabic draws زاي as the glyph of راء and a dot).
 */
export type GlyphSpan = { items: string[]; text?: string };
export type GlyphRun = { font: PDFFont; spans: GlyphSpan[] };
type Written = { width: number; runs: GlyphRun[] };

const hexOf = (font: PDFFont, text: string) => font.encodeText(text).toString();

/**
 * One embedded font, measured and encoded a character at a time and then a word at a time, each
 * once: pdf-lib shapes every string it is given through fontkit (about 1.6 ms a line). With
 * ligatures off and no kerning in pdf-lib's output, a word's glyphs are its characters' glyphs.
 * Characters the font lacks are written in the fallback font embedded for them: a stretch of
 * them is shaped as a whole (Arabic letters join), its marks placed where the font puts them.
 */
export class Face {
  private readonly glyphs = new Map<string, { width: number; code: string }>();
  private readonly words = new Map<string, Written>();

  constructor(
    readonly font: PDFFont,
    private readonly fallbacks: ReadonlyMap<string, FallbackFont>,
  ) {}

  private glyph(character: string) {
    return getOrMake(this.glyphs, character, () => {
      const hex = hexOf(this.font, character);
      return { width: this.font.widthOfTextAtSize(character, 1), code: hex.slice(1, -1) };
    });
  }

  private own(text: string): Written {
    let width = 0;
    let code = '';
    for (const character of text) {
      const glyph = this.glyph(character);
      width += glyph.width;
      code += glyph.code;
    }
    return { width, runs: [{ font: this.font, spans: [{ items: [`<${code}>`] }] }] };
  }

  private word(text: string): Written {
    return getOrMake(this.words, text, () => {
      const stretches: { fallback?: FallbackFont; text: string }[] = [];
      for (const character of text) {
        const fallback = this.fallbacks.get(character);
        const last = stretches.at(-1);
        if (last && last.fallback === fallback) last.text += character;
        else stretches.push({ fallback, text: character });
      }
      const written: Written = { width: 0, runs: [] };
      for (const { fallback, text: stretch } of stretches) {
        const part = fallback ? shaped(fallback, stretch) : this.own(stretch);
        written.width += part.width;
        written.runs.push(...part.runs);
      }
      // Drawn left to right: a word written right to left shows its last stretch first.
      if (rightToLeft.test(text)) written.runs.reverse();
      return written;
    });
  }

  /** Width of `text` at size 1. */
  width(text: string): number {
    return this.word(text).width;
  }

  /** `text` as runs of glyph ids, each in its font, in the order they are drawn (the glyphs join the embedded subsets). */
  runs(text: string): GlyphRun[] {
    return this.word(text).runs;
  }
}

/** A fallback font: as embedded (subset) and as parsed, for the positions its shaping gives. */
type FallbackFont = { font: PDFFont; parsed: ParsedFont };

/**
 * The letters each glyph stands for, in the glyphs' (visual) order: a glyph takes as many letters
 * as it has code points (a ligature several, a mark split off its letter none), read from the
 * end of the text when it is drawn right to left. When the counts do not add up, the stretch is
 * one span of the whole text.
 */
function lettersOf(glyphs: { codePoints: number[] }[], text: string, rtl: boolean): string[] | undefined {
  const letters = [...text];
  const counts = glyphs.map((glyph) => glyph.codePoints.length);
  if (counts.reduce((sum, n) => sum + n, 0) !== letters.length) return undefined;
  const order = rtl ? [...counts].reverse() : counts;
  let at = 0;
  const texts = order.map((n) => {
    at += n;
    return letters.slice(at - n, at).join('');
  });
  return rtl ? texts.reverse() : texts;
}

/**
 * A stretch shaped by fontkit in visual order, each glyph moved by its offset and advanced by its
 * advance: pdf-lib draws only the glyph ids, at the font's own widths, so the `TJ` numbers make
 * up the difference (thousandths of an em, subtracted from the position).
 */
function shaped({ font, parsed }: FallbackFont, text: string): Written {
  const hex = hexOf(font, text).slice(1, -1);
  const { glyphs, positions, direction } = parsed.layout(text);
  const letters = lettersOf(glyphs, text, direction === 'rtl');
  const scale = 1000 / parsed.unitsPerEm;
  const spans: GlyphSpan[] = [];
  let width = 0;
  let carry = 0;
  glyphs.forEach((glyph, i) => {
    const { xOffset = 0, xAdvance = glyph.advanceWidth } = positions[i] ?? {};
    const items: string[] = [];
    const before = carry - xOffset * scale;
    if (Math.round(before) !== 0) items.push(String(Math.round(before)));
    items.push(`<${hex.slice(i * 4, i * 4 + 4)}>`);
    if (letters) spans.push({ items, text: letters[i] ?? '' });
    else spans.push({ items });
    carry = (xOffset + glyph.advanceWidth - xAdvance) * scale;
    width += (xAdvance * scale) / 1000;
  });
  if (Math.round(carry) !== 0) spans.push({ items: [String(Math.round(carry))] });
  const marked = letters ? spans : [{ items: spans.flatMap((span) => span.items), text }];
  return { width, runs: [{ font, spans: marked }] };
}

export type Faces = Record<FaceName, Face>;

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;
const parsed = new WeakMap<Uint8Array, ParsedFont>();

/**
 * fontkit, parsing each font file once per process rather than once per contract: pdf-lib hands it
 * the same bytes every time, and each document makes its own subset of the parsed font.
 */
const parseOnce: Fontkit = {
  create: (bytes) => getOrMake(parsed, bytes, () => withCodePoints(withEvenGlyphs(fontkit.create(bytes)))),
};

type Glyph = { codePoints: number[] };
type GlyphSource = { getGlyph(id: number, characters?: number[]): Glyph | null };

/**
 * fontkit keeps one glyph object per glyph id, made by whoever asks first. A subset that takes `A`
 * as a part of `Á` makes it without the letter it stands for, and pdf-lib then maps no text to it
 * in every later document's ToUnicode map: the letter is drawn, but cannot be copied, searched or
 * read aloud. A glyph asked for with its letters gets them.
 */
function withCodePoints(font: ParsedFont): ParsedFont {
  const source = font as unknown as GlyphSource;
  const getGlyph = source.getGlyph.bind(font);
  Object.assign(font, {
    getGlyph(id: number, characters: number[] = []) {
      const glyph = getGlyph(id, characters);
      if (glyph && glyph.codePoints.length === 0 && characters.length > 0) glyph.codePoints = characters;
      return glyph;
    },
  });
  return font;
}

/** The parts of fontkit's TrueType subset (1.1, no longer maintained) that `withEvenGlyphs` mends. */
type TrueTypeSubset = { glyf: Uint8Array[]; offset: number; _addGlyph(glyph: number): number };

/**
 * fontkit writes a small subset's glyph offsets in the short format, which halves them, without
 * padding each glyph to an even length: the glyphs after one of odd length come out broken
 * (Noto Sans Arabic has 456 such). Each glyph added to a subset is padded here.
 */
function withEvenGlyphs(font: ParsedFont): ParsedFont {
  const { createSubset } = font as unknown as { createSubset(): TrueTypeSubset };
  Object.assign(font, {
    createSubset() {
      const subset = createSubset.call(font);
      const addGlyph = subset._addGlyph.bind(subset);
      subset._addGlyph = (glyph) => {
        const index = addGlyph(glyph);
        const bytes = subset.glyf[index];
        if (bytes && bytes.length % 2 === 1) {
          // fontkit's own Buffer class (its bundled one): its stream takes no other.
          const padded = (bytes.constructor as typeof Buffer).alloc(bytes.length + 1);
          padded.set(bytes);
          subset.glyf[index] = padded;
          subset.offset += 1;
        }
        return index;
      };
      return subset;
    },
  });
  return font;
}

const weightOf: Record<FaceName, Weight> = { regular: 400, italic: 400, bold: 700, boldItalic: 700 };
const fallbackBytes = new Map<string, Uint8Array>();

/**
 * Embeds the four faces, subset to the glyphs used. Ligatures are off so that every glyph maps back
 * to one character: the text copied or extracted from the PDF is the text written. Each character
 * of `text` (everything the document prints) that Liberation Serif lacks gets the fallback font
 * of its script (./fallback-fonts.ts), embedded once per document and only when so needed.
 */
export async function embedFaces(doc: PDFDocument, text: string): Promise<Faces> {
  doc.registerFontkit(parseOnce);
  const embedded = new Map<string, Promise<FallbackFont>>();
  const fallbackFor = async (character: string, weight: Weight): Promise<FallbackFont | undefined> => {
    const codePoint = character.codePointAt(0) ?? 0;
    const path = fallbackFile(codePoint, weight);
    if (!path) return undefined;
    const bytes = getOrMake(fallbackBytes, path, () => readFileSync(path));
    const parsedFont = parseOnce.create(bytes);
    if (!parsedFont.hasGlyphForCodePoint(codePoint)) return undefined;
    return getOrMake(embedded, path, async () => ({
      font: await doc.embedFont(bytes, { subset: true }),
      parsed: parsedFont,
    }));
  };
  const characters = [...new Set(text)];
  const embed = async (name: FaceName) => {
    const bytes = fontBytes(name);
    const own = parseOnce.create(bytes);
    const fallbacks = new Map<string, FallbackFont>();
    for (const character of characters) {
      if (own.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)) continue;
      const fallback = await fallbackFor(character, weightOf[name]);
      if (fallback) fallbacks.set(character, fallback);
    }
    return new Face(await doc.embedFont(bytes, { subset: true, features: { liga: false } }), fallbacks);
  };
  return {
    regular: await embed('regular'),
    bold: await embed('bold'),
    italic: await embed('italic'),
    boldItalic: await embed('boldItalic'),
  };
}
