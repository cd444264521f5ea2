import { describe, expect, it } from 'vitest';
import { type EmailStateFields, emailBadges, isDelivering, textBadges } from './state';

const generated = { generatedAuto: true, save: false, templateDeleted: false, templateMissing: false };
const email = (fields: Partial<EmailStateFields>): EmailStateFields => ({
  ...generated,
  sent: false,
  sentAt: null,
  delivery: null,
  ...fields,
});

describe('the state of a document’s text', () => {
  it('is generated while it is what the master template gives', () => {
    expect(textBadges(generated)).toEqual([{ kind: 'generated' }]);
    expect(textBadges({ ...generated, save: true })).toEqual([{ kind: 'generated' }]);
  });

  it('is modified once saved with other words', () => {
    expect(textBadges({ ...generated, save: true, generatedAuto: false })).toEqual([{ kind: 'modified' }]);
  });

  it('says when its template was deleted, beside whether it was modified', () => {
    expect(textBadges({ ...generated, save: true, generatedAuto: false, templateDeleted: true })).toEqual([
      { kind: 'modified' },
      { kind: 'templateDeleted' },
    ]);
  });

  it('says there is no master template when there is nothing to generate from', () => {
    expect(textBadges({ ...generated, generatedAuto: false, templateMissing: true })).toEqual([
      { kind: 'templateMissing' },
    ]);
  });

  it('keeps a text saved before the master template went as the person’s own', () => {
    expect(
      textBadges({ generatedAuto: false, save: true, templateDeleted: true, templateMissing: true }),
    ).toEqual([{ kind: 'modified' }, { kind: 'templateDeleted' }]);
  });
});

describe('the state of an email’s send', () => {
  const sentAt = new Date('2026-06-12T18:30:00Z');

  it('shows nothing for an email never sent', () => {
    expect(emailBadges(email({}))).toEqual([{ kind: 'generated' }]);
  });

  it('shows it on its way while queued, with the last try’s error when retrying', () => {
    expect(emailBadges(email({ delivery: { status: 'queued', attempts: 0, error: null } }))[0]).toEqual({
      kind: 'sending',
      attempts: 0,
      error: null,
    });
    expect(
      emailBadges(email({ delivery: { status: 'queued', attempts: 2, error: '421 try later' } }))[0],
    ).toEqual({ kind: 'sending', attempts: 2, error: '421 try later' });
  });

  it('shows a send that failed for good with its error', () => {
    expect(
      emailBadges(email({ delivery: { status: 'failed', attempts: 8, error: '550 no such user' } }))[0],
    ).toEqual({ kind: 'failed', error: '550 no such user' });
  });

  it('shows when it was sent', () => {
    expect(
      emailBadges(email({ sent: true, sentAt, delivery: { status: 'sent', attempts: 1, error: null } })),
    ).toEqual([{ kind: 'sent', at: sentAt }, { kind: 'generated' }]);
  });

  it('shows a mail kept in the local mailbox (no SMTP server) as such, not as sent', () => {
    expect(
      emailBadges(email({ sent: true, sentAt, delivery: { status: 'local', attempts: 0, error: null } })),
    ).toEqual([{ kind: 'local', at: sentAt }, { kind: 'generated' }]);
  });

  it('shows a new send on its way over an earlier one that arrived', () => {
    expect(
      emailBadges(email({ sent: true, sentAt, delivery: { status: 'queued', attempts: 0, error: null } }))[0],
    ).toMatchObject({ kind: 'sending' });
  });

  it('keeps asking only while a mail is on its way', () => {
    expect(
      isDelivering([email({}), email({ delivery: { status: 'queued', attempts: 0, error: null } })]),
    ).toBe(true);
    expect(
      isDelivering([
        email({ delivery: { status: 'sent', attempts: 1, error: null } }),
        email({ delivery: { status: 'failed', attempts: 8, error: 'x' } }),
      ]),
    ).toBe(false);
  });
});
