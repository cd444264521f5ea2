import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import { type ContractPdfInput, renderContractPdf } from './contract';

/** Room for the CMS signature: a certificate chain of three or four certificates fits with space to spare. */
const SIGNATURE_BYTES = 16_384;

/** Who signs a PDF and why, as the signature dictionary says it (readers show it beside the signature). */
export interface PdfSignatureInfo {
  /** The signer's name (the company). */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/** A PKCS#12 file and the password that opens it. */
export interface SigningCertificate {
  p12: Uint8Array;
  password: string;
}

export interface ContractSeal {
  /** The contract exactly as it was sent for signature. */
  sent: Uint8Array;
  /** The pages after it (the signature page, the audit certificate), typeset like a contract. */
  pages: Pick<ContractPdfInput, 'html' | 'lang' | 'images'>;
  title: string;
  certificate: SigningCertificate;
  signature: PdfSignatureInfo;
}

/**
 * Signs `doc` as a PDF digital signature: a signature field on its last page whose value is a CMS
 * (PKCS#7) detached signature, SHA-256, over the byte range of the whole file but the signature
 * itself, made with the certificate's key (`adbe.pkcs7.detached`, which every reader checks).
 */
async function signDocument(
  doc: PDFDocument,
  certificate: SigningCertificate,
  info: PdfSignatureInfo,
): Promise<Uint8Array> {
  const lastPage = doc.getPages().at(-1);
  if (!lastPage) throw new Error('signDocument: the document has no page');
  pdflibAddPlaceholder({
    pdfPage: lastPage,
    reason: info.reason,
    contactInfo: info.contactInfo,
    name: info.name,
    location: info.location,
    signingTime: info.signingTime,
    signatureLength: SIGNATURE_BYTES,
    appName: 'Bolo',
  });
  // The byte range is found in a classic cross-reference table: no object streams.
  const unsigned = await doc.save({ useObjectStreams: false });
  const signer = new P12Signer(Buffer.from(certificate.p12), { passphrase: certificate.password });
  const signed = await new SignPdf().sign(Buffer.from(unsigned), signer, info.signingTime);
  return new Uint8Array(signed);
}

/**
 * The signed contract: the pages of the PDF as sent, then `pages` typeset after them (numbered on
 * from the last page sent), the whole file signed with the company's certificate.
 */
export async function sealContractPdf(seal: ContractSeal): Promise<Uint8Array> {
  const doc = await PDFDocument.load(seal.sent);
  const pageOffset = doc.getPageCount();
  const added = await PDFDocument.load(
    await renderContractPdf({ ...seal.pages, signatories: [], pageOffset, title: seal.title }),
  );
  for (const page of await doc.copyPages(added, added.getPageIndices())) doc.addPage(page);
  doc.setTitle(seal.title);
  doc.setModificationDate(seal.signature.signingTime);
  return signDocument(doc, seal.certificate, seal.signature);
}
