import { describe, expect, it } from 'vitest';
import { levelLabel } from './level-label';

describe('levelLabel', () => {
  it('writes a Spanish feminine ordinal', () => {
    expect([1, 2, 10].map((level) => levelLabel(level, 'es'))).toEqual(['1.ª', '2.ª', '10.ª']);
  });

  it('writes an English ordinal, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((level) => levelLabel(level, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });
});
