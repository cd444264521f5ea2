import { describe, expect, it } from 'vitest';
import {
  acceptRows,
  acceptSide,
  dirtyKeys,
  discardDraft,
  editDraft,
  emptyDrafts,
  keepDraftsOver,
  mergeRead,
} from './drafts';
import { type EmailDraft, emailSpec } from './emails';

type Row = EmailDraft & {
  id: number | null;
  type: 'confirmacion';
  subType: 'artista' | 'sala';
  version: number | null;
  sent: boolean;
  sentAt: Date | null;
  delivery: { status: 'queued' | 'sent' | 'failed' } | null;
};

const spec = emailSpec<Row>();
const row = (fields: Partial<Row> = {}): Row => ({
  id: 1,
  type: 'confirmacion',
  subType: 'artista',
  version: 3,
  to: ['artista@example.com'],
  cc: [],
  bcc: [],
  subject: 'Confirmación',
  body: '<p>Hola</p>',
  sent: false,
  sentAt: null,
  delivery: null,
  ...fields,
});
const key = 'confirmacion.artista';

describe('the drafts of a documents tab', () => {
  it('shows what was read, with nothing to save', () => {
    const state = mergeRead(emptyDrafts<Row, EmailDraft>(), spec, [row(), row({ subType: 'sala' })]);
    expect(state.drafts[key]?.subject).toBe('Confirmación');
    expect(dirtyKeys(state, spec)).toEqual([]);
  });

  it('knows which documents were edited, and forgets an edit taken back', () => {
    let state = mergeRead(emptyDrafts<Row, EmailDraft>(), spec, [row()]);
    state = editDraft(state, key, { to: ['artista@example.com', 'manager@example.com'] });
    expect(dirtyKeys(state, spec)).toEqual([key]);
    state = editDraft(state, key, { to: ['artista@example.com'] });
    expect(dirtyKeys(state, spec)).toEqual([]);
  });

  it('keeps an edit and the version it was read at through a new read, taking only the send state', () => {
    let state = mergeRead(emptyDrafts<Row, EmailDraft>(), spec, [row()]);
    state = editDraft(state, key, { subject: 'Confirmación del concierto' });
    const sentAt = new Date();
    state = mergeRead(state, spec, [
      row({ version: 4, subject: 'Otro asunto', sent: true, sentAt, delivery: { status: 'sent' } }),
    ]);
    expect(state.drafts[key]?.subject).toBe('Confirmación del concierto');
    expect(state.rows[key]).toMatchObject({ version: 3, subject: 'Confirmación', sent: true, sentAt });
  });

  it('shows a new read of a document not being edited, and tells the editor only when its text changed', () => {
    let state = mergeRead(emptyDrafts<Row, EmailDraft>(), spec, [row()]);
    const first = state.revisions[key];
    state = mergeRead(state, spec, [row({ delivery: { status: 'queued' } })]);
    expect(state.revisions[key]).toBe(first);
    expect(state.rows[key]?.delivery).toEqual({ status: 'queued' });
    state = mergeRead(state, spec, [row({ body: '<p>Hola de nuevo</p>' })]);
    expect(state.drafts[key]?.body).toBe('<p>Hola de nuevo</p>');
    expect(state.revisions[key]).toBe((first ?? 0) + 1);
  });

  it('ignores a read older than a save already shown', () => {
    let state = mergeRead(emptyDrafts<Row, EmailDraft>(), spec, [row()]);
    state = acceptRows(state, spec, [row({ version: 4, subject: 'Nuevo' })]);
    state = mergeRead(state, spec, [row({ version: 3 })]);
    expect(state.rows[key]).toMatchObject({ version: 4, subject: 'Nuevo' });
  });

  it('takes a saved document as the new starting point', () => {
    let state = mergeRead(emptyDrafts<Row, EmailDraft>(), spec, [row()]);
    state = editDraft(state, key, { subject: 'Nuevo' });
    state = acceptRows(state, spec, [row({ version: 4, subject: 'Nuevo' })]);
    expect(dirtyKeys(state, spec)).toEqual([]);
    expect(state.rows[key]?.version).toBe(4);
  });

  it('after a conflict, keeps what was typed over the version saved meanwhile', () => {
    let state = mergeRead(emptyDrafts<Row, EmailDraft>(), spec, [row()]);
    state = editDraft(state, key, { subject: 'Mío' });
    state = keepDraftsOver(state, spec, [row({ version: 5, subject: 'Suyo' })]);
    expect(state.drafts[key]?.subject).toBe('Mío');
    expect(state.rows[key]).toMatchObject({ version: 5, subject: 'Suyo' });
    expect(dirtyKeys(state, spec)).toEqual([key]);
  });

  it('discards what was typed', () => {
    let state = mergeRead(emptyDrafts<Row, EmailDraft>(), spec, [row()]);
    state = editDraft(state, key, { body: '<p>Otro</p>' });
    state = discardDraft(state, spec, key);
    expect(state.drafts[key]?.body).toBe('<p>Hola</p>');
    expect(dirtyKeys(state, spec)).toEqual([]);
  });

  it('takes the answer to an annex or link action without losing the text being typed', () => {
    // never stored: the action stored it, so its version is the one to save over
    let state = mergeRead(emptyDrafts<Row, EmailDraft>(), spec, [row({ id: null, version: null })]);
    state = editDraft(state, key, { body: '<p>Mío</p>' });
    state = acceptSide(state, spec, row({ id: 9, version: 1, sent: true }), ['sent']);
    expect(state.drafts[key]?.body).toBe('<p>Mío</p>');
    expect(state.rows[key]).toMatchObject({ id: 9, version: 1, sent: true, body: '<p>Hola</p>' });

    // stored: the version read stays, so a change made meanwhile is still met as a conflict
    state = acceptSide(state, spec, row({ id: 9, version: 7 }), ['sent']);
    expect(state.rows[key]?.version).toBe(1);
  });

  it('shows the whole answer of an action on a document not being edited', () => {
    let state = mergeRead(emptyDrafts<Row, EmailDraft>(), spec, [row()]);
    state = acceptSide(state, spec, row({ version: 4, subject: 'Asunto nuevo' }), ['sent']);
    expect(state.rows[key]?.version).toBe(4);
    expect(state.drafts[key]?.subject).toBe('Asunto nuevo');
  });
});
