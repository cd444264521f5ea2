import type { PDFImage } from 'pdf-lib';
import { type Faces, faceOf } from './fonts';
import type { Block, Cell } from './html';
import { breakLines, type LineBreak, piece, type TextRun, wordsOf } from './lines';
import type { Sheet } from './sheet';

/**
 * A piece of the page that is never split: a line of text, a table row, an image. Boxes are
 * stacked down the page; one that does not fit starts the next page.
 */
export type Box = {
  height: number;
  /** Space above the box, dropped at the top of a page. */
  gapBefore: number;
  /** Baseline of the box's first line, from its top: where a list marker sits. */
  baseline?: number;
  /** Headings, a paragraph's first and last-but-one lines: moved with the box after them rather than left alone. */
  keepWithNext?: boolean;
  /** A table's header rows, drawn again above this row when it starts a page. */
  repeated?: Box[];
  pageBreak?: boolean;
  draw(sheet: Sheet, x: number, top: number): void;
};

export type LayoutContext = {
  faces: Faces;
  images: Map<string, PDFImage>;
  maxImageHeight: number;
  /** Justified paragraphs; table cells are set ragged-right (too narrow to stretch well). */
  justify: boolean;
  depth: number;
};

export const bodySize = 11;
const sizes = [bodySize, 16, 13.5, 12] as const;
const gaps = [6, 14, 12, 10] as const;
const leadingRatio = 1.35;
const listIndent = 20;
const cellPadding = 4;
/** CSS pixels to points. */
const pointsPerPixel = 0.75;

function paragraphBoxes(
  block: Extract<Block, { kind: 'paragraph' }>,
  width: number,
  context: LayoutContext,
): Box[] {
  const size = sizes[block.level];
  const runs = block.runs.map((run): TextRun | LineBreak =>
    'lineBreak' in run
      ? 'break'
      : {
          text: run.text,
          face: context.faces[faceOf(run.style)],
          underline: run.style.underline,
          link: run.style.link,
        },
  );
  const leading = size * leadingRatio;
  const baseline = (leading - size) / 2 + size * 0.85;
  const align = block.align === 'justify' && !context.justify ? 'left' : block.align;
  const lines = breakLines(wordsOf(runs, size), width);
  // No first line alone at the foot of a page, no last line alone at the top of the next.
  const orphanOrWidow = (index: number) => lines.length > 1 && (index === 0 || index === lines.length - 2);
  return lines.map((line, index) => ({
    height: leading,
    gapBefore: index === 0 ? gaps[block.level] : 0,
    baseline,
    keepWithNext: block.level > 0 || orphanOrWidow(index),
    draw(sheet, x, top) {
      if (line.words.length === 0) return;
      const free = width - line.width;
      const stretch = align === 'justify' && !line.ragged && line.words.length > 1;
      const offset = align === 'center' ? free / 2 : align === 'right' ? free : 0;
      sheet.line(line, x + offset, top - baseline, stretch ? free / (line.words.length - 1) : 0);
    },
  }));
}

const shifted = (box: Box, dx: number): Box => ({
  ...box,
  repeated: box.repeated?.map((header) => shifted(header, dx)),
  draw: (sheet, x, top) => box.draw(sheet, x + dx, top),
});

function listBoxes(block: Extract<Block, { kind: 'list' }>, width: number, context: LayoutContext): Box[] {
  const inner = { ...context, depth: context.depth + 1 };
  return block.items.flatMap((item, index) => {
    const [first, ...rest] = layoutBlocks(item, width - listIndent, inner).map((box) =>
      shifted(box, listIndent),
    );
    if (!first) return [];
    const text = block.ordered ? `${block.start + index}.` : context.depth === 0 ? '•' : '–';
    const marker = piece(text, context.faces.regular, bodySize, false);
    const baseline = first.baseline ?? bodySize;
    const withMarker: Box = {
      ...first,
      gapBefore: index === 0 ? gaps[0] : 3,
      draw(sheet, x, top) {
        sheet.artifact(marker, x + listIndent - 6 - marker.width, top - baseline);
        first.draw(sheet, x, top);
      },
    };
    return [withMarker, ...rest];
  });
}

/** Stacked height of boxes laid in a cell or a signature column (the first gap dropped, as at the top of a page). */
export const stackHeight = (boxes: Box[]) =>
  boxes.reduce((sum, box, i) => sum + box.height + (i > 0 ? box.gapBefore : 0), 0);

export function drawStack(boxes: Box[], sheet: Sheet, x: number, top: number): void {
  let y = top;
  boxes.forEach((box, i) => {
    if (i > 0) y -= box.gapBefore;
    box.draw(sheet, x, y);
    y -= box.height;
  });
}

/**
 * The columns' widths: those the editor set keep their proportions, the others share the rest
 * equally (never less than an equal share), and the table fills the line.
 */
export function columnWidths(rows: Cell[][], width: number): number[] {
  const count = Math.max(1, ...rows.map((row) => row.reduce((sum, cell) => sum + cell.colspan, 0)));
  const set: (number | null)[] = Array.from({ length: count }, () => null);
  for (const row of rows) {
    let column = 0;
    for (const cell of row) {
      cell.widths.forEach((pixels, i) => {
        set[column + i] ??= pixels;
      });
      column += cell.colspan;
    }
  }
  const known = set.reduce<number>((sum, pixels) => sum + (pixels ?? 0), 0);
  const unset = set.filter((pixels) => pixels === null).length;
  const room = width - unset * (width / count);
  const scale = unset === 0 || known * pointsPerPixel > room ? room / known : pointsPerPixel;
  const share = unset === 0 ? 0 : (width - known * scale) / unset;
  return set.map((pixels) => (pixels === null ? share : pixels * scale));
}

/**
 * Each row is one box, its cells' text wrapped. The header rows (all `th`, at the top) stay with
 * the first row and are drawn again at the top of each page the table runs onto.
 */
function tableBoxes(block: Extract<Block, { kind: 'table' }>, width: number, context: LayoutContext): Box[] {
  const widths = columnWidths(block.rows, width);
  const inCell = { ...context, justify: false };
  const rows = block.rows.map((row): Box => {
    let column = 0;
    const cells = row.map((cell) => {
      const left = widths.slice(0, column).reduce((sum, w) => sum + w, 0);
      const cellWidth = widths.slice(column, column + cell.colspan).reduce((sum, w) => sum + w, 0);
      column += cell.colspan;
      return { left, cellWidth, boxes: layoutBlocks(cell.blocks, cellWidth - 2 * cellPadding, inCell) };
    });
    const height = Math.max(...cells.map((cell) => stackHeight(cell.boxes))) + 2 * cellPadding;
    return {
      height,
      gapBefore: 0,
      draw(sheet, x, top) {
        for (const { left, cellWidth, boxes } of cells) {
          sheet.box(x + left, top, cellWidth, height);
          drawStack(boxes, sheet, x + left + cellPadding, top - cellPadding);
        }
      },
    };
  });
  const headerCount = block.rows.findIndex((row) => !row.every((cell) => cell.header));
  const header = rows.slice(0, Math.max(headerCount, 0));
  return rows.map((row, index) => ({
    ...row,
    gapBefore: index === 0 ? 10 : 0,
    keepWithNext: index < header.length,
    repeated: index < header.length ? undefined : header,
  }));
}

function imageBox(block: Extract<Block, { kind: 'image' }>, width: number, context: LayoutContext): Box {
  const image = context.images.get(block.src);
  if (!image) throw new Error(`image ${block.src} was not embedded`);
  const naturalWidth = (block.width ?? image.width) * pointsPerPixel;
  const naturalHeight = block.height
    ? block.height * pointsPerPixel
    : (naturalWidth * image.height) / image.width;
  const scale = Math.min(1, width / naturalWidth, context.maxImageHeight / naturalHeight);
  const [w, h] = [naturalWidth * scale, naturalHeight * scale];
  return {
    height: h,
    gapBefore: gaps[0],
    draw: (sheet, x, top) => sheet.image(image, x + (width - w) / 2, top, w, h),
  };
}

function blockBoxes(block: Block, width: number, context: LayoutContext): Box[] {
  switch (block.kind) {
    case 'paragraph':
      return paragraphBoxes(block, width, context);
    case 'list':
      return listBoxes(block, width, context);
    case 'table':
      return tableBoxes(block, width, context);
    case 'image':
      return [imageBox(block, width, context)];
    case 'rule':
      return [
        {
          height: 8,
          gapBefore: gaps[0],
          draw: (sheet, x, top) => sheet.rule(x, top - 4, x + width, top - 4),
        },
      ];
    case 'pageBreak':
      return [{ height: 0, gapBefore: 0, pageBreak: true, draw: () => {} }];
  }
}

export function layoutBlocks(blocks: Block[], width: number, context: LayoutContext): Box[] {
  return blocks.flatMap((block) => blockBoxes(block, width, context));
}

export type Frame = { x: number; top: number; bottom: number };

/** The height of the boxes that must go on the same page as box `index`, after it. */
function keptHeight(boxes: Box[], index: number): number {
  let height = 0;
  for (let i = index; boxes[i]?.keepWithNext; i++) {
    const next = boxes[i + 1];
    if (!next || next.pageBreak) break;
    height += next.gapBefore + next.height;
  }
  return height;
}

/**
 * Stacks the boxes down pages of `frame`, opening a page (`nextSheet`) when one does not fit. A
 * page break on a page still empty is ignored, so it never leaves a blank page.
 */
export function paginate(boxes: Box[], frame: Frame, nextSheet: () => Sheet): void {
  let sheet = nextSheet();
  let y = frame.top;
  const place = (box: Box) => {
    if (y !== frame.top) y -= box.gapBefore;
    box.draw(sheet, frame.x, y);
    y -= box.height;
  };
  const newPage = () => {
    sheet = nextSheet();
    y = frame.top;
  };
  boxes.forEach((box, index) => {
    const empty = y === frame.top;
    if (box.pageBreak) {
      if (!empty) newPage();
      return;
    }
    const kept = keptHeight(boxes, index);
    if (!empty && y - box.gapBefore - box.height - kept < frame.bottom) {
      newPage();
      box.repeated?.forEach(place);
    }
    place(box);
  });
}
