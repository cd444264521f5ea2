import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { bagTypes, CertificateError, makeSelfSignedCertificate, readCertificate } from '../certificate';
import { extractPdfText, pdfSignatures, sampleContract } from '../testing';
import { renderContractPdf } from './contract';
import { sealContractPdf } from './seal';

const company = 'Conciertos del Norte, S.L.';
const password = 'una contraseña larga';
const certificate = makeSelfSignedCertificate(company, password, new Date('2026-01-01T00:00:00Z'));

/** A PKCS#12 file of `certificate` locked with `password`, without its key. */
function withoutKey(): Uint8Array {
  const pfx = forge.pkcs12.pkcs12FromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(certificate.p12).toString('binary'))),
    false,
    password,
  );
  const cert = pfx.getBags({ bagType: bagTypes.certificate })[bagTypes.certificate]?.[0]?.cert;
  if (!cert) throw new Error('no certificate');
  const bare = forge.pkcs12.toPkcs12Asn1(null, [cert], password);
  return new Uint8Array(Buffer.from(forge.asn1.toDer(bare).getBytes(), 'binary'));
}

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof CertificateError ? error.code : String(error);
  }
  return 'opened';
};

describe('a signing certificate', () => {
  it('made for a company names it, is self-signed and good for ten years', () => {
    const facts = readCertificate(certificate.p12, password, new Date('2026-06-01T00:00:00Z'));
    expect(facts).toMatchObject({ commonName: company, selfSigned: true });
    expect(facts.issuer).toContain(`CN=${company}`);
    expect(facts.notAfter.getUTCFullYear()).toBe(2036);
    expect(facts.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it('is refused with a wrong password, without a key, expired, or when it is no PKCS#12 file', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(codeOf(() => readCertificate(certificate.p12, 'otra', now))).toBe('signing_certificate_password');
    expect(codeOf(() => readCertificate(withoutKey(), password, now))).toBe('signing_certificate_no_key');
    expect(codeOf(() => readCertificate(certificate.p12, password, new Date('2040-01-01T00:00:00Z')))).toBe(
      'signing_certificate_expired',
    );
    expect(
      codeOf(() => readCertificate(new TextEncoder().encode('no es un certificado'), password, now)),
    ).toBe('signing_certificate_unreadable');
  });
});

describe('a sealed contract', () => {
  it('is the contract as sent and the pages after it, signed so that pdfsig finds it valid', async () => {
    const sent = await renderContractPdf(sampleContract());
    const sentPages = (await extractPdfText(sent)).length;
    const sealed = await sealContractPdf({
      sent,
      pages: { html: '<h1>Certificado de firma</h1><p>Huella: 0123abcd</p>', lang: 'es' },
      title: 'Contrato firmado',
      certificate: { p12: certificate.p12, password },
      signature: {
        name: company,
        reason: 'Contrato firmado por las partes',
        location: 'España',
        contactInfo: 'oficina@conciertosdelnorte.es',
        signingTime: new Date('2026-06-01T10:00:00Z'),
      },
    });
    const pages = await extractPdfText(sealed);
    expect(pages).toHaveLength(sentPages + 1);
    expect(pages.at(-1)?.text).toContain('Certificado de firma');
    expect(pages.at(-1)?.artifacts.join(' ')).toContain(`página ${sentPages + 1} de ${sentPages + 1}`);
    expect(await pdfSignatures(sealed)).toEqual([
      {
        commonName: company,
        validation: 'Signature is Valid.',
        signatureType: 'adbe.pkcs7.detached',
        wholeDocument: true,
      },
    ]);

    // one byte changed inside the signed range: the signature no longer holds
    const tampered = new Uint8Array(sealed);
    const at = Buffer.from(sealed).indexOf('/Title');
    tampered[at + 1] = 'X'.charCodeAt(0);
    const [check] = await pdfSignatures(tampered);
    expect(check?.validation).not.toBe('Signature is Valid.');
  });
});
