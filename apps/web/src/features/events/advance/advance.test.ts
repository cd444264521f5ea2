import { describe, expect, it } from 'vitest';
import { movedOrder } from './advance';

describe('moving a row of the advance', () => {
  const rows = [
    { id: 1, section: 'technical' },
    { id: 2, section: 'hospitality' },
    { id: 3, section: 'technical' },
  ];

  it('swaps it with its neighbour in the list', () => {
    expect(movedOrder(rows, 2, -1)).toEqual([2, 1, 3]);
    expect(movedOrder(rows, 2, 1)).toEqual([1, 3, 2]);
  });

  it('moves a point past the points of other sections, within its own', () => {
    expect(movedOrder(rows, 3, -1, (row) => row.section === 'technical')).toEqual([3, 2, 1]);
  });

  it('leaves the first up and the last down where they are', () => {
    expect(movedOrder(rows, 1, -1)).toEqual([1, 2, 3]);
    expect(movedOrder(rows, 3, 1)).toEqual([1, 2, 3]);
  });
});
