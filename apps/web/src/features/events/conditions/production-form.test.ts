import { describe, expect, it } from 'vitest';
import { productionErrors, productionValuesOf } from './production-form';

const REQUIRED = 'Este campo es obligatorio';

describe('the production conditions', () => {
  it('not written yet: every time 00:00 on the show’s day, nothing needed, no notes', () => {
    const values = productionValuesOf(null);
    expect(values.arrivalTime).toBe('00:00');
    expect(values.arrivalTimeDay).toBe(0);
    expect(values.backstageExit).toBe('00:00');
    expect(values.catering).toBe(false);
    expect(values.cateringDescription).toBe('');
    expect(values.observaciones).toBe('');
    expect(Object.keys(values)).toHaveLength(2 * 7 + 2 * 10 + 2);
  });

  it('keeps what was stored', () => {
    const values = productionValuesOf({
      showStart: '21:30',
      assemblyStartDay: -1,
      backline: true,
      backlineDescription: 'Batería',
    });
    expect(values).toMatchObject({
      showStart: '21:30',
      assemblyStartDay: -1,
      backline: true,
      backlineDescription: 'Batería',
    });
    expect(values.arrivalTime).toBe('00:00');
  });

  it('asks for a time that was cleared', () => {
    const values = { ...productionValuesOf(null), showEnd: '' };
    expect(productionErrors(values, REQUIRED)).toEqual({ showEnd: REQUIRED });
    expect(productionErrors(productionValuesOf(null), REQUIRED)).toEqual({});
  });
});
