import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
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

function fontBytes(name: FaceName): Uint8Array {
  let bytes = bytesOf.get(name);
  if (!bytes) {
    bytes = readFileSync(new URL(`../../fonts/${files[name]}`, import.meta.url));
    bytesOf.set(name, bytes);
  }
  return bytes;
}

export const faceOf = (style: Pick<Style, 'bold' | 'italic'>): FaceName =>
  style.bold ? (style.italic ? 'boldItalic' : 'bold') : style.italic ? 'italic' : 'regular';

/**
 * One embedded font with its words measured and encoded once: pdf-lib shapes a string through
 * fontkit on every call (about 1.6 ms a line), and a contract repeats the same few hundred words.
 */
export class Face {
  private readonly widths = new Map<string, number>();
  private readonly codes = new Map<string, string>();

  constructor(readonly font: PDFFont) {}

  /** Width of `text` at size 1. */
  width(text: string): number {
    let width = this.widths.get(text);
    if (width === undefined) {
      width = this.font.widthOfTextAtSize(text, 1);
      this.widths.set(text, width);
    }
    return width;
  }

  /** `text` as a PDF hex string of glyph ids (the glyphs join the embedded subset). */
  encode(text: string): string {
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.font.encodeText(text).toString();
      this.codes.set(text, code);
    }
    return code;
  }
}

export type Faces = Record<FaceName, Face>;

/**
 * Embeds the four faces, subset to the glyphs used. Ligatures are off so that every glyph maps back
 * to one character: the text copied or extracted from the PDF is the text written.
 */
export async function embedFaces(doc: PDFDocument): Promise<Faces> {
  doc.registerFontkit(fontkit);
  const embed = async (name: FaceName) =>
    new Face(await doc.embedFont(fontBytes(name), { subset: true, features: { liga: false } }));
  return {
    regular: await embed('regular'),
    bold: await embed('bold'),
    italic: await embed('italic'),
    boldItalic: await embed('boldItalic'),
  };
}
