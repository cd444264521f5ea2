import { describe, expect, it } from 'vitest';
import { saveBarError } from './save-error';

const refused = { isError: true, error: new Error('El nombre ya existe') };
const saved = { isError: false, error: null };
const invalid = {
  submitted: true,
  liveErrors: { 'deal.fijo.quantity': 'Obligatorio' },
  text: 'Revisa los campos',
};

describe('what a save bar says of the last save', () => {
  it('is the server refusal when nothing else shows it', () => {
    expect(saveBarError({ save: refused, fieldErrors: {} })).toBe('El nombre ya existe');
    expect(saveBarError({ save: refused, fieldErrors: {}, invalid })).toBe('El nombre ya existe');
  });

  it('is the invalid text once a submit was refused for the errors shown as typed', () => {
    expect(saveBarError({ save: saved, fieldErrors: {}, invalid })).toBe('Revisa los campos');
    expect(
      saveBarError({ save: saved, fieldErrors: {}, invalid: { ...invalid, submitted: false } }),
    ).toBeNull();
    expect(
      saveBarError({ save: saved, fieldErrors: {}, invalid: { ...invalid, liveErrors: {} } }),
    ).toBeNull();
  });

  it('is nothing when the save was not refused and no submit was', () => {
    expect(saveBarError({ save: saved, fieldErrors: {} })).toBeNull();
  });

  it('leaves a refusal shown on the fields or elsewhere to them, falling through to the invalid text', () => {
    const onName = { name: 'El nombre ya existe' };
    expect(saveBarError({ save: refused, fieldErrors: onName })).toBeNull();
    expect(saveBarError({ save: refused, fieldErrors: {}, shownElsewhere: true })).toBeNull();
    expect(saveBarError({ save: refused, fieldErrors: onName, invalid })).toBe('Revisa los campos');
  });
});
