import { createHash } from 'node:crypto';

/**
 * The fingerprint (huella) of a registro de facturación, as the AEAT's "Detalle de las
 * especificaciones técnicas para generación de la huella o hash de los registros de facturación"
 * (v0.1.2) sets it: the fields as `name=value` joined by `&` in the order given, each value
 * trimmed, UTF-8, SHA-256, 64 upper-case hexadecimal characters (`TipoHuella` 01).
 */
export const huellaOf = (input: string): string =>
  createHash('sha256').update(input, 'utf8').digest('hex').toUpperCase();

const joined = (pairs: [string, string][]) =>
  pairs.map(([name, value]) => `${name}=${value.trim()}`).join('&');

/** The values a registro de alta's fingerprint covers, as they are exported. */
export interface AltaHashed {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  /** dd-mm-yyyy */
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  /** The previous record's huella; '' for the issuer's first record. */
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

/** The values a registro de anulación's fingerprint covers (§3.b: other fields, other names). */
export interface AnulacionHashed {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

export const altaHashInput = (r: AltaHashed): string =>
  joined([
    ['IDEmisorFactura', r.IDEmisorFactura],
    ['NumSerieFactura', r.NumSerieFactura],
    ['FechaExpedicionFactura', r.FechaExpedicionFactura],
    ['TipoFactura', r.TipoFactura],
    ['CuotaTotal', r.CuotaTotal],
    ['ImporteTotal', r.ImporteTotal],
    ['Huella', r.Huella],
    ['FechaHoraHusoGenRegistro', r.FechaHoraHusoGenRegistro],
  ]);

export const anulacionHashInput = (r: AnulacionHashed): string =>
  joined([
    ['IDEmisorFacturaAnulada', r.IDEmisorFacturaAnulada],
    ['NumSerieFacturaAnulada', r.NumSerieFacturaAnulada],
    ['FechaExpedicionFacturaAnulada', r.FechaExpedicionFacturaAnulada],
    ['Huella', r.Huella],
    ['FechaHoraHusoGenRegistro', r.FechaHoraHusoGenRegistro],
  ]);

/**
 * An amount in minor units of a two-decimal currency as the records write it: a point, two
 * decimals, a minus sign when negative (XSD `ImporteSgn12.2Type`); the XML carries this very text.
 */
export function recordAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A day (yyyy-mm-dd) as the records write it: dd-mm-yyyy. */
export const recordDay = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** The minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((local - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * `FechaHoraHusoGenRegistro`: the moment a record is made, to the second, in `timeZone`'s local
 * time with its offset (`2024-01-01T19:20:30+01:00`).
 */
export function recordTimestamp(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local.toISOString().slice(0, 19)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
