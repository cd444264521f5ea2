import { Agent, request } from 'node:https';
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { type ExportedRecord, regFactuElement, XML_DECLARATION } from '../xml';

/**
 * The AEAT's VERI*FACTU web service (`SistemaFacturacion.wsdl`, operation
 * `RegFactuSistemaFacturacion`, SOAP 1.1 document/literal) over mutual TLS: the company's
 * certificate is its identity, the records are not signed.
 */

/** The service's addresses; a seal certificate (sello de entidad) is served at www10 / prewww10. */
export const AEAT_ENDPOINTS = {
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

/** At most this many records in one submission (the WSDL's `RegistroFactura` maxOccurs). */
export const MAX_RECORDS_PER_SUBMISSION = 1000;

/** The AEAT's `CodigoErrorRegistro` for a record it has already: the earlier one stands. */
export const DUPLICATE_RECORD = '3000';

const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

/** The SOAP 1.1 envelope of one submission: the issuer's records in chain order. */
export const submissionEnvelope = (
  issuer: { name: string; nif: string },
  records: readonly ExportedRecord[],
) =>
  `${XML_DECLARATION}<soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NS}">\n<soapenv:Header/>\n<soapenv:Body>\n${regFactuElement(issuer, records)}</soapenv:Body>\n</soapenv:Envelope>\n`;

/** The company's certificate, as `VERIFACTU_CERT_FILE` holds it: PKCS#12 with its passphrase, or PEM. */
export type TlsIdentity =
  | { pfx: Buffer; passphrase?: string }
  | { cert: Buffer; key: Buffer; passphrase?: string };

export interface AeatClientOptions {
  endpoint: string;
  identity: TlsIdentity;
  /** Authorities to trust besides Node's (a test's own); the AEAT's are publicly trusted. */
  ca?: Buffer;
  timeoutMs: number;
}

/** Sends one envelope and answers the response's body; a transport failure throws. */
export interface AeatClient {
  submit(envelope: string): Promise<{ status: number; body: string }>;
  close(): void;
}

export function createAeatClient({ endpoint, identity, ca, timeoutMs }: AeatClientOptions): AeatClient {
  const agent = new Agent({ ...identity, ...(ca ? { ca } : {}), keepAlive: true, maxSockets: 1 });
  return {
    submit: (envelope) =>
      new Promise((resolve, reject) => {
        const req = request(
          endpoint,
          {
            method: 'POST',
            agent,
            timeout: timeoutMs,
            headers: {
              'content-type': 'text/xml; charset=utf-8',
              soapaction: '""',
              'content-length': Buffer.byteLength(envelope),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            );
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error(`no answer from the AEAT in ${timeoutMs / 1000} s`)));
        req.on('error', reject);
        req.end(envelope);
      }),
    close: () => agent.destroy(),
  };
}

export const recordStates = ['Correcto', 'AceptadoConErrores', 'Incorrecto'] as const;

const text = z.preprocess(
  (value) => (value === undefined || value === null ? undefined : String(value)),
  z.string(),
);

const lineSchema = z.object({
  IDFactura: z.object({ NumSerieFactura: text, FechaExpedicionFactura: text }),
  Operacion: z.object({ TipoOperacion: z.enum(['Alta', 'Anulacion']) }),
  EstadoRegistro: z.enum(recordStates),
  CodigoErrorRegistro: text.optional(),
  DescripcionErrorRegistro: text.optional(),
  RegistroDuplicado: z
    .object({ IdPeticionRegistroDuplicado: text.optional(), EstadoRegistroDuplicado: text.optional() })
    .optional(),
});

const answerSchema = z.object({
  CSV: text.optional(),
  TiempoEsperaEnvio: z.coerce.number().int().min(0),
  EstadoEnvio: z.enum(['Correcto', 'ParcialmenteCorrecto', 'Incorrecto']),
  RespuestaLinea: z.array(lineSchema).default([]),
});

/** The AEAT's answer to a submission (`RespuestaRegFactuSistemaFacturacion`). */
export interface AeatAnswer {
  csv: string | null;
  /** `TiempoEsperaEnvio`: seconds before the next submission. */
  waitSeconds: number;
  state: z.infer<typeof answerSchema>['EstadoEnvio'];
  lines: {
    numSerie: string;
    issueDate: string;
    kind: 'alta' | 'anulacion';
    state: (typeof recordStates)[number];
    code: string | null;
    text: string | null;
    /** For a duplicate: how the AEAT holds the record it has, and the submission it came in. */
    duplicateState: string | null;
    duplicateRequest: string | null;
  }[];
}

/** A SOAP fault, an answer that is not the service's, or no answer: the submission is tried again later. */
export class SubmissionFailed extends Error {}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'RespuestaLinea',
});

/** Reads the service's answer, or throws `SubmissionFailed` for a fault or anything else. */
export function parseAnswer({ status, body }: { status: number; body: string }): AeatAnswer {
  let soapBody: Record<string, unknown> | undefined;
  try {
    soapBody = parser.parse(body)?.Envelope?.Body;
  } catch {
    soapBody = undefined;
  }
  const fault = soapBody?.Fault as { faultcode?: unknown; faultstring?: unknown } | undefined;
  if (fault)
    throw new SubmissionFailed(`SOAP fault ${String(fault.faultcode)}: ${String(fault.faultstring)}`);
  const parsed = answerSchema.safeParse(soapBody?.RespuestaRegFactuSistemaFacturacion);
  if (!parsed.success)
    throw new SubmissionFailed(`not the AEAT's answer (HTTP ${status}): ${body.slice(0, 300)}`);
  const answer = parsed.data;
  return {
    csv: answer.CSV ?? null,
    waitSeconds: answer.TiempoEsperaEnvio,
    state: answer.EstadoEnvio,
    lines: answer.RespuestaLinea.map((line) => ({
      numSerie: line.IDFactura.NumSerieFactura,
      issueDate: line.IDFactura.FechaExpedicionFactura,
      kind: line.Operacion.TipoOperacion === 'Alta' ? 'alta' : 'anulacion',
      state: line.EstadoRegistro,
      code: line.CodigoErrorRegistro ?? null,
      text: line.DescripcionErrorRegistro ?? null,
      duplicateState: line.RegistroDuplicado?.EstadoRegistroDuplicado ?? null,
      duplicateRequest: line.RegistroDuplicado?.IdPeticionRegistroDuplicado ?? null,
    })),
  };
}
