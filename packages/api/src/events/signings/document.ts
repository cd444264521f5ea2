/**
 * The pages a signed contract gains (issue 31): the signature page (each signer's name, document,
 * signature, time, address and browser, and the document's hash) and the audit certificate, both
 * written from the signing's events as the database keeps them, in the contract's language.
 */
import type { DocumentParty, SigningAction, SigningSignatory, TemplateLanguage } from '@bolo/db';
import { escapeHtml, labelledParagraph, paragraph } from '@bolo/templating';
import { fillIn } from '../../shared/fill-in';
import type { IdType } from './schemas';

/** One step of a signing as `contract_signing_events` keeps it. */
export interface SigningStep {
  action: SigningAction;
  actorName: string | null;
  at: Date;
  ipAddress: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

/** What the pages are written from. */
export interface SignedPagesFacts {
  language: TemplateLanguage;
  signingId: number;
  /** The contract's title, as its PDF names it. */
  title: string;
  party: DocumentParty;
  /** SHA-256 of the PDF as sent. */
  sentSha256: string;
  company: string;
  signatory: SigningSignatory;
  certificate: { commonName: string; fingerprint: string; selfSigned: boolean };
  /** Every step so far, oldest first: the party's signature and the company's are among them. */
  steps: SigningStep[];
  /** Whether the images handed to the typesetter hold the company signatory's own signature (`firmaEmpresa`). */
  companyFirma: boolean;
}

/** The image keys the pages name: the typesetter gets their bytes beside the HTML. */
export const pageImages = { party: 'firmaParte', company: 'firmaEmpresa' } as const;

type Words = {
  signaturesTitle: string;
  auditTitle: string;
  document: string;
  sentHash: string;
  signingNumber: string;
  forParty: Record<DocumentParty, string>;
  forCompany: string;
  name: string;
  idDocument: Record<IdType, string>;
  position: string;
  signedAt: string;
  address: string;
  browser: string;
  countersignedBy: string;
  drawn: string;
  typed: string;
  digitalSignature: string;
  selfSigned: string;
  auditIntro: string;
  auditClosing: string;
  actions: Record<SigningAction, string>;
  details: { recipients: string; reason: string; voidReason: string; hash: string; expiresAt: string };
};

const words: Record<TemplateLanguage, Words> = {
  es: {
    signaturesTitle: 'Página de firmas',
    auditTitle: 'Certificado de auditoría',
    document: 'Documento',
    sentHash: 'Huella SHA-256 del documento enviado para firmar',
    signingNumber: 'Firma n.º',
    forParty: { artista: 'Por el artista', promotor: 'Por el promotor', sala: 'Por la sala' },
    forCompany: 'Por la empresa',
    name: 'Nombre',
    idDocument: { dni: 'DNI', nie: 'NIE', passport: 'Pasaporte' },
    position: 'Cargo',
    signedAt: 'Firmado',
    address: 'Dirección IP',
    browser: 'Navegador',
    countersignedBy: 'Firmado en Bolo por el usuario {user} con un segundo factor (código de autenticación)',
    drawn: 'Firma dibujada por el firmante',
    typed: 'Firma escrita por el firmante',
    digitalSignature:
      'Este documento lleva la firma digital de {company} (certificado «{certificate}», huella SHA-256 {fingerprint}), que cualquier lector de PDF puede comprobar: un cambio en el archivo la invalida.',
    selfSigned: 'El certificado es autofirmado: lo emite la propia empresa, no un prestador de confianza.',
    auditIntro:
      'Registro de la firma tal como lo guarda Bolo, que no permite modificar ni borrar sus pasos. Horas en UTC.',
    auditClosing:
      'Las dos partes firmaron el documento cuya huella SHA-256 figura arriba; este certificado se añadió después y el archivo completo se firmó digitalmente.',
    actions: {
      sent: 'Enviado para firmar',
      viewed: 'Abierto por la contraparte',
      reminded: 'Recordatorio enviado',
      signed: 'Firmado por la contraparte',
      declined: 'Rechazado por la contraparte',
      countersigned: 'Firmado por la empresa',
      completed: 'Documento firmado completado',
      expired: 'Caducado sin firmar',
      voided: 'Anulado',
    },
    details: {
      recipients: 'Destinatarios',
      reason: 'Motivo',
      voidReason: 'Motivo',
      hash: 'Huella SHA-256',
      expiresAt: 'Caduca',
    },
  },
  en: {
    signaturesTitle: 'Signature page',
    auditTitle: 'Audit certificate',
    document: 'Document',
    sentHash: 'SHA-256 fingerprint of the document sent for signature',
    signingNumber: 'Signing no.',
    forParty: { artista: 'For the artist', promotor: 'For the promoter', sala: 'For the venue' },
    forCompany: 'For the company',
    name: 'Name',
    idDocument: { dni: 'DNI', nie: 'NIE', passport: 'Passport' },
    position: 'Position',
    signedAt: 'Signed',
    address: 'IP address',
    browser: 'Browser',
    countersignedBy: 'Signed in Bolo by the user {user} with a second factor (authentication code)',
    drawn: 'Signature drawn by the signer',
    typed: 'Signature typed by the signer',
    digitalSignature:
      'This document bears the digital signature of {company} (certificate “{certificate}”, SHA-256 fingerprint {fingerprint}), which any PDF reader can check: any change to the file invalidates it.',
    selfSigned: 'The certificate is self-signed: the company issues it itself, not a trust service provider.',
    auditIntro:
      'The signing’s record as Bolo keeps it, which allows none of its steps to be changed or deleted. Times in UTC.',
    auditClosing:
      'Both parties signed the document whose SHA-256 fingerprint is given above; this certificate was added afterwards and the whole file was digitally signed.',
    actions: {
      sent: 'Sent for signature',
      viewed: 'Opened by the counterparty',
      reminded: 'Reminder sent',
      signed: 'Signed by the counterparty',
      declined: 'Declined by the counterparty',
      countersigned: 'Signed by the company',
      completed: 'Signed document completed',
      expired: 'Expired unsigned',
      voided: 'Voided',
    },
    details: {
      recipients: 'Recipients',
      reason: 'Reason',
      voidReason: 'Reason',
      hash: 'SHA-256 fingerprint',
      expiresAt: 'Expires',
    },
  },
};

/** A moment as the audit writes it: to the second, in UTC, the same in every language. */
export const auditTime = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Where and how a step was taken: its time, address and browser. */
const whereAndWhen = (w: Words, step: SigningStep) =>
  [
    labelledParagraph(w.signedAt, auditTime(step.at)),
    labelledParagraph(w.address, step.ipAddress),
    labelledParagraph(w.browser, step.userAgent),
  ].join('');

function partyBlock(w: Words, facts: SignedPagesFacts, step: SigningStep): string {
  const idType = (text(step.details.idType) ?? 'dni') as IdType;
  return [
    `<h2>${escapeHtml(w.forParty[facts.party])}</h2>`,
    labelledParagraph(w.name, text(step.details.fullName)),
    labelledParagraph(w.idDocument[idType], text(step.details.idNumber)),
    `<p style="text-align: left"><img src="${pageImages.party}" width="240"></p>`,
    paragraph(step.details.signatureKind === 'typed' ? w.typed : w.drawn),
    whereAndWhen(w, step),
  ].join('');
}

function companyBlock(w: Words, facts: SignedPagesFacts, step: SigningStep): string {
  const { signatory } = facts;
  return [
    `<h2>${escapeHtml(`${w.forCompany}: ${facts.company}`)}</h2>`,
    labelledParagraph(w.name, signatory.name),
    labelledParagraph(w.position, signatory.cargo),
    labelledParagraph(w.idDocument.dni, signatory.dni),
    facts.companyFirma ? `<p style="text-align: left"><img src="${pageImages.company}" width="240"></p>` : '',
    paragraph(fillIn(w.countersignedBy, { user: step.actorName ?? '' })),
    whereAndWhen(w, step),
  ].join('');
}

/** The details of a step worth writing on the audit page, as label: value. */
function detailLines(w: Words, step: SigningStep): string {
  const { details } = step;
  const recipients = Array.isArray(details.recipients) ? details.recipients.join(', ') : null;
  return [
    labelledParagraph(w.details.recipients, recipients),
    labelledParagraph(w.details.hash, text(details.sha256)),
    labelledParagraph(w.details.reason, text(details.reason)),
  ].join('');
}

function auditEntry(w: Words, step: SigningStep): string {
  return [
    `<p style="text-align: left"><strong>${escapeHtml(`${auditTime(step.at)} · ${w.actions[step.action]}`)}</strong></p>`,
    labelledParagraph(w.name, step.actorName),
    labelledParagraph(w.address, step.ipAddress),
    labelledParagraph(w.browser, step.userAgent),
    detailLines(w, step),
  ].join('');
}

/**
 * The signature page and the audit certificate, as HTML the contract typesetter reads. The party's
 * signature is its `signed` step, the company's its `countersigned` step; the audit lists every step.
 */
export function signedPagesHtml(facts: SignedPagesFacts): string {
  const w = words[facts.language];
  const signed = facts.steps.find((step) => step.action === 'signed');
  const countersigned = facts.steps.find((step) => step.action === 'countersigned');
  if (!signed || !countersigned) throw new Error('signedPagesHtml: both signatures are needed');
  const head = [
    labelledParagraph(w.document, facts.title),
    labelledParagraph(w.signingNumber, String(facts.signingId)),
    labelledParagraph(w.sentHash, facts.sentSha256),
  ].join('');
  const { certificate } = facts;
  return [
    `<h1>${escapeHtml(w.signaturesTitle)}</h1>`,
    head,
    partyBlock(w, facts, signed),
    companyBlock(w, facts, countersigned),
    paragraph(
      fillIn(w.digitalSignature, {
        company: facts.company,
        certificate: certificate.commonName,
        fingerprint: certificate.fingerprint,
      }),
    ),
    certificate.selfSigned ? paragraph(w.selfSigned) : '',
    '<hr data-page-break>',
    `<h1>${escapeHtml(w.auditTitle)}</h1>`,
    head,
    paragraph(w.auditIntro),
    ...facts.steps.map((step) => auditEntry(w, step)),
    paragraph(w.auditClosing),
  ].join('');
}
