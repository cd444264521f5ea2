/**
 * The mails of a contract's signing (issue 31), in the contract's language: the signing link to the
 * party's signatory, the reminders, and the signed document to both parties.
 */
import type { TemplateLanguage } from '@bolo/db';
import { formatDay, formatInstant } from '@bolo/templating/format';
import { fillIn } from '../../shared/fill-in';
import { OFFICE_TIME_ZONE } from '../../shared/time-zone';

export type SigningMailKind = 'request' | 'reminder' | 'completed';

/** What a signing's mail says: the words are filled in from these. */
export interface SigningMailFacts {
  company: string;
  event: string;
  /** The show's day, `YYYY-MM-DD`; null when the event has none. */
  date: string | null;
  url: string;
  expiresAt: Date;
  /** SHA-256 of the document the mail is about: the PDF as sent, or the signed one. */
  sha256: string;
}

const wordings: Record<SigningMailKind, Record<TemplateLanguage, { subject: string; text: string }>> = {
  request: {
    es: {
      subject: 'Contrato para firmar: {event}',
      text: `{company} le envía el contrato de {event}{date} para que lo firme electrónicamente.

Ábralo, léalo entero y fírmelo aquí: {url}

El enlace caduca el {expiresAt}. La huella SHA-256 del documento enviado es:
{sha256}

Si no esperaba este mensaje, no haga nada.`,
    },
    en: {
      subject: 'Contract to sign: {event}',
      text: `{company} sends you the contract of {event}{date} to sign electronically.

Open it, read it through and sign it here: {url}

The link expires on {expiresAt}. The SHA-256 fingerprint of the document sent is:
{sha256}

If you were not expecting this message, do nothing.`,
    },
  },
  reminder: {
    es: {
      subject: 'Recordatorio: contrato para firmar: {event}',
      text: `El contrato de {event}{date} que le envió {company} aún no está firmado.

Puede leerlo y firmarlo aquí: {url}

El enlace caduca el {expiresAt}. Huella SHA-256 del documento: {sha256}`,
    },
    en: {
      subject: 'Reminder: contract to sign: {event}',
      text: `The contract of {event}{date} that {company} sent you is not signed yet.

You can read and sign it here: {url}

The link expires on {expiresAt}. SHA-256 fingerprint of the document: {sha256}`,
    },
  },
  completed: {
    es: {
      subject: 'Contrato firmado: {event}',
      text: `El contrato de {event}{date} está firmado por las dos partes. Le adjuntamos el documento firmado, que lleva la firma digital de {company}.

Huella SHA-256 del documento firmado:
{sha256}

También puede descargarlo aquí hasta el {expiresAt}: {url}`,
    },
    en: {
      subject: 'Contract signed: {event}',
      text: `The contract of {event}{date} is signed by both parties. The signed document is attached, bearing the digital signature of {company}.

SHA-256 fingerprint of the signed document:
{sha256}

You can also download it here until {expiresAt}: {url}`,
    },
  },
};

/** The mail of `kind` in `language`. */
export function signingMail(
  kind: SigningMailKind,
  language: TemplateLanguage,
  facts: SigningMailFacts,
): { subject: string; text: string } {
  const values = {
    company: facts.company,
    event: facts.event,
    date: facts.date ? ` (${formatDay(facts.date, language)})` : '',
    url: facts.url,
    expiresAt: formatInstant(facts.expiresAt, language, OFFICE_TIME_ZONE),
    sha256: facts.sha256,
  };
  const wording = wordings[kind][language];
  return { subject: fillIn(wording.subject, values), text: fillIn(wording.text, values) };
}
