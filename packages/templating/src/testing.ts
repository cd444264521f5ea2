import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the loopback SMTP server accepted it. */
export interface ReceivedMail {
  messageId: string;
  /** The envelope's recipients: to, cc and bcc alike. */
  recipients: string[];
  /** The message as it came, quoted-printable soft line breaks undone. */
  raw: string;
}

const softBreaks = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A real SMTP server on 127.0.0.1 for tests and benchmarks: it keeps every message it accepts
 * (`received`), in the order it answered 250. `refuse` names recipients it refuses with a 550;
 * `onAccepted` runs right after the 250 is given.
 */
export async function startLoopbackSmtp({
  refuse = () => false,
  onAccepted,
}: {
  refuse?: (address: string) => boolean;
  onAccepted?: (mail: ReceivedMail) => void;
} = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse(address.address)) return callback();
      callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString();
        const mail = {
          messageId: /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1] ?? '',
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: softBreaks(raw),
        };
        received.push(mail);
        callback();
        onAccepted?.(mail);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  /** The first mail `found` picks, waiting for it up to `ms`. */
  const arrival = async (found: (mail: ReceivedMail) => boolean, ms = 5_000): Promise<ReceivedMail> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const mail = received.find(found);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no such mail arrived within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    arrival,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
