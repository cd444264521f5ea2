import type { Translate } from '../../../i18n';
import { uploadForm } from '../../../lib/rest';
import { type FetchedPdf, fetchPdf } from '../../pdf/fetch-pdf';

/**
 * The tickets CSV and the sheets go through the settlement's REST paths (the sign-in cookie is
 * accepted there): the file is sent as it is, within the server's own size limit, and a sheet is bytes.
 */
const liquidacion = (eventId: number) => `/api/evento/${eventId}/liquidacion`;

export type Sheet = 'external' | 'internal';

/** Replaces the saved settlement's ticket lines with those of `file`, at the version read. */
export function importTicketsCsv(
  eventId: number,
  version: number,
  file: File,
  t: Translate,
): Promise<unknown> {
  const form = new FormData();
  form.append('version', String(version));
  form.append('file', file);
  return uploadForm(`${liquidacion(eventId)}/csv`, form, () => undefined, {
    failed: t('settlement.csv.failed'),
    network: t('settlement.csv.network'),
  });
}

/** The artist's sheet or the office's, of the saved settlement. */
export const settlementSheet = (eventId: number, sheet: Sheet, t: Translate): Promise<FetchedPdf> =>
  fetchPdf(`${liquidacion(eventId)}/pdf?sheet=${sheet}`, {
    failed: t('settlement.pdf.failed'),
    notPdf: t('pdf.error.notPdf'),
  });
