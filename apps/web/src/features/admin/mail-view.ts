import { frameDocument } from '../../lib/frame-document';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * The document a mail is shown as, in its frame (lib/frame-document.ts): its HTML part, or its
 * text kept as written.
 */
export function mailDocument(mail: { html: string | null; text: string }): string {
  if (mail.html) return frameDocument(mail.html);
  const text = mail.text.replace(/[&<>"]/g, (c) => entities[c] ?? c);
  return frameDocument(
    `<pre style="white-space:pre-wrap;font:14px/1.5 system-ui,sans-serif;margin:0">${text}</pre>`,
  );
}

/** The mail kinds the mailbox names in words; any other shows as stored. */
export const namedMailKinds = [
  'password_reset',
  'password_invite',
  'event_email',
  'email_changed',
  'email_change_confirm',
  'email_change_notice',
] as const;
export const isNamedMailKind = (kind: string): kind is (typeof namedMailKinds)[number] =>
  (namedMailKinds as readonly string[]).includes(kind);
