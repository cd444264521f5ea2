import { describe, expect, it } from 'vitest';
import {
  altaHashInput,
  anulacionHashInput,
  huellaOf,
  recordAmount,
  recordDay,
  recordTimestamp,
} from './huella';

// The worked examples of the AEAT's "Detalle de las especificaciones técnicas para generación de la
// huella o hash de los registros de facturación" (v0.1.2): a first record, the one chained on it,
// and a registro de anulación chained on that.
const first = {
  IDEmisorFactura: '89890001K',
  NumSerieFactura: '12345678/G33',
  FechaExpedicionFactura: '01-01-2024',
  TipoFactura: 'F1',
  CuotaTotal: '12.35',
  ImporteTotal: '123.45',
  Huella: '',
  FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
};
const FIRST = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const SECOND = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';

describe('the fingerprint of a record', () => {
  it("reproduces the AEAT's first worked example byte for byte", () => {
    expect(altaHashInput(first)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(huellaOf(altaHashInput(first))).toBe(FIRST);
  });

  it('reproduces the second, chained on the first', () => {
    const second = {
      ...first,
      NumSerieFactura: '12345679/G34',
      Huella: FIRST,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
    };
    expect(huellaOf(altaHashInput(second))).toBe(SECOND);
  });

  it('reproduces the registro de anulación of the second', () => {
    const input = anulacionHashInput({
      IDEmisorFacturaAnulada: '89890001K',
      NumSerieFacturaAnulada: '12345679/G34',
      FechaExpedicionFacturaAnulada: '01-01-2024',
      Huella: SECOND,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
    });
    expect(input).toBe(
      `IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=${SECOND}&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00`,
    );
    expect(huellaOf(input)).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
  });

  it('trims each value, so spaces around one do not change the fingerprint', () => {
    expect(huellaOf(altaHashInput({ ...first, NumSerieFactura: ' 12345678/G33 ' }))).toBe(FIRST);
  });
});

describe('the values as records write them', () => {
  it('writes amounts with a point and two decimals, negatives with a minus', () => {
    expect([12_345, 5, 0, -1_250, 100_000_000].map(recordAmount)).toEqual([
      '123.45',
      '0.05',
      '0.00',
      '-12.50',
      '1000000.00',
    ]);
  });

  it('writes days as dd-mm-yyyy', () => {
    expect(recordDay('2024-01-01')).toBe('01-01-2024');
    expect(recordDay('2027-12-31')).toBe('31-12-2027');
  });

  it("writes the moment in Madrid's time with its offset, winter and summer", () => {
    expect(recordTimestamp(new Date('2024-01-01T18:20:30.900Z'), 'Europe/Madrid')).toBe(
      '2024-01-01T19:20:30+01:00',
    );
    expect(recordTimestamp(new Date('2027-07-15T08:00:00Z'), 'Europe/Madrid')).toBe(
      '2027-07-15T10:00:00+02:00',
    );
    expect(recordTimestamp(new Date('2027-07-15T08:00:00Z'), 'Atlantic/Canary')).toBe(
      '2027-07-15T09:00:00+01:00',
    );
  });
});
