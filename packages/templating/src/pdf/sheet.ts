import {
  beginMarkedContent,
  beginText,
  endMarkedContent,
  endText,
  type PDFFont,
  type PDFImage,
  type PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  rgb,
  setFontAndSize,
  setTextMatrix,
} from 'pdf-lib';
import { getOrMake } from '../get-or-make';
import type { Line, Piece } from './lines';

/** One page being drawn on, with the keys its resources give our fonts. */
export class Sheet {
  private readonly fontKeys = new Map<PDFFont, PDFName>();

  constructor(readonly page: PDFPage) {}

  private fontKey(font: PDFFont): PDFName {
    return getOrMake(this.fontKeys, font, () => this.page.node.newFontDictionary(font.name, font.ref));
  }

  /**
   * Writes a line as one text object: each run of one face is a `TJ` whose numbers widen the
   * spaces by `extra` points, so the line is justified while its spaces stay real characters
   * (copied and extracted text keeps them).
   */
  line(line: Line, x: number, baseline: number, extra: number): void {
    const operators: PDFOperator[] = [beginText(), setTextMatrix(1, 0, 0, 1, x, baseline)];
    let array: string[] = [];
    let font: Pick<Piece, 'face' | 'size'> | null = null;
    const flush = () => {
      if (array.length > 0)
        operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [`[${array.join(' ')}]`]));
      array = [];
    };
    const underlines: [number, number, Piece][] = [];
    let cursor = x;
    line.words.forEach((word, w) => {
      const spaced = w < line.words.length - 1;
      word.pieces.forEach((piece, p) => {
        if (!font || font.face !== piece.face || font.size !== piece.size) {
          flush();
          font = piece;
          operators.push(setFontAndSize(this.fontKey(piece.face.font), piece.size));
        }
        const ends = spaced && p === word.pieces.length - 1;
        array.push(piece.face.encode(ends ? `${piece.text} ` : piece.text));
        const advance = piece.width + (ends ? word.space + extra : 0);
        if (ends && extra !== 0) array.push(String(-Math.round((extra * 1000) / piece.size)));
        if (piece.underline) {
          const next = line.words[w + 1]?.pieces[0];
          underlines.push([cursor, ends && !next?.underline ? piece.width : advance, piece]);
        }
        cursor += advance;
      });
    });
    flush();
    operators.push(endText());
    this.page.pushOperators(...operators);
    for (const [start, width, piece] of underlines) {
      const y = baseline - piece.size * 0.12;
      this.rule(start, y, start + width, y, piece.size * 0.06);
    }
  }

  /**
   * Text that belongs to the layout, not to the contract (page numbers, list markers): marked as an
   * artifact, so screen readers and text extraction give the contract's own text.
   */
  artifact(piece: Piece, x: number, baseline: number): void {
    this.page.pushOperators(beginMarkedContent('Artifact'));
    this.line(
      { words: [{ pieces: [piece], width: piece.width, space: 0 }], width: piece.width, ragged: true },
      x,
      baseline,
      0,
    );
    this.page.pushOperators(endMarkedContent());
  }

  rule(x1: number, y1: number, x2: number, y2: number, thickness = 0.5): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness });
  }

  box(x: number, top: number, width: number, height: number): void {
    this.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      borderWidth: 0.5,
      borderColor: rgb(0, 0, 0),
    });
  }

  image(image: PDFImage, x: number, top: number, width: number, height: number): void {
    this.page.drawImage(image, { x, y: top - height, width, height });
  }
}
