import QRCode from 'qrcode';
import { recordAmount, recordDay } from './huella';
import { cleanTaxId } from './rules';

/**
 * The AEAT's checking service (cotejo) that an invoice's QR code opens ("Características del QR y
 * especificaciones del servicio de cotejo"; Orden HAC/1177/2024 art. 21): production, and the
 * test environment a company tries first.
 */
export const checkingAddresses = {
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
} as const;
export type AeatEnvironment = keyof typeof checkingAddresses;

/** The address in an invoice's QR code: the issuer's NIF, the number, the issue date and the total. */
export function checkingUrl(
  environment: AeatEnvironment,
  invoice: { issuerNif: string; numSerie: string; issueDate: string; total: number },
): string {
  const query = new URLSearchParams({
    nif: cleanTaxId(invoice.issuerNif),
    numserie: invoice.numSerie,
    fecha: recordDay(invoice.issueDate),
    importe: recordAmount(invoice.total),
  });
  return `${checkingAddresses[environment]}?${query.toString().replace(/\+/g, '%20')}`;
}

/** What the regulation has printed above the QR code, and below it when the system sends its records. */
export const QR_HEADING = 'QR tributario:';
export const QR_VERIFIABLE_LEGEND = 'Factura verificable en la sede electrónica de la AEAT';

/** The QR code's options: error correction M (ISO/IEC 18004, as the AEAT's QR document asks). */
const qrOptions = { errorCorrectionLevel: 'M', margin: 2, width: 400 } as const;

/** The QR code of a checking address as PNG bytes (the PDF's) or as a data URL (the invoice page's). */
export const qrPng = async (url: string) => new Uint8Array(await QRCode.toBuffer(url, qrOptions));
export const qrDataUrl = (url: string) => QRCode.toDataURL(url, qrOptions);
