import { type Db, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import type { MailMessage, MailTransport } from '../context';

/**
 * Keeps every mail in the mailbox table and, when SMTP is configured, delivers it. A failed
 * delivery is recorded on the row, never thrown at the person who caused the mail.
 */
export async function sendMail(
  db: Db,
  transport: MailTransport | null,
  kind: string,
  message: MailMessage,
): Promise<void> {
  const [row] = await db
    .insert(schema.mails)
    .values({
      ...message,
      kind,
      status: transport ? 'queued' : 'sent',
      sentAt: transport ? null : new Date(),
    })
    .returning({ id: schema.mails.id });
  if (!transport || !row) return;
  try {
    await transport.send(message);
    await db
      .update(schema.mails)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(schema.mails.id, row.id));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db.update(schema.mails).set({ status: 'failed', error: reason }).where(eq(schema.mails.id, row.id));
  }
}
