import { describe, expect, it } from 'vitest';
import type { Cell } from './html';
import { columnWidths } from './layout';

const cell = (widths: (number | null)[]): Cell => ({
  colspan: widths.length,
  header: false,
  widths,
  blocks: [],
});

describe('table column widths', () => {
  it('shares the line equally when the editor set no width', () => {
    expect(columnWidths([[cell([null]), cell([null]), cell([null, null])]], 400)).toEqual([
      100, 100, 100, 100,
    ]);
  });

  it('keeps the proportions of the widths the editor set, filling the line', () => {
    expect(columnWidths([[cell([100]), cell([300])]], 400)).toEqual([100, 300]);
    expect(columnWidths([[cell([50, 150])]], 400)).toEqual([100, 300]);
  });

  it('gives the columns left unset what the set ones leave, at least an equal share', () => {
    // 200 px are 150 pt: the unset column gets the other 250.
    expect(columnWidths([[cell([200]), cell([null])]], 400)).toEqual([150, 250]);
    // 1000 px would crowd it out: the set column shrinks to leave it an equal share.
    expect(columnWidths([[cell([1000]), cell([null])]], 400)).toEqual([200, 200]);
    // A width set on a later row counts too.
    expect(
      columnWidths(
        [
          [cell([null]), cell([null])],
          [cell([200]), cell([null])],
        ],
        400,
      ),
    ).toEqual([150, 250]);
  });
});
