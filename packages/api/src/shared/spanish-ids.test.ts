import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key';
import { checkIban, checkTaxId } from './spanish-ids';

describe('tax ids', () => {
  it('accepts NIFs, NIEs and CIFs with the right control character, however they are typed', () => {
    expect(checkTaxId('12345678Z')).toEqual({ ok: true, kind: 'nif', value: '12345678Z' });
    expect(checkTaxId('12.345.678-z')).toMatchObject({ ok: true, kind: 'nif' });
    expect(checkTaxId('X1234567L')).toMatchObject({ ok: true, kind: 'nie' });
    expect(checkTaxId('Y0000000Z')).toMatchObject({ ok: true, kind: 'nie' });
    expect(checkTaxId('B12345674')).toMatchObject({ ok: true, kind: 'cif' });
    expect(checkTaxId('A58818501')).toMatchObject({ ok: true, kind: 'cif' });
    expect(checkTaxId('Q2826000H')).toMatchObject({ ok: true, kind: 'cif' });
  });

  it('tells a wrong control character from a wrong format', () => {
    expect(checkTaxId('12345678A')).toEqual({ ok: false, reason: 'control' });
    expect(checkTaxId('X1234567A')).toEqual({ ok: false, reason: 'control' });
    expect(checkTaxId('B12345675')).toEqual({ ok: false, reason: 'control' });
    expect(checkTaxId('Q2826000A')).toEqual({ ok: false, reason: 'control' });
    expect(checkTaxId('1234')).toEqual({ ok: false, reason: 'format' });
    expect(checkTaxId('')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('IBAN', () => {
  it('accepts a Spanish IBAN written with or without spaces', () => {
    expect(checkIban('ES91 2100 0418 4502 0005 1332')).toEqual({
      ok: true,
      value: 'ES9121000418450200051332',
    });
    expect(checkIban('GB82WEST12345698765432')).toMatchObject({ ok: true });
  });

  it('refuses a wrong check digit or length', () => {
    expect(checkIban('ES92 2100 0418 4502 0005 1332')).toEqual({ ok: false, reason: 'control' });
    expect(checkIban('ES91 2100 0418 4502 0005 133')).toEqual({ ok: false, reason: 'format' });
    expect(checkIban('not an iban')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('search key', () => {
  it('compares names without case, accents or extra spaces', () => {
    expect(searchKey('  Sala  Ñu Álvarez ')).toBe('sala nu alvarez');
    expect(searchKey('Rosalía')).toBe(searchKey('ROSALIA'));
    expect(searchKey('Björk Guðmundsdóttir')).toBe('bjork guðmundsdottir');
  });
});
