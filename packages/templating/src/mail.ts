import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  text: string;
  html?: string | null;
  /** The name the mail comes from; null or empty: the name of `MAIL_FROM`. */
  fromName?: string | null;
  /** Where answers go; empty: to the From address. */
  replyTo?: string[];
  /** The outbox's idempotency key: the Message-ID is made from it, so a redelivery is recognisable. */
  key: string;
  /** Files sent with it. */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
}

/** What a delivery tells beyond success: the recipients the server refused while it took the rest. */
export interface DeliveryReport {
  rejected: string[];
}

/** SMTP connections kept open and used at once: the sender delivers this many mails in parallel. */
export const SMTP_POOL_SIZE = 4;

/** The characters RFC 5322 allows in a Message-ID's left part without quoting (`atext`). */
const unsafeInMessageId = /[^A-Za-z0-9!#$&'*+/=?^_`{|}~-]/g;

/**
 * `<key@domain>`, the domain being the sender address's: the same key always gives the same
 * Message-ID. Characters a Message-ID cannot hold (`:` in `event-email:…`, `.`, `%`) are written
 * `%XX`, so two different keys never give one id.
 */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const left = key.replace(unsafeInMessageId, (c) =>
    [...Buffer.from(c)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
  return `<${left}@${domain}>`;
}

/** The address of a From line (`Bolo <bolo@example.com>` → `bolo@example.com`). */
const addressOf = (from: string): string => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/**
 * The From header of a mail: a department's name with the address of `MAIL_FROM`, which is the
 * address the SMTP server lets us send from (and the envelope's); answers reach the department or
 * the agent through Reply-To. Without a name, `MAIL_FROM` as it is written.
 */
const fromHeader = (from: string, fromName?: string | null) =>
  fromName?.trim() ? { name: fromName.trim(), address: addressOf(from) } : from;

/**
 * Delivery through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL),
 * over a pool of `SMTP_POOL_SIZE` connections. The timeouts bound one delivery well inside the
 * sender's lease, so a slow server never makes another sender take the same mail meanwhile.
 */
export function createSmtpTransport(options: { url: string; from: string }) {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: SMTP_POOL_SIZE,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    local: false,
    async send({
      key,
      html,
      fromName,
      replyTo,
      attachments,
      ...mail
    }: OutgoingMail): Promise<DeliveryReport> {
      const info = await transport.sendMail({
        ...mail,
        attachments: attachments?.map(({ content, ...file }) => ({ ...file, content: Buffer.from(content) })),
        from: fromHeader(options.from, fromName),
        replyTo: replyTo?.length ? replyTo : undefined,
        html: html ?? undefined,
        messageId: messageIdOf(key, options.from),
      });
      return { rejected: info.rejected.map(String) };
    },
    close: () => transport.close(),
  };
}
