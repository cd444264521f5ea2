import { crc32, deflateSync } from 'node:zlib';
import type { ContractPdfInput } from './contract';

/**
 * A contract as the office writes them, about five pages with lists, tables, images and the
 * characters Spanish needs: shared by the tests, the benchmark and `scripts/sample-contract.mjs`.
 */

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `width` × `height` whose pixels `colour(x, y)` gives. */
export function png(
  width: number,
  height: number,
  colour: (x: number, y: number) => [number, number, number],
) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set(colour(x, y), y * (1 + width * 3) + 1 + x * 3);
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A wide logo: a dark band with a red square, like a company's principal image. */
const logo = png(480, 96, (x, y) => (x > 16 && x < 96 && y > 16 && y < 80 ? [200, 30, 45] : [25, 35, 60]));
const pie = png(600, 40, (x) => [120 + Math.round((x / 600) * 100), 120, 130]);
/** A scrawl: a dark sine wave on white. */
const signature = png(240, 80, (x, y) =>
  Math.abs(y - 40 - 25 * Math.sin(x / 18) * Math.cos(x / 61)) < 2.5 ? [20, 30, 90] : [255, 255, 255],
);
const stagePlan = png(400, 240, (x, y) =>
  ((x >> 5) + (y >> 5)) % 2 === 0 ? [230, 230, 235] : [60, 90, 150],
);

const clause = (n: number) =>
  `<p>${n}.ª La PROMOTORA se compromete a abonar al ARTISTA la cantidad de <strong>12.500,00 €</strong> ` +
  `(doce mil quinientos euros) más el IVA correspondiente, mediante transferencia bancaria a la cuenta ` +
  `indicada por la AGENCIA, con una antelación mínima de <em>quince días</em> a la fecha de la actuación. ` +
  `¿Qué ocurre si la actuación se cancela? ¡Ambas partes lo acuerdan aquí! En caso de cancelación por ` +
  `causa de fuerza mayor, ninguna de las partes tendrá derecho a indemnización, y la PROMOTORA devolverá ` +
  `íntegramente el importe que el público pagó por sus entradas; el pingüino de la cigüeña, el niño y el señor Núñez ` +
  `quedan <u>expresamente excluidos</u> de esta cláusula número ${n}, que se rige por la legislación española.</p>`;

const conditions = `<table>
<tr><th>Concepto</th><th>Importe</th><th>Observaciones</th></tr>
<tr><td><p>Caché fijo</p></td><td><p>12.500,00 €</p></td><td><p>Pago mediante transferencia quince días antes.</p></td></tr>
<tr><td><p>Caché variable</p></td><td><p>10 % de la taquilla neta</p></td><td><p>Desde 1.000 entradas vendidas; liquidación al día siguiente de la actuación.</p></td></tr>
<tr><td><p>Invitaciones</p></td><td><p>20</p></td><td><p>Entregadas en taquilla el día del concierto.</p></td></tr>
<tr><td colspan="2"><p>Total estimado</p></td><td><p><strong>15.250,00 €</strong> más IVA</p></td></tr>
</table>`;

const schedule = `<table>
<tr><th>Hora</th><th>Actividad</th></tr>
<tr><td><p>16:00</p></td><td><p>Montaje de escenario, sonido e iluminación.</p></td></tr>
<tr><td><p>18:30</p></td><td><p>Prueba de sonido del artista principal y de los teloneros.</p></td></tr>
<tr><td><p>20:30</p></td><td><p>Apertura de puertas al público.</p></td></tr>
<tr><td><p>21:30</p></td><td><p>Inicio de la actuación (duración aproximada: 90 minutos).</p></td></tr>
</table>`;

export const sampleContractHtml = `
<h1 style="text-align: center">Contrato de actuación artística</h1>
<p style="text-align: center"><em>Concierto de Los Pingüinos Eléctricos en la Sala Ñandú, Bilbao</em></p>
<h2>Reunidos</h2>
<p>De una parte, <strong>Conciertos del Norte, S.L.</strong>, con CIF B-12345678 y domicilio en la calle Mayor, 12, 48001 Bilbao, representada por doña María José Ibáñez Peña, en adelante la PROMOTORA.</p>
<p>De otra parte, <strong>Agencia Ñu Música, S.L.</strong>, con CIF B-87654321, representada por don Íñigo Álvarez Muñoz, que actúa en nombre del grupo <em>Los Pingüinos Eléctricos</em>, en adelante el ARTISTA.</p>
<p>Ambas partes se reconocen capacidad legal suficiente para este contrato y, a tal efecto,</p>
<h2>Exponen</h2>
<ol>
<li><p>Que la PROMOTORA organiza el concierto del día 14 de marzo de 2027 a las 21:30 horas en la Sala Ñandú.</p></li>
<li><p>Que el ARTISTA está interesado en actuar en dicho concierto en las condiciones siguientes:</p>
<ul><li><p>Duración de la actuación: noventa minutos.</p></li><li><p>Aforo máximo de la sala: 1.200 personas.</p></li></ul></li>
<li><p>Que ambas partes acuerdan las siguientes cláusulas.</p></li>
</ol>
<h2>Condiciones económicas</h2>
${conditions}
<h2>Cláusulas</h2>
${[1, 2, 3, 4, 5].map(clause).join('\n')}
<hr data-page-break>
<h2>Horario del día del concierto</h2>
${schedule}
<p>El plano del escenario que figura a continuación forma parte de este contrato:</p>
<img src="plano" width="400" height="240">
<ul>
<li><p>El ARTISTA aportará su propio técnico de sonido.</p></li>
<li><p>La PROMOTORA facilitará camerinos con agua, fruta y toallas para <strong>seis</strong> personas.</p></li>
<li><p>Accesibilidad: la sala dispone de rampa, aseo adaptado y bucle magnético.</p></li>
</ul>
${[6, 7, 8, 9, 10, 11, 12].map(clause).join('\n')}
<h3>Protección de datos</h3>
<p>Los datos personales de los firmantes se tratarán conforme al Reglamento (UE) 2016/679, con la única finalidad de gestionar este contrato.<br>Pueden ejercer sus derechos escribiendo a privacidad@conciertosdelnorte.es.</p>
${[13, 14, 15, 16, 17].map(clause).join('\n')}
<p>Y en prueba de conformidad, firman el presente contrato por duplicado en Bilbao, a 2 de febrero de 2027.</p>
`;

export const sampleContract = (): ContractPdfInput => ({
  html: sampleContractHtml,
  header: { image: logo },
  footer: { image: pie },
  images: { plano: stagePlan },
  signatories: [
    {
      name: 'María José Ibáñez Peña',
      cargo: 'Administradora de Conciertos del Norte, S.L.',
      dni: '12345678Z',
      firma: signature,
    },
    { name: 'Íñigo Álvarez Muñoz', cargo: 'Apoderado de Agencia Ñu Música, S.L.' },
  ],
  lang: 'es',
  title: 'Contrato de actuación: Los Pingüinos Eléctricos',
});
