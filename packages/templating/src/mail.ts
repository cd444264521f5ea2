import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/** Delivery through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(options: { url: string; from: string }) {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(mail: OutgoingMail): Promise<void> {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close: () => transport.close(),
  };
}
