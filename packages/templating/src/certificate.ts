/**
 * A company's signing certificate as a PKCS#12 file (`.p12`, `.pfx`): a self-signed one made for a
 * company that has none, and what an uploaded one says once it opens with its password. node-forge
 * reads it, as `@signpdf/signer-p12` does when it signs, so a file that passes here signs.
 */
import { createHash } from 'node:crypto';
import forge from 'node-forge';

/** Why a PKCS#12 file cannot sign; each is an error code of the API's catalogue. */
export class CertificateError extends Error {
  constructor(
    readonly code:
      | 'signing_certificate_unreadable'
      | 'signing_certificate_password'
      | 'signing_certificate_no_key'
      | 'signing_certificate_expired',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'CertificateError';
  }
}

/** What a certificate says of itself: whom it names, who vouches for it, and when it is good. */
export interface CertificateFacts {
  commonName: string;
  issuer: string;
  notBefore: Date;
  notAfter: Date;
  selfSigned: boolean;
  /** SHA-256 of the certificate (DER), upper-case hexadecimal pairs joined by colons, as readers show it. */
  fingerprint: string;
}

/** The PKCS#12 bag types read here (RFC 7292): the key as the signer reads it, and the certificates. */
export const bagTypes = {
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
} as const;

const SELF_SIGNED_YEARS = 10;
const YEAR_MS = 365.25 * 86_400_000;

const toDer = (p12: forge.asn1.Asn1) =>
  new Uint8Array(Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
const fromDer = (bytes: Uint8Array) =>
  forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(bytes).toString('binary')));

const distinguishedName = (attributes: forge.pki.CertificateField[]) =>
  attributes.map((field) => `${field.shortName ?? field.name}=${String(field.value)}`).join(', ');

function factsOf(cert: forge.pki.Certificate): CertificateFacts {
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  return {
    commonName: String(cert.subject.getField('CN')?.value ?? ''),
    issuer: distinguishedName(cert.issuer.attributes),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
    selfSigned: cert.isIssuer(cert),
    fingerprint: (createHash('sha256').update(der).digest('hex').toUpperCase().match(/../g) ?? []).join(':'),
  };
}

/**
 * A self-signed certificate for `name` (a company), good for ten years from `now`, with a new
 * 2048-bit RSA key, as a PKCS#12 file locked with `password` (the key bag AES-256).
 */
export function makeSelfSignedCertificate(
  name: string,
  password: string,
  now = new Date(),
): { p12: Uint8Array; facts: CertificateFacts } {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  // positive (a leading 0 nibble keeps the top bit clear) and random, as RFC 5280 asks
  cert.serialNumber = `0${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now.getTime() + SELF_SIGNED_YEARS * YEAR_MS);
  const subject = [
    { name: 'commonName', value: name },
    { name: 'organizationName', value: name },
    { name: 'countryName', value: 'ES' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: 'aes256' });
  return { p12: toDer(p12), facts: factsOf(cert) };
}

/** The certificate whose public key is the private key's, among the file's certificates. */
function certificateOfKey(key: forge.pki.rsa.PrivateKey, certs: forge.pki.Certificate[]) {
  return certs.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.compareTo(key.n) === 0 && publicKey.e?.compareTo(key.e) === 0;
  });
}

/**
 * What a PKCS#12 file's certificate says, once the file opens with `password` and holds a private
 * key (in a shrouded key bag, as the signer reads it) and the certificate of that key, not expired
 * at `now`. Anything else is a `CertificateError` whose message names no secret.
 */
export function readCertificate(p12: Uint8Array, password: string, now = new Date()): CertificateFacts {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = fromDer(p12);
  } catch (error) {
    throw new CertificateError('signing_certificate_unreadable', 'Not a PKCS#12 file', { cause: error });
  }
  let pfx: forge.pkcs12.Pkcs12Pfx;
  try {
    pfx = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const wrongPassword = error instanceof Error && /password/i.test(error.message);
    throw wrongPassword
      ? new CertificateError('signing_certificate_password', 'The password does not open the file')
      : new CertificateError('signing_certificate_unreadable', 'The PKCS#12 file cannot be read', {
          cause: error,
        });
  }
  const { shroudedKey, certificate } = bagTypes;
  const key = pfx.getBags({ bagType: shroudedKey })[shroudedKey]?.[0]?.key;
  if (!key) throw new CertificateError('signing_certificate_no_key', 'The file holds no private key');
  const certs = (pfx.getBags({ bagType: certificate })[certificate] ?? []).flatMap((bag) =>
    bag.cert ? [bag.cert] : [],
  );
  const cert = certificateOfKey(key, certs);
  if (!cert) throw new CertificateError('signing_certificate_no_key', 'No certificate of the private key');
  if (cert.validity.notAfter <= now)
    throw new CertificateError('signing_certificate_expired', 'The certificate has expired');
  return factsOf(cert);
}
