/** Where a document's text stands (spec §4), as every event document answers it. */
export interface DocumentStateFields {
  generatedAuto: boolean;
  save: boolean;
  templateDeleted: boolean;
  templateMissing: boolean;
  /** The master template failed for this event: the document cannot be generated, and why. */
  failure?: { code: string; message: { es: string; en: string } } | null;
}

/** Where an email's last send is: its outbox mail. */
export interface Delivery {
  /** `local`: there is no SMTP server, so it stayed in the local mailbox and reached nobody. */
  status: 'queued' | 'sent' | 'local' | 'failed';
  attempts: number;
  error: string | null;
}

export interface EmailStateFields extends DocumentStateFields {
  sent: boolean;
  sentAt: Date | null;
  delivery: Delivery | null;
}

/** One badge of a document's state, in the order shown. */
export type StateBadge =
  | { kind: 'generated' }
  | { kind: 'modified' }
  | { kind: 'templateDeleted' }
  | { kind: 'templateMissing' }
  /** Queued; `error` is the last failed try's when the sender is retrying. */
  | { kind: 'sending'; attempts: number; error: string | null }
  | { kind: 'failed'; error: string | null }
  | { kind: 'sent'; at: Date | null }
  | { kind: 'local'; at: Date | null };

/**
 * The text's state: generated from the master template (and following the event until saved),
 * modified, or — with no master template for the kind — nothing to generate from. A text whose
 * template was deleted says so beside it, since it no longer has one to go back to.
 */
export function textBadges(doc: DocumentStateFields): StateBadge[] {
  if (doc.templateMissing && !doc.save) return [{ kind: 'templateMissing' }];
  const badges: StateBadge[] = [{ kind: doc.generatedAuto ? 'generated' : 'modified' }];
  if (doc.templateDeleted) badges.push({ kind: 'templateDeleted' });
  return badges;
}

/**
 * The state of an email's last send: on its way, failed for good, kept in the local mailbox (no
 * SMTP server), or delivered; null when never sent.
 */
export function deliveryBadge(email: EmailStateFields): StateBadge | null {
  const { delivery } = email;
  if (delivery?.status === 'queued')
    return { kind: 'sending', attempts: delivery.attempts, error: delivery.error };
  if (delivery?.status === 'failed') return { kind: 'failed', error: delivery.error };
  if (delivery?.status === 'local') return { kind: 'local', at: email.sentAt };
  if (email.sent || delivery?.status === 'sent') return { kind: 'sent', at: email.sentAt };
  return null;
}

/** An email's badges: how its last send went first, then its text. */
export function emailBadges(email: EmailStateFields): StateBadge[] {
  const delivery = deliveryBadge(email);
  return delivery ? [delivery, ...textBadges(email)] : textBadges(email);
}

/** Whether a mail of these is still on its way: the tab asks again until it is sent or has failed. */
export const isDelivering = (emails: readonly Pick<EmailStateFields, 'delivery'>[]): boolean =>
  emails.some((email) => email.delivery?.status === 'queued');
