import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseAnswer, SubmissionFailed, submissionEnvelope } from './soap';

const RESPUESTA =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
const INFORMACION =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

const answered = (inner: string) => ({
  status: 200,
  body: `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${RESPUESTA}" xmlns:tik="${INFORMACION}">${inner}</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`,
});

const line = (numSerie: string, operation: string, state: string, extra = '') =>
  `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>B12345674</tik:IDEmisorFactura><tik:NumSerieFactura>${numSerie}</tik:NumSerieFactura><tik:FechaExpedicionFactura>02-01-2027</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${operation}</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${state}</tikR:EstadoRegistro>${extra}</tikR:RespuestaLinea>`;

describe("the AEAT's answer to a submission", () => {
  it('reads the CSV, the wait before the next submission and each record as the AEAT answered it', () => {
    const answer = parseAnswer(
      answered(
        `<tikR:CSV>A-ABC123</tikR:CSV><tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>ParcialmenteCorrecto</tikR:EstadoEnvio>${line('A-0001', 'Alta', 'Correcto')}${line('A-0002', 'Anulacion', 'Incorrecto', '<tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Registro de facturación duplicado.</tikR:DescripcionErrorRegistro><tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>A-OLD</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>')}`,
      ),
    );
    expect(answer).toEqual({
      csv: 'A-ABC123',
      waitSeconds: 60,
      state: 'ParcialmenteCorrecto',
      lines: [
        {
          numSerie: 'A-0001',
          issueDate: '02-01-2027',
          kind: 'alta',
          state: 'Correcto',
          code: null,
          text: null,
          duplicateState: null,
          duplicateRequest: null,
        },
        {
          numSerie: 'A-0002',
          issueDate: '02-01-2027',
          kind: 'anulacion',
          state: 'Incorrecto',
          code: '3000',
          text: 'Registro de facturación duplicado.',
          duplicateState: 'Correcta',
          duplicateRequest: 'A-OLD',
        },
      ],
    });
  });

  it('keeps a number that looks numeric as the text it is (a series "0001", a code "1105")', () => {
    const answer = parseAnswer(
      answered(
        `<tikR:TiempoEsperaEnvio>0</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>Incorrecto</tikR:EstadoEnvio>${line('0001', 'Alta', 'Incorrecto', '<tikR:CodigoErrorRegistro>1105</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>NIF no identificado.</tikR:DescripcionErrorRegistro>')}`,
      ),
    );
    expect(answer.csv).toBeNull();
    expect(answer.lines[0]).toMatchObject({ numSerie: '0001', code: '1105', text: 'NIF no identificado.' });
  });

  it('is a failure to try again for a SOAP fault, or anything that is not the service answer', () => {
    const fault = {
      status: 500,
      body: '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema.</faultstring></env:Fault></env:Body></env:Envelope>',
    };
    expect(() => parseAnswer(fault)).toThrow(SubmissionFailed);
    expect(() => parseAnswer(fault)).toThrow(/4102/);
    expect(() => parseAnswer({ status: 502, body: '<html>Bad Gateway</html>' })).toThrow(SubmissionFailed);
    expect(() => parseAnswer({ status: 200, body: 'not xml <' })).toThrow(SubmissionFailed);
  });
});

describe('the submission', () => {
  it('is a SOAP 1.1 envelope whose body names the issuer and carries each record, escaped', () => {
    const envelope = submissionEnvelope({ name: 'Bolo & Co <S.L.>', nif: 'B12345674' }, [
      { kind: 'alta', fields: { IDVersion: '1.0', NombreRazonEmisor: 'Bolo & Co' } },
      { kind: 'anulacion', fields: { IDVersion: '1.0' } },
    ]);
    expect(envelope).toMatch(
      /^<\?xml[^>]*>\n<soapenv:Envelope xmlns:soapenv="http:\/\/schemas.xmlsoap.org\/soap\/envelope\/">/,
    );
    const parsed = new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(envelope);
    const body = parsed.Envelope.Body.RegFactuSistemaFacturacion;
    expect(body.Cabecera.ObligadoEmision).toEqual({ NombreRazon: 'Bolo & Co <S.L.>', NIF: 'B12345674' });
    expect(body.RegistroFactura).toEqual([
      { RegistroAlta: { IDVersion: '1.0', NombreRazonEmisor: 'Bolo & Co' } },
      { RegistroAnulacion: { IDVersion: '1.0' } },
    ]);
  });
});
