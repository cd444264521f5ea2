import { describe, expect, it } from 'vitest';
import {
  documentState,
  type Generated,
  isGeneratedText,
  refuseStaleVersion,
  resetColumns,
  type StoredDocument,
  savedColumns,
  usableGenerated,
} from './state';

const generated: Generated = {
  subject: 'Confirmación: Zahara',
  body: '<p>Zahara, 12 de junio</p>',
  plantillaId: 7,
  plantillaName: 'Confirmación estándar',
  templateMissing: false,
};
const missing: Generated = {
  subject: '',
  body: '',
  plantillaId: null,
  plantillaName: null,
  templateMissing: true,
};
const updatedAt = new Date('2026-05-01T10:00:00Z');
const stored = (fields: Partial<StoredDocument>): StoredDocument => ({
  id: 3,
  save: true,
  subject: generated.subject,
  body: generated.body,
  plantillaId: 7,
  plantillaName: 'Confirmación estándar',
  version: 2,
  updatedAt,
  ...fields,
});

describe('where an event document stands', () => {
  it('is what the template gives now while never stored', () => {
    expect(documentState(null, generated)).toEqual({
      ...generated,
      id: null,
      save: false,
      generatedAuto: true,
      templateDeleted: false,
      chosenTemplateId: generated.plantillaId,
      failure: null,
      version: null,
      updatedAt: null,
    });
  });

  it('carries a master’s failure, never as generated, and refuses to write or send that text', () => {
    const failure = {
      code: 'plantilla_not_valid' as const,
      message: {
        es: 'La plantilla no es válida (cuerpo, línea 1): …',
        en: 'The template is not valid (body, line 1): …',
      },
      params: { where: { es: 'cuerpo, línea 1', en: 'body, line 1' }, reason: { es: 'x', en: 'x' } },
    };
    const failed = { ...generated, subject: '', body: '', failure };
    expect(documentState(null, failed)).toMatchObject({ body: '', generatedAuto: false, failure });
    expect(documentState(stored({}), failed)).toMatchObject({ save: true, generatedAuto: false, failure });
    expect(() => usableGenerated(failed)).toThrow(
      expect.objectContaining({ appCode: 'plantilla_not_valid' }),
    );
    expect(usableGenerated(generated)).toBe(generated);
  });

  it('follows the template while stored but not saved, and keeps the row’s version', () => {
    const state = documentState(stored({ save: false, body: '<p>old text</p>', plantillaId: 1 }), generated);
    expect(state).toMatchObject({ body: generated.body, plantillaId: 7, save: false, id: 3, version: 2 });
  });

  it('keeps a saved text and is generated only while the text is what the template gives', () => {
    expect(documentState(stored({}), generated)).toMatchObject({ save: true, generatedAuto: true });
    const edited = documentState(stored({ body: '<p>Edited</p>' }), generated);
    expect(edited).toMatchObject({ body: '<p>Edited</p>', save: true, generatedAuto: false });
    const eventChanged = documentState(stored({}), { ...generated, body: '<p>Zahara, 13 de junio</p>' });
    expect(eventChanged).toMatchObject({ body: generated.body, generatedAuto: false });
  });

  it('says the template was deleted when a saved document lost it, and keeps the text', () => {
    const state = documentState(stored({ plantillaId: null, plantillaName: null }), generated);
    expect(state).toMatchObject({ templateDeleted: true, body: generated.body, plantillaId: null });
  });

  it('is empty and says so when the kind has no master template', () => {
    expect(documentState(null, missing)).toMatchObject({
      body: '',
      subject: '',
      plantillaId: null,
      templateMissing: true,
      generatedAuto: false,
    });
    expect(documentState(stored({ body: '<p>kept</p>' }), missing)).toMatchObject({
      body: '<p>kept</p>',
      templateMissing: true,
      generatedAuto: false,
    });
  });
});

describe('whether a text is the generated one', () => {
  it('compares subject and body, and nothing matches a missing template', () => {
    expect(isGeneratedText(generated, generated)).toBe(true);
    expect(isGeneratedText({ ...generated, subject: 'Otro' }, generated)).toBe(false);
    expect(isGeneratedText({ subject: '', body: '' }, missing)).toBe(false);
  });
});

describe('saving and resetting an event document', () => {
  it('accepts the stored version, or none for a document never stored', () => {
    expect(() => refuseStaleVersion(null, undefined)).not.toThrow();
    expect(() => refuseStaleVersion({ version: 2 }, 2)).not.toThrow();
  });

  it('refuses a stale version, a missing one, or one for a document never stored', () => {
    for (const [row, version] of [
      [{ version: 2 }, 1],
      [{ version: 2 }, undefined],
      [null, 1],
    ] as const) {
      expect(() => refuseStaleVersion(row, version)).toThrow(
        expect.objectContaining({ appCode: 'version_conflict' }),
      );
    }
  });

  it('saves from the current master the first time, and keeps the template it was saved from after', () => {
    const text = { subject: generated.subject, body: '<p>Edited</p>' };
    expect(savedColumns(text, generated, null)).toEqual({
      ...text,
      save: true,
      generatedAuto: false,
      plantillaId: 7,
    });
    expect(savedColumns(generated, generated, stored({ save: false, plantillaId: 1 }))).toMatchObject({
      generatedAuto: true,
      plantillaId: 7,
    });
    expect(savedColumns(text, generated, stored({ plantillaId: null }))).toMatchObject({ plantillaId: null });
  });

  it('resets to the generated text, not saved', () => {
    expect(resetColumns(generated)).toEqual({
      subject: generated.subject,
      body: generated.body,
      save: false,
      generatedAuto: true,
      plantillaId: 7,
    });
  });
});
