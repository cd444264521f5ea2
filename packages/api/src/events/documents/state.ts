import type { Label } from '@bolo/templating';
import { AppError, type ErrorParams, errorText } from '../../shared/errors';
import { generationFailureCodes } from './schemas';

/** A document's text: contracts have no subject (always ''). */
export interface DocumentText {
  subject: string;
  body: string;
}

type GenerationFailureCode = (typeof generationFailureCodes)[number];
const isGenerationFailureCode = (code: string): code is GenerationFailureCode =>
  (generationFailureCodes as readonly string[]).includes(code);

/** Why a master did not render for the event: the catalogue's code and its text in both languages. */
export interface GenerationFailure {
  code: GenerationFailureCode;
  message: Label;
  params?: ErrorParams;
}

/** The failure of a template's render, as a document shows it. */
export const generationFailure = (error: AppError): GenerationFailure | null =>
  isGenerationFailureCode(error.appCode)
    ? {
        code: error.appCode,
        params: error.params,
        message: {
          es: errorText(error.appCode, 'es', error.params),
          en: errorText(error.appCode, 'en', error.params),
        },
      }
    : null;

/** What the master template of a kind gives for an event now. */
export interface Generated extends DocumentText {
  plantillaId: number | null;
  plantillaName: string | null;
  /** The kind has no master template: the text is empty. */
  templateMissing: boolean;
  /** The master failed for this document (the text is empty); the other documents still render. */
  failure?: GenerationFailure;
}

/** The generated text, for what writes or sends it: a master that failed is refused with its error. */
export function usableGenerated(generated: Generated): Generated {
  const { failure } = generated;
  if (failure) throw new AppError(failure.code, { params: failure.params });
  return generated;
}

/** The columns of a stored document the rules read, with the name of its template (joined). */
export interface StoredDocument extends DocumentText {
  id: number;
  save: boolean;
  plantillaId: number | null;
  plantillaName: string | null;
  version: number;
  updatedAt: Date;
}

/** What every event document answers: its text and where it stands (spec §4). */
export interface DocumentState extends DocumentText {
  id: number | null;
  failure: GenerationFailure | null;
  save: boolean;
  generatedAuto: boolean;
  plantillaId: number | null;
  plantillaName: string | null;
  templateDeleted: boolean;
  templateMissing: boolean;
  /** The template the event generates this document from now (its choice, else the master). */
  chosenTemplateId: number | null;
  version: number | null;
  updatedAt: Date | null;
}

/** Whether `text` is exactly what the template gives now (a missing template gives nothing to match). */
export const isGeneratedText = (text: DocumentText, generated: Generated): boolean =>
  !generated.templateMissing &&
  !generated.failure &&
  text.subject === generated.subject &&
  text.body === generated.body;

/**
 * Where a document stands. One never saved (no row, or a row with `save` off) is what the master
 * template gives now, so it follows the event. A saved one keeps its text and its template; it
 * is `generatedAuto` only while that text is still what the template gives, and its template is
 * deleted when the foreign key has set `plantillaId` to null.
 */
export function documentState(stored: StoredDocument | null, generated: Generated): DocumentState {
  const row = {
    id: stored?.id ?? null,
    version: stored?.version ?? null,
    updatedAt: stored?.updatedAt ?? null,
    chosenTemplateId: generated.plantillaId,
  };
  if (!stored?.save) {
    return {
      ...row,
      subject: generated.subject,
      body: generated.body,
      save: false,
      generatedAuto: !generated.templateMissing && !generated.failure,
      plantillaId: generated.plantillaId,
      plantillaName: generated.plantillaName,
      templateDeleted: false,
      templateMissing: generated.templateMissing,
      failure: generated.failure ?? null,
    };
  }
  return {
    ...row,
    subject: stored.subject,
    body: stored.body,
    save: true,
    generatedAuto: isGeneratedText(stored, generated),
    plantillaId: stored.plantillaId,
    plantillaName: stored.plantillaName,
    templateDeleted: stored.plantillaId === null,
    templateMissing: generated.templateMissing,
    failure: generated.failure ?? null,
  };
}

/**
 * A save names the version of the stored row it read, and none for a document never stored:
 * anything else means someone else wrote it meanwhile (`version_conflict`, nothing overwritten).
 */
export function refuseStaleVersion(stored: { version: number } | null, version: number | undefined): void {
  if (stored ? stored.version !== version : version !== undefined) throw new AppError('version_conflict');
}

/**
 * The columns a save writes: the text given, `save` on, and the template it came from — the
 * current master for a document not saved before, the one it was saved from otherwise (null
 * stays null once that template is deleted).
 */
export function savedColumns(text: DocumentText, generated: Generated, stored: StoredDocument | null) {
  return {
    ...text,
    save: true,
    generatedAuto: isGeneratedText(text, generated),
    plantillaId: stored?.save ? stored.plantillaId : generated.plantillaId,
  };
}

/** The columns a reset writes: back to what the template gives, not saved, so it follows the event again. */
export const resetColumns = (generated: Generated) => ({
  subject: generated.subject,
  body: generated.body,
  save: false,
  generatedAuto: !generated.templateMissing,
  plantillaId: generated.plantillaId,
});
