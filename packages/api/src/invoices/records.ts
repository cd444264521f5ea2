import type { IndirectTax, InvoiceParty, InvoiceType, RectificationKind } from '@bolo/db';
import {
  type AltaHashed,
  altaHashInput,
  anulacionHashInput,
  huellaOf,
  recordAmount,
  recordDay,
} from './huella';
import { cleanTaxId, euCountries, type InvoiceTotals } from './rules';

/**
 * The registros de facturación as the AEAT's schema `SuministroInformacion.xsd` (v1.0) names
 * their fields, in its order: what is hashed, stored in `verifactu_records.fields` and exported
 * as XML is this one object, so the XML carries exactly the values hashed.
 */

/** The billing system that made the record (`SistemaInformatico`, Orden HAC/1177/2024 art. 13). */
export interface BillingSystem {
  /** Who produced the software: by default the company itself (a system of its own). */
  producerName: string;
  producerNif: string;
  installation: string;
  version: string;
}

export const SYSTEM_NAME = 'Bolo';
/** The system's version as its records name it (`SistemaInformatico/Version`). */
export const SYSTEM_VERSION = '1.0';
/** `IdSistemaInformatico`: two characters the producer gives its system. */
export const SYSTEM_ID = 'BO';

/** The previous record of the issuer's chain, or none for its first. */
export interface ChainLink {
  issuerNif: string;
  numSerie: string;
  /** dd-mm-yyyy */
  issueDate: string;
  huella: string;
}

/** What an invoice says, as a registro de alta needs it. */
export interface IssuedInvoice {
  issuer: InvoiceParty;
  customer: InvoiceParty;
  numSerie: string;
  /** yyyy-mm-dd */
  issueDate: string;
  operationDate: string | null;
  type: InvoiceType;
  tax: IndirectTax;
  description: string;
  /**
   * Its figures in euros: a record's amounts are in euros (Orden HAC/1177/2024), so an invoice in
   * another currency gives them at its rate; one in euros, its own.
   */
  euros: Pick<InvoiceTotals, 'breakdown' | 'taxTotal' | 'total'>;
  rectification: {
    kind: RectificationKind;
    invoices: { numSerie: string; issueDate: string }[];
    /** By substitution: the base and tax of the invoice replaced (`ImporteRectificacion`), in euros. */
    base: number;
    tax: number;
  } | null;
}

type Fields = Record<string, unknown>;

const chaining = (previous: ChainLink | null): Fields =>
  previous === null
    ? { PrimerRegistro: 'S' }
    : {
        RegistroAnterior: {
          IDEmisorFactura: previous.issuerNif,
          NumSerieFactura: previous.numSerie,
          FechaExpedicionFactura: previous.issueDate,
          Huella: previous.huella,
        },
      };

const systemFields = (system: BillingSystem): Fields => ({
  NombreRazon: system.producerName,
  NIF: cleanTaxId(system.producerNif),
  NombreSistemaInformatico: SYSTEM_NAME,
  IdSistemaInformatico: SYSTEM_ID,
  Version: system.version,
  NumeroInstalacion: system.installation,
  TipoUsoPosibleSoloVerifactu: 'N',
  TipoUsoPosibleMultiOT: 'S',
  IndicadorMultiplesOT: 'S',
});

/** `IDOtro`'s `IDType`: 02 the VAT number of an EU customer, 04 an official id of another country. */
const recipient = (customer: InvoiceParty): Fields =>
  customer.country === 'ES'
    ? { NombreRazon: customer.name, NIF: cleanTaxId(customer.taxId) }
    : {
        NombreRazon: customer.name,
        IDOtro: {
          CodigoPais: customer.country === 'EL' ? 'GR' : customer.country,
          IDType: (euCountries as readonly string[]).includes(customer.country) ? '02' : '04',
          ID: customer.taxId.trim(),
        },
      };

const taxCode = { iva: '01', igic: '03' } as const;

function breakdownFields(tax: IndirectTax, euros: IssuedInvoice['euros']): Fields[] {
  return euros.breakdown.map((group) => {
    const exempt = group.treatment.startsWith('E');
    const charged = group.treatment === 'S1' || group.treatment === 'S2';
    return {
      Impuesto: taxCode[tax],
      ClaveRegimen: '01',
      ...(exempt ? { OperacionExenta: group.treatment } : { CalificacionOperacion: group.treatment }),
      ...(charged ? { TipoImpositivo: recordAmount(Math.round(group.rate * 100)) } : {}),
      BaseImponibleOimporteNoSujeto: recordAmount(group.base),
      ...(charged ? { CuotaRepercutida: recordAmount(group.tax) } : {}),
    };
  });
}

export interface MadeRecord {
  fields: Fields;
  huella: string;
}

/** A registro de alta of `invoice`, chained on `previous`, made at `generatedAt` (`FechaHoraHusoGenRegistro`). */
export function altaRecord(
  invoice: IssuedInvoice,
  previous: ChainLink | null,
  generatedAt: string,
  system: BillingSystem,
): MadeRecord {
  const hashed: AltaHashed = {
    IDEmisorFactura: cleanTaxId(invoice.issuer.taxId),
    NumSerieFactura: invoice.numSerie,
    FechaExpedicionFactura: recordDay(invoice.issueDate),
    TipoFactura: invoice.type,
    CuotaTotal: recordAmount(invoice.euros.taxTotal),
    ImporteTotal: recordAmount(invoice.euros.total),
    Huella: previous?.huella ?? '',
    FechaHoraHusoGenRegistro: generatedAt,
  };
  const huella = huellaOf(altaHashInput(hashed));
  const rectification = invoice.rectification;
  const fields: Fields = {
    IDVersion: '1.0',
    IDFactura: {
      IDEmisorFactura: hashed.IDEmisorFactura,
      NumSerieFactura: hashed.NumSerieFactura,
      FechaExpedicionFactura: hashed.FechaExpedicionFactura,
    },
    NombreRazonEmisor: invoice.issuer.name,
    TipoFactura: invoice.type,
    ...(rectification
      ? {
          TipoRectificativa: rectification.kind,
          FacturasRectificadas: {
            IDFacturaRectificada: rectification.invoices.map((rectified) => ({
              IDEmisorFactura: hashed.IDEmisorFactura,
              NumSerieFactura: rectified.numSerie,
              FechaExpedicionFactura: recordDay(rectified.issueDate),
            })),
          },
          ...(rectification.kind === 'S'
            ? {
                ImporteRectificacion: {
                  BaseRectificada: recordAmount(rectification.base),
                  CuotaRectificada: recordAmount(rectification.tax),
                },
              }
            : {}),
        }
      : {}),
    ...(invoice.operationDate && invoice.operationDate !== invoice.issueDate
      ? { FechaOperacion: recordDay(invoice.operationDate) }
      : {}),
    DescripcionOperacion: invoice.description.trim().slice(0, 500) || 'Servicios',
    ...(invoice.type === 'F2' ? {} : { Destinatarios: { IDDestinatario: [recipient(invoice.customer)] } }),
    Desglose: { DetalleDesglose: breakdownFields(invoice.tax, invoice.euros) },
    CuotaTotal: hashed.CuotaTotal,
    ImporteTotal: hashed.ImporteTotal,
    Encadenamiento: chaining(previous),
    SistemaInformatico: systemFields(system),
    FechaHoraHusoGenRegistro: generatedAt,
    TipoHuella: '01',
    Huella: huella,
  };
  return { fields, huella };
}

/** A registro de anulación of the invoice `numSerie` of `issueDate` (yyyy-mm-dd). */
export function anulacionRecord(
  issuerNif: string,
  invoice: { numSerie: string; issueDate: string },
  previous: ChainLink | null,
  generatedAt: string,
  system: BillingSystem,
): MadeRecord {
  const hashed = {
    IDEmisorFacturaAnulada: cleanTaxId(issuerNif),
    NumSerieFacturaAnulada: invoice.numSerie,
    FechaExpedicionFacturaAnulada: recordDay(invoice.issueDate),
    Huella: previous?.huella ?? '',
    FechaHoraHusoGenRegistro: generatedAt,
  };
  const huella = huellaOf(anulacionHashInput(hashed));
  const fields: Fields = {
    IDVersion: '1.0',
    IDFactura: {
      IDEmisorFacturaAnulada: hashed.IDEmisorFacturaAnulada,
      NumSerieFacturaAnulada: hashed.NumSerieFacturaAnulada,
      FechaExpedicionFacturaAnulada: hashed.FechaExpedicionFacturaAnulada,
    },
    Encadenamiento: chaining(previous),
    SistemaInformatico: systemFields(system),
    FechaHoraHusoGenRegistro: generatedAt,
    TipoHuella: '01',
    Huella: huella,
  };
  return { fields, huella };
}

/** The previous record's huella a record's `Encadenamiento` names ('' for a first record). */
export const chainedHuella = (fields: Fields): string =>
  (fields.Encadenamiento as { RegistroAnterior?: { Huella: string } }).RegistroAnterior?.Huella ?? '';

/** The fingerprint a stored record's own fields give, to check it against the one stored. */
export function recomputedHuella(kind: 'alta' | 'anulacion', fields: Fields): string {
  const id = fields.IDFactura as Record<string, string>;
  const previous = chainedHuella(fields);
  const generatedAt = String(fields.FechaHoraHusoGenRegistro);
  return huellaOf(
    kind === 'alta'
      ? altaHashInput({
          IDEmisorFactura: id.IDEmisorFactura ?? '',
          NumSerieFactura: id.NumSerieFactura ?? '',
          FechaExpedicionFactura: id.FechaExpedicionFactura ?? '',
          TipoFactura: String(fields.TipoFactura),
          CuotaTotal: String(fields.CuotaTotal),
          ImporteTotal: String(fields.ImporteTotal),
          Huella: previous,
          FechaHoraHusoGenRegistro: generatedAt,
        })
      : anulacionHashInput({
          IDEmisorFacturaAnulada: id.IDEmisorFacturaAnulada ?? '',
          NumSerieFacturaAnulada: id.NumSerieFacturaAnulada ?? '',
          FechaExpedicionFacturaAnulada: id.FechaExpedicionFacturaAnulada ?? '',
          Huella: previous,
          FechaHoraHusoGenRegistro: generatedAt,
        }),
  );
}
