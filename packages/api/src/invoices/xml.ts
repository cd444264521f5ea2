/**
 * Records as the XML of the AEAT's `SuministroLR.xsd` (`RegFactuSistemaFacturacion`: a header
 * naming the obligated issuer, then one `RegistroFactura` per record, each a `RegistroAlta` or a
 * `RegistroAnulacion` of `SuministroInformacion.xsd`).
 */
const BASE =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
export const SUMINISTRO_LR_NS = `${BASE}/SuministroLR.xsd`;
export const SUMINISTRO_INFORMACION_NS = `${BASE}/SuministroInformacion.xsd`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An element of `SuministroInformacion.xsd` from a record's fields: an array repeats its element. */
function element(name: string, value: unknown, indent: string): string {
  if (Array.isArray(value)) return value.map((item) => element(name, item, indent)).join('');
  if (value !== null && typeof value === 'object') {
    const children = Object.entries(value)
      .map(([child, inner]) => element(child, inner, `${indent}  `))
      .join('');
    return `${indent}<sf:${name}>\n${children}${indent}</sf:${name}>\n`;
  }
  return `${indent}<sf:${name}>${escapeXml(String(value))}</sf:${name}>\n`;
}

export interface ExportedRecord {
  kind: 'alta' | 'anulacion';
  fields: Record<string, unknown>;
}

/** The records of one issuer as one `RegFactuSistemaFacturacion` element, as a document or a SOAP body carries it. */
export function regFactuElement(
  issuer: { name: string; nif: string },
  records: readonly ExportedRecord[],
): string {
  const body = records
    .map(
      (record) =>
        `  <sum:RegistroFactura>\n${element(record.kind === 'alta' ? 'RegistroAlta' : 'RegistroAnulacion', record.fields, '    ')}  </sum:RegistroFactura>\n`,
    )
    .join('');
  return (
    `<sum:RegFactuSistemaFacturacion xmlns:sum="${SUMINISTRO_LR_NS}" xmlns:sf="${SUMINISTRO_INFORMACION_NS}">\n` +
    '  <sum:Cabecera>\n' +
    '    <sf:ObligadoEmision>\n' +
    `      <sf:NombreRazon>${escapeXml(issuer.name)}</sf:NombreRazon>\n` +
    `      <sf:NIF>${escapeXml(issuer.nif)}</sf:NIF>\n` +
    '    </sf:ObligadoEmision>\n' +
    '  </sum:Cabecera>\n' +
    body +
    '</sum:RegFactuSistemaFacturacion>\n'
  );
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The records of one issuer as one `RegFactuSistemaFacturacion` document. */
export const recordsXml = (issuer: { name: string; nif: string }, records: readonly ExportedRecord[]) =>
  XML_DECLARATION + regFactuElement(issuer, records);
