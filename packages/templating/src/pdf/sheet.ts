import {
  beginMarkedContent,
  beginText,
  endMarkedContent,
  endText,
  type PDFFont,
  PDFHexString,
  type PDFImage,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  PDFString,
  rgb,
  setFontAndSize,
  setTextMatrix,
} from 'pdf-lib';
import { getOrMake } from '../get-or-make';
import { rightToLeft } from './fallback-fonts';
import type { GlyphRun } from './fonts';
import type { Line, Piece, Word } from './lines';

const writtenRightToLeft = (word: Word) => word.pieces.some((piece) => rightToLeft.test(piece.text));
const hasLetters = (word: Word) => word.pieces.some((piece) => /\p{L}/u.test(piece.text));

/**
 * The words of a line in the order they are drawn, left to right: in a line of left-to-right text,
 * each run of words written right to left (with the words without letters between them: numbers,
 * dashes) is drawn last word first. Each word's own letters are already in visual order (./fonts.ts).
 * The spaces stay where they were, so justification is unchanged.
 */
export function visualOrder(words: Word[]): Word[] {
  const ordered = [...words];
  let start = 0;
  while (start < ordered.length) {
    const first = ordered[start];
    if (!first || !writtenRightToLeft(first)) {
      start++;
      continue;
    }
    let last = start;
    for (let end = start + 1; end < ordered.length; end++) {
      const word = ordered[end] as Word;
      if (writtenRightToLeft(word)) last = end;
      else if (hasLetters(word)) break;
    }
    const run = ordered.slice(start, last + 1).reverse();
    run.forEach((word, i) => {
      ordered[start + i] = {
        ...word,
        pieces: [...word.pieces].reverse(),
        space: ordered[start + i]?.space ?? 0,
      };
    });
    start = last + 1;
  }
  return ordered;
}

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
    let font: { font: PDFFont; size: number } | null = null;
    const flush = () => {
      if (array.length > 0)
        operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [`[${array.join(' ')}]`]));
      array = [];
    };
    const show = (run: GlyphRun, size: number) => {
      if (font?.font !== run.font || font.size !== size) {
        flush();
        operators.push(setFontAndSize(this.fontKey(run.font), size));
        font = { font: run.font, size };
      }
      for (const span of run.spans) {
        if (span.text === undefined) {
          array.push(...span.items);
          continue;
        }
        flush();
        operators.push(this.actualText(span.text));
        array.push(...span.items);
        flush();
        operators.push(endMarkedContent());
      }
    };
    const underlines: [number, number, Piece][] = [];
    const links: { start: number; end: number; size: number; url: string }[] = [];
    let open: (typeof links)[number] | undefined;
    let cursor = x;
    const words = visualOrder(line.words);
    words.forEach((word, w) => {
      const spaced = w < words.length - 1;
      word.pieces.forEach((piece, p) => {
        const ends = spaced && p === word.pieces.length - 1;
        // A word drawn right to left would draw its space first: it gets the space apart.
        const apart = ends && rightToLeft.test(piece.text);
        for (const run of piece.face.runs(ends && !apart ? `${piece.text} ` : piece.text))
          show(run, piece.size);
        if (apart) for (const run of piece.face.runs(' ')) show(run, piece.size);
        const advance = piece.width + (ends ? word.space + extra : 0);
        if (ends && extra !== 0) array.push(String(-Math.round((extra * 1000) / piece.size)));
        if (piece.underline) {
          const next = words[w + 1]?.pieces[0];
          underlines.push([cursor, ends && !next?.underline ? piece.width : advance, piece]);
        }
        // one link over the pieces of one address in a row, and the spaces between them
        if (piece.link && open?.url === piece.link) open.end = cursor + piece.width;
        else if (piece.link) {
          open = { start: cursor, end: cursor + piece.width, size: piece.size, url: piece.link };
          links.push(open);
        } else open = undefined;
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
    for (const { start, end, size, url } of links)
      this.link(url, [start, baseline - size * 0.25, end, baseline + size * 0.9]);
  }

  /** A link annotation over `rect` (left, bottom, right, top): a viewer opens `url` from it. */
  private link(url: string, rect: [number, number, number, number]): void {
    const { context } = this.page.doc;
    const annotation = context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    });
    this.page.node.addAnnot(context.register(annotation));
  }

  /** Marked content whose text, for copying and extraction, is `text` as read (logical order). */
  private actualText(text: string): PDFOperator {
    const properties = `<< /ActualText ${PDFHexString.fromText(text).toString()} >>`;
    return PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), properties]);
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
