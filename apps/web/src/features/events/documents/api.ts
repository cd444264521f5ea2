import type { AppRouter } from '@bolo/api';
import type { inferRouterOutputs } from '@trpc/server';
import { type Translate, translate } from '../../../i18n';
import { currentLocale } from '../../../i18n/locale';
import { uploadForm } from '../../../lib/rest';
import { type FetchedPdf, fetchPdf } from '../../pdf/fetch-pdf';
import type { Party } from './emails';

type Outputs = inferRouterOutputs<AppRouter>;
export type EventEmail = Outputs['eventMail']['list'][number];
export type EventContract = Outputs['eventContracts']['list'][number];
export type ContractAnnex = EventContract['annex'][number];

/**
 * The contract PDFs and annex uploads go through the legacy REST paths (the sign-in cookie is
 * accepted there): tRPC carries JSON, and these are bytes.
 */
const contratos = (eventId: number) => `/api/evento/${eventId}/contratos`;

const pdfMessages = (t: Translate) => ({ failed: t('documents.pdf.failed'), notPdf: t('pdf.error.notPdf') });

/** The contract with `body` (the editor's text, saved or not) typeset as it would be generated. */
export const previewContractPdf = (
  eventId: number,
  subType: Party,
  body: string,
  t: Translate,
): Promise<FetchedPdf> => fetchPdf(`${contratos(eventId)}/pdf/preview`, pdfMessages(t), { subType, body });

/** The saved contract's PDF (the generated one while never saved), as the server names it. */
export const generateContractPdf = (eventId: number, subType: Party, t: Translate): Promise<FetchedPdf> =>
  fetchPdf(`${contratos(eventId)}/pdf/generate`, pdfMessages(t), { subType });

/**
 * Uploads an annex (multipart, with progress). The REST answer is plain JSON (dates as text), so
 * only the fields without dates are read from it: the contract's row and its annexes.
 */
export function uploadAnnex(
  eventId: number,
  subType: Party,
  file: File,
  onProgress: (percent: number) => void,
): Promise<Pick<EventContract, 'id' | 'version' | 'annex'>> {
  const form = new FormData();
  form.append('subType', subType);
  form.append('name', file.name);
  form.append('file', file);
  const locale = currentLocale();
  return uploadForm(`${contratos(eventId)}/addAnnex`, form, onProgress, {
    failed: translate(locale, 'documents.annex.failed'),
    network: translate(locale, 'documents.annex.network'),
  });
}
