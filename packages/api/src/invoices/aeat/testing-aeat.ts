import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import { DUPLICATE_RECORD } from './soap';

const run = promisify(execFile);

/**
 * A throwaway certificate authority, the stand-in's server certificate (for 127.0.0.1) and a
 * company's client certificate, made with the `openssl` command: as PEM, and the client's also as
 * the PKCS#12 file with a passphrase a company gets from its certificate authority.
 */
export async function makeTestCertificates() {
  const dir = await mkdtemp(join(tmpdir(), 'bolo-aeat-certs-'));
  const path = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => run('openssl', args, { cwd: dir });
  const key = (name: string) =>
    openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', name);
  await key('ca.key');
  await openssl(
    'req',
    '-x509',
    '-new',
    '-key',
    'ca.key',
    '-subj',
    '/CN=Bolo test CA',
    '-days',
    '2',
    '-out',
    'ca.pem',
  );
  const signed = async (name: string, subject: string, extensions: string) => {
    await key(`${name}.key`);
    await openssl('req', '-new', '-key', `${name}.key`, '-subj', subject, '-out', `${name}.csr`);
    await writeFile(path(`${name}.ext`), extensions);
    await openssl(
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      `${name}.ext`,
      '-out',
      `${name}.pem`,
    );
  };
  await signed('server', '/CN=127.0.0.1', 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  await signed('client', '/CN=BOLO PRODUCCIONES SL/serialNumber=B12345674', 'extendedKeyUsage=clientAuth\n');
  const passphrase = 'clave-del-certificado';
  await openssl(
    'pkcs12',
    '-export',
    '-inkey',
    'client.key',
    '-in',
    'client.pem',
    '-out',
    'client.p12',
    '-passout',
    `pass:${passphrase}`,
  );
  const read = (name: string) => readFile(path(name));
  return {
    ca: await read('ca.pem'),
    server: { cert: await read('server.pem'), key: await read('server.key') },
    client: { cert: await read('client.pem'), key: await read('client.key') },
    clientP12: { path: path('client.p12'), pfx: await read('client.p12'), passphrase },
    caPath: path('ca.pem'),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

export type TestCertificates = Awaited<ReturnType<typeof makeTestCertificates>>;

const RESPUESTA_NS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
const INFORMACION_NS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

/** One record as the stand-in received it. */
export interface ReceivedRecord {
  kind: 'alta' | 'anulacion';
  issuerNif: string;
  numSerie: string;
  issueDate: string;
  fields: Record<string, unknown>;
}

/** How the stand-in answers a new record: the AEAT's `EstadoRegistro`, with its code and text when not `Correcto`. */
export type RecordAnswer =
  | { state: 'Correcto' }
  | { state: 'AceptadoConErrores' | 'Incorrecto'; code: string; text: string };

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'RegistroFactura',
});

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function recordOf(entry: Record<string, Record<string, unknown>>, issuerNif: string): ReceivedRecord {
  const alta = entry.RegistroAlta;
  const fields = alta ?? entry.RegistroAnulacion ?? {};
  const id = fields.IDFactura as Record<string, string>;
  return alta
    ? {
        kind: 'alta',
        issuerNif,
        numSerie: id.NumSerieFactura ?? '',
        issueDate: id.FechaExpedicionFactura ?? '',
        fields,
      }
    : {
        kind: 'anulacion',
        issuerNif,
        numSerie: id.NumSerieFacturaAnulada ?? '',
        issueDate: id.FechaExpedicionFacturaAnulada ?? '',
        fields,
      };
}

const fault = (code: string, text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:${code}</faultcode><faultstring>${escapeXml(text)}</faultstring></env:Fault></env:Body></env:Envelope>`;

/**
 * A loopback stand-in for the AEAT's VERI*FACTU service: HTTPS that asks for the client's
 * certificate and refuses one its authority did not sign, reads the SOAP body, keeps the records
 * it accepted and answers as `RespuestaSuministro.xsd` describes: each new record as `answerFor`
 * says (accepted by default), a record it has already as a duplicate (3000). `hold()` makes it
 * take the next submission's records and keep its answer back until `release()` (the moment a
 * test kills the sender); `faults(n)` answers the next `n` submissions with a SOAP fault.
 */
export async function startAeatStandIn(
  certificates: TestCertificates,
  {
    answerFor = () => ({ state: 'Correcto' }),
    waitSeconds = 0,
  }: { answerFor?: (record: ReceivedRecord) => RecordAnswer; waitSeconds?: number } = {},
) {
  const accepted = new Map<
    string,
    { record: ReceivedRecord; state: 'Correcta' | 'AceptadaConErrores'; csv: string }
  >();
  const submissions: { records: ReceivedRecord[]; clientSubject: string }[] = [];
  let faultsLeft = 0;
  let holding: { onHeld: () => void; released: Promise<void>; release: () => void } | undefined;
  let csvCounter = 0;

  const server = createServer(
    {
      cert: certificates.server.cert,
      key: certificates.server.key,
      ca: certificates.ca,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const answer = (status: number, body: string) => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
        };
        if (req.method !== 'POST' || req.url !== '/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP') {
          return answer(404, 'not found');
        }
        if (faultsLeft > 0) {
          faultsLeft -= 1;
          return answer(500, fault('Server', 'Codigo[-1].Servicio no disponible temporalmente'));
        }
        let request: Record<string, unknown> | undefined;
        try {
          request = parser.parse(Buffer.concat(chunks).toString('utf8'))?.Envelope?.Body
            ?.RegFactuSistemaFacturacion;
        } catch {
          request = undefined;
        }
        const issuerNif = (request?.Cabecera as { ObligadoEmision?: { NIF?: string } } | undefined)
          ?.ObligadoEmision?.NIF;
        const entries = request?.RegistroFactura as Record<string, Record<string, unknown>>[] | undefined;
        if (!request || !issuerNif || !entries || entries.length === 0 || entries.length > 1000) {
          return answer(500, fault('Client', 'Codigo[4102].El XML no cumple el esquema.'));
        }
        const records = entries.map((entry) => recordOf(entry, issuerNif));
        const subject = (req.socket as TLSSocket).getPeerCertificate().subject?.CN ?? '';
        submissions.push({ records, clientSubject: String(subject) });
        csvCounter += 1;
        const csv = `A-STANDIN${String(csvCounter).padStart(6, '0')}`;
        const lines = records.map((record) => {
          const key = `${record.kind}|${record.issuerNif}|${record.numSerie}|${record.issueDate}`;
          const before = accepted.get(key);
          if (before) {
            return {
              record,
              state: 'Incorrecto',
              code: DUPLICATE_RECORD,
              text: 'Registro de facturación duplicado.',
              duplicate: { csv: before.csv, state: before.state },
            };
          }
          const decided = answerFor(record);
          if (decided.state !== 'Incorrecto') {
            accepted.set(key, {
              record,
              state: decided.state === 'Correcto' ? 'Correcta' : 'AceptadaConErrores',
              csv,
            });
          }
          return { record, ...decided };
        });
        const states = lines.map((line) => line.state);
        const envio = states.every((state) => state === 'Correcto')
          ? 'Correcto'
          : states.every((state) => state === 'Incorrecto')
            ? 'Incorrecto'
            : 'ParcialmenteCorrecto';
        const body = `<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body Id="Body">
<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${RESPUESTA_NS}" xmlns:tik="${INFORMACION_NS}">
${envio === 'Incorrecto' ? '' : `<tikR:CSV>${csv}</tikR:CSV>`}
<tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>x</tik:NombreRazon><tik:NIF>${escapeXml(issuerNif)}</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>
<tikR:TiempoEsperaEnvio>${waitSeconds}</tikR:TiempoEsperaEnvio>
<tikR:EstadoEnvio>${envio}</tikR:EstadoEnvio>
${lines
  .map(
    (line) => `<tikR:RespuestaLinea>
<tikR:IDFactura><tik:IDEmisorFactura>${escapeXml(issuerNif)}</tik:IDEmisorFactura><tik:NumSerieFactura>${escapeXml(line.record.numSerie)}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${line.record.issueDate}</tik:FechaExpedicionFactura></tikR:IDFactura>
<tikR:Operacion><tik:TipoOperacion>${line.record.kind === 'alta' ? 'Alta' : 'Anulacion'}</tik:TipoOperacion></tikR:Operacion>
<tikR:EstadoRegistro>${line.state}</tikR:EstadoRegistro>
${'code' in line ? `<tikR:CodigoErrorRegistro>${line.code}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${escapeXml(line.text ?? '')}</tikR:DescripcionErrorRegistro>` : ''}
${'duplicate' in line && line.duplicate ? `<tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>${line.duplicate.csv}</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>${line.duplicate.state}</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>` : ''}
</tikR:RespuestaLinea>`,
  )
  .join('\n')}
</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
        const held = holding;
        if (held) {
          holding = undefined;
          held.onHeld();
          await held.released;
        }
        answer(200, body);
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `https://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    /** The records it accepted, each once, by issuer, kind, number and date. */
    accepted: () => [...accepted.values()].map(({ record }) => record),
    submissions,
    /** The `TiempoEsperaEnvio` its next answers give. */
    answerWait(seconds: number) {
      waitSeconds = seconds;
    },
    faults(count: number) {
      faultsLeft = count;
    },
    /** Takes the next submission's records and holds its answer; `onHeld` runs once they are taken. */
    hold(onHeld: () => void = () => {}) {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holding = { onHeld, released, release };
      return { release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
