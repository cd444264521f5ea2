import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { getOrMake } from '../get-or-make';
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
 * One embedded font, measured and encoded a character at a time and then a word at a time, each
 * once: pdf-lib shapes every string it is given through fontkit (about 1.6 ms a line). With
 * ligatures off and no kerning in pdf-lib's output, a word's glyphs are its characters' glyphs.
 */
export class Face {
  private readonly glyphs = new Map<string, { width: number; code: string }>();
  private readonly words = new Map<string, { width: number; code: string }>();

  constructor(readonly font: PDFFont) {}

  private glyph(character: string) {
    return getOrMake(this.glyphs, character, () => {
      const hex = this.font.encodeText(character).toString();
      return { width: this.font.widthOfTextAtSize(character, 1), code: hex.slice(1, -1) };
    });
  }

  private word(text: string) {
    return getOrMake(this.words, text, () => {
      const word = { width: 0, code: '' };
      for (const character of text) {
        const glyph = this.glyph(character);
        word.width += glyph.width;
        word.code += glyph.code;
      }
      return word;
    });
  }

  /** Width of `text` at size 1. */
  width(text: string): number {
    return this.word(text).width;
  }

  /** `text` as a PDF hex string of glyph ids (the glyphs join the embedded subset). */
  encode(text: string): string {
    return `<${this.word(text).code}>`;
  }
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
  create: (bytes) => getOrMake(parsed, bytes, () => fontkit.create(bytes)),
};

/**
 * Embeds the four faces, subset to the glyphs used. Ligatures are off so that every glyph maps back
 * to one character: the text copied or extracted from the PDF is the text written.
 */
export async function embedFaces(doc: PDFDocument): Promise<Faces> {
  doc.registerFontkit(parseOnce);
  const embed = async (name: FaceName) =>
    new Face(await doc.embedFont(fontBytes(name), { subset: true, features: { liga: false } }));
  return {
    regular: await embed('regular'),
    bold: await embed('bold'),
    italic: await embed('italic'),
    boldItalic: await embed('boldItalic'),
  };
}
