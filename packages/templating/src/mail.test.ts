import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport, messageIdOf } from './mail';
import { startLoopbackSmtp } from './testing';

describe('the Message-ID of a mail', () => {
  it('is the outbox key at the sender address’s domain, the same every time', () => {
    expect(messageIdOf('9b2f-41aa', 'Bolo <bolo@conciertos.example>')).toBe('<9b2f-41aa@conciertos.example>');
    expect(messageIdOf('9b2f-41aa', 'bolo@conciertos.example')).toBe('<9b2f-41aa@conciertos.example>');
  });

  it('writes the characters a Message-ID cannot hold as %XX, so different keys stay different ids', () => {
    expect(messageIdOf('event-email:7f3a', 'bolo@x.es')).toBe('<event-email%3A7f3a@x.es>');
    expect(messageIdOf('a.b', 'bolo@x.es')).toBe('<a%2Eb@x.es>');
    expect(messageIdOf('a%2Eb', 'bolo@x.es')).toBe('<a%252Eb@x.es>');
    expect(messageIdOf('año <1>', 'bolo@x.es')).toBe('<a%C3%B1o%20%3C1%3E@x.es>');
  });
});

describe('delivery through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
  });
  afterAll(() => smtp.close());

  it('sends to, cc and bcc, with bcc only in the envelope and the key’s Message-ID', async () => {
    const transport = createSmtpTransport({ url: smtp.url, from: 'Bolo <bolo@conciertos.example>' });
    await transport.send({
      to: ['artista@example.com'],
      cc: ['produccion@conciertos.example'],
      bcc: ['archivo@conciertos.example'],
      subject: 'Confirmación del concierto',
      text: 'Queda confirmado.',
      html: '<p>Queda <strong>confirmado</strong>.</p>',
      key: 'event-email:1',
    });
    transport.close();
    const [mail] = smtp.received;
    expect(mail?.messageId).toBe('<event-email%3A1@conciertos.example>');
    expect(mail?.recipients).toEqual([
      'artista@example.com',
      'produccion@conciertos.example',
      'archivo@conciertos.example',
    ]);
    expect(mail?.raw).toMatch(/^Cc: produccion@conciertos\.example$/m);
    expect(mail?.raw).not.toMatch(/archivo@/i);
    expect(mail?.raw).toContain('<p>Queda <strong>confirmado</strong>.</p>');
  });

  it('carries a file attached, with its name and type', async () => {
    const transport = createSmtpTransport({ url: smtp.url, from: 'Bolo <bolo@conciertos.example>' });
    const pdf = new TextEncoder().encode('%PDF-1.7 factura A-0001');
    await transport.send({
      to: ['promotora@example.com'],
      subject: 'Factura A-0001',
      text: 'Le enviamos la factura.',
      key: 'invoice:1',
      attachments: [{ filename: 'A-0001.pdf', contentType: 'application/pdf', content: pdf }],
    });
    transport.close();
    const mail = smtp.received.at(-1);
    expect(mail?.raw).toMatch(/^Content-Type: application\/pdf; name=A-0001\.pdf$/m);
    expect(Buffer.from(mail?.source ?? []).toString('latin1')).toContain(Buffer.from(pdf).toString('base64'));
  });
});
