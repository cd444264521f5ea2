import type { PDFImage } from 'pdf-lib';
import { type Block, plain, type Style } from './html';
import { fit } from './images';
import { type Box, drawStack, type LayoutContext, layoutBlocks, stackHeight } from './layout';

/** One who signs (spec §3 Signatory): `name` with the surname, `firma` the signature image. */
export type Signatory = { name: string; cargo?: string; dni?: string; firma?: Uint8Array };

const room = 56;
const inset = 12;

const line = (text: string, style: Partial<Style>): Block => ({
  kind: 'paragraph',
  level: 0,
  align: 'center',
  runs: [{ text, style: { ...plain, ...style } }],
});

/**
 * The signatories side by side, two to a row, each row kept on one page: room to sign (with the
 * signature image when there is one), a line, the name, the position and the DNI.
 */
export function signatureBoxes(
  signatories: Signatory[],
  firmas: (PDFImage | undefined)[],
  width: number,
  context: LayoutContext,
): Box[] {
  const columnWidth = width / 2;
  const rows: number[][] = [];
  for (let i = 0; i < signatories.length; i += 2) rows.push(i + 1 < signatories.length ? [i, i + 1] : [i]);
  return rows.map((row, index) => {
    const columns = row.map((i) => {
      const { name, cargo, dni } = signatories[i] ?? { name: '' };
      const blocks = [line(name, { bold: true })];
      if (cargo) blocks.push(line(cargo, { italic: true }));
      if (dni) blocks.push(line(`DNI ${dni}`, {}));
      const boxes = layoutBlocks(blocks, columnWidth - 2 * inset, context).map((box) => ({
        ...box,
        gapBefore: 0,
      }));
      return { boxes, firma: firmas[i] };
    });
    const height = room + Math.max(...columns.map(({ boxes }) => stackHeight(boxes)));
    return {
      height,
      gapBefore: index === 0 ? 28 : 12,
      draw(sheet, x, top) {
        columns.forEach(({ boxes, firma }, column) => {
          const left = x + column * columnWidth + inset;
          const lineWidth = columnWidth - 2 * inset;
          if (firma) {
            const { width: w, height: h } = fit(firma, lineWidth, room - 8);
            sheet.image(firma, left + (lineWidth - w) / 2, top - (room - 4 - h), w, h);
          }
          sheet.rule(left, top - room + 4, left + lineWidth, top - room + 4);
          drawStack(boxes, sheet, left, top - room);
        });
      },
    };
  });
}
