import { describe, expect, it } from 'vitest';
import { contrastRatio, tintOf } from './contrast';

describe('contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#5b2a86', '#5b2a86')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
  });

  it('gives the figures axe-core gave for Mantine’s grey and blue on white', () => {
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#228be6', '#ffffff')).toBeCloseTo(3.55, 1);
  });
});

describe('a tint', () => {
  it('is the colour at full opacity, white at none, and between them in between', () => {
    expect(tintOf('#228be6', 1)).toBe('#228be6');
    expect(tintOf('#228be6', 0)).toBe('#ffffff');
    expect(tintOf('#000000', 0.5)).toBe('#808080');
  });
});
