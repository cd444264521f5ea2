import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import jsQR from 'jsqr';
import forge from 'node-forge';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { SMTPServer } from 'smtp-server';
import { bagTypes } from './certificate';

export { png, sampleContract, sampleContractHtml } from './pdf/sample-contract';

/** The text of the QR codes on a PDF's first page, read from the page as pdftoppm draws it at 200 dpi. */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bolo-pdftoppm-'));
  try {
    await writeFile(join(dir, 'document.pdf'), bytes);
    const { stdout } = await promisify(execFile)(
      'pdftoppm',
      ['-r', '200', '-f', '1', '-l', '1', join(dir, 'document.pdf')],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    );
    // a binary PPM (P6): "P6\n<width> <height>\n255\n" then RGB bytes
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(stdout.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not answer a PPM image');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const rgb = stdout.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set([rgb[i * 3] ?? 0, rgb[i * 3 + 1] ?? 0, rgb[i * 3 + 2] ?? 0, 255], i * 4);
    }
    const code = jsQR(rgba, width, height);
    return code ? [code.data] : [];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One page's text as a PDF reader extracts it: the content, and apart the layout's artifacts. */
export type ExtractedPage = { text: string; artifacts: string[] };

/** The web addresses a PDF's link annotations open, page by page, as a viewer (pdf.js) reads them. */
export async function pdfLinks(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const annotations = await (await pdf.getPage(number)).getAnnotations();
    pages.push(annotations.filter((a) => a.subtype === 'Link' && a.url).map((a) => String(a.url)));
  }
  await pdf.destroy();
  return pages;
}

/** The text a PDF reader (pdf.js) extracts, page by page. */
export async function extractPdfText(bytes: Uint8Array): Promise<ExtractedPage[]> {
  // A copy, as a plain Uint8Array: pdf.js takes over (detaches) the buffer it is given, and refuses a Buffer.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: ExtractedPage[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent({ includeMarkedContent: true });
    const page: ExtractedPage = { text: '', artifacts: [] };
    let inArtifact = false;
    for (const item of content.items) {
      // pdf.js gives the tag of a marked-content sequence without declaring it in its types.
      if ('type' in item) inArtifact = 'tag' in item && item.tag === 'Artifact';
      else if (inArtifact) {
        if (item.str) page.artifacts.push(item.str);
      } else page.text += item.hasEOL ? `${item.str}\n` : item.str;
    }
    pages.push(page);
  }
  await pdf.destroy();
  return pages;
}

/**
 * The text of a PDF as poppler's pdftotext reads it (its layout kept), one line per row, spaces
 * collapsed, blank lines dropped.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bolo-pdftotext-'));
  try {
    await writeFile(join(dir, 'document.pdf'), bytes);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', join(dir, 'document.pdf'), '-']);
    return stdout
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Text as a reader sees it: without the marks pdftotext wraps right-to-left text in. */
export const withoutBidiMarks = (text: string) => text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');

/** The width and height in pixels of each image a PDF embeds (an image's alpha mask among them). */
export async function pdfImageSizes(bytes: Uint8Array): Promise<[number, number][]> {
  const doc = await PDFDocument.load(bytes);
  const sizes: [number, number][] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const { dict } = object;
    const width = dict.get(PDFName.of('Width'));
    const height = dict.get(PDFName.of('Height'));
    if (
      dict.get(PDFName.of('Subtype')) === PDFName.of('Image') &&
      width instanceof PDFNumber &&
      height instanceof PDFNumber
    )
      sizes.push([width.asNumber(), height.asNumber()]);
  }
  return sizes;
}

/** The text of an HTML fragment, as a reader sees it (tags gone, entities decoded). */
export const htmlText = (html: string) => DomUtils.textContent(parseDocument(html));

/** Text without any white space, to compare what line breaking may have moved. */
export const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
/** Text with its runs of white space made one space. */
export const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A PDF of `pages` pages, each saying "{title}, hoja N". */
export async function annexPdf(title: string, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++)
    doc.addPage().drawText(`${title}, hoja ${n}`, { x: 72, y: 720, font, size: 14 });
  return doc.save();
}

/** An annex of `pages` pages that all draw with one content stream, deflated from `content`. */
export async function drawingAnnex(content: Uint8Array, pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const stream = doc.context.register(
    doc.context.stream(deflateSync(content, { level: 9 }), { Filter: 'FlateDecode' }),
  );
  for (let n = 0; n < pages; n++) doc.addPage().node.set(PDFName.of('Contents'), stream);
  return doc.save();
}

/** A message as the loopback SMTP server accepted it. */
export interface ReceivedMail {
  messageId: string;
  /** The envelope's recipients: to, cc and bcc alike. */
  recipients: string[];
  /** The message as it came, quoted-printable soft line breaks undone. */
  raw: string;
  /** The message's bytes exactly as they came, for a mail parser. */
  source: Buffer;
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
        const source = Buffer.concat(chunks);
        const raw = source.toString();
        const mail = {
          messageId: /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1] ?? '',
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: softBreaks(raw),
          source,
        };
        received.push(mail);
        callback();
        onAccepted?.(mail);
      });
    },
  });
  // a client killed mid-session (the crash tests do it on purpose) resets its connection; without a
  // listener SMTPServer turns that into an uncaught exception that fails the whole run. Others still do.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
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

/** One signature of a PDF as poppler's `pdfsig` reports it. */
export interface PdfSignature {
  commonName: string;
  /** `pdfsig`'s verdict on the signature itself: "Signature is Valid.", "Digest Mismatch." … */
  validation: string;
  signatureType: string;
  /** Whether the signed byte range covers the whole file. */
  wholeDocument: boolean;
}

/** The signatures of a PDF, as `pdfsig` (poppler-utils) checks them; none for an unsigned file. */
export async function pdfSignatures(bytes: Uint8Array): Promise<PdfSignature[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bolo-pdfsig-'));
  try {
    await writeFile(join(dir, 'document.pdf'), bytes);
    const { stdout } = await promisify(execFile)('pdfsig', [join(dir, 'document.pdf')]);
    const field = (block: string, name: string) =>
      new RegExp(`- ${name}: (.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
    return stdout
      .split(/^Signature #\d+:$/m)
      .slice(1)
      .map((block) => ({
        commonName: field(block, 'Signer Certificate Common Name'),
        validation: field(block, 'Signature Validation'),
        signatureType: field(block, 'Signature Type'),
        wholeDocument: block.includes('Total document signed'),
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The private key a PKCS#12 file holds, as PEM (PKCS#1): what must never leave the server in clear. */
export function privateKeyPem(p12: Uint8Array, password: string): string {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')));
  const pfx = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  const key = pfx.getBags({ bagType: bagTypes.shroudedKey })[bagTypes.shroudedKey]?.[0]?.key;
  if (!key) throw new Error('the file holds no private key');
  return forge.pki.privateKeyToPem(key);
}
