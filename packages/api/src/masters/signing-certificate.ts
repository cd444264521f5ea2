/**
 * A company's certificate for signing its contracts (issue 31): uploaded by staff (a PKCS#12 file
 * and its password, checked to open and hold a key) or made self-signed the first time the company
 * signs. The file and the password are kept sealed (`shared/seal.ts`, the company's id bound in)
 * and never leave the server: the API answers only what the certificate says of itself.
 */
import { type Db, schema } from '@bolo/db';
import {
  CertificateError,
  type CertificateFacts,
  makeSelfSignedCertificate,
  readCertificate,
} from '@bolo/templating';
import type { TRPCRouterRecord } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Services } from '../context';
import { bodyWithPathId, type MultipartForm, type RestRequest, type RestRoute } from '../rest';
import { AppError } from '../shared/errors';
import { fileBytes } from '../shared/files';
import { idInput, okOutput } from '../shared/schemas';
import { seal, unseal } from '../shared/seal';
import { newToken } from '../shared/tokens';
import { accessProcedure } from '../trpc';

const { companies, companyCertificates } = schema;
type CertificateRow = typeof companyCertificates.$inferSelect;
type Secret = Pick<Services, 'linkSecret'>;

/** A PKCS#12 file is a few kilobytes; a chain of several certificates stays well under this. */
export const MAX_CERTIFICATE_BYTES = 256 * 1024;

const PURPOSE = 'company-certificate-seal';
const contextOf = (empresaId: number, part: 'p12' | 'password') => `company:${empresaId}:${part}`;

/** What staff see of a company's certificate: never the file, never its password. */
export const certificateOutput = z
  .object({
    commonName: z.string(),
    issuer: z.string(),
    notBefore: z.date(),
    notAfter: z.date(),
    selfSigned: z.boolean(),
    fingerprint: z.string(),
    createdAt: z.date(),
  })
  .nullable();
type CertificateView = z.infer<typeof certificateOutput>;

const viewOf = (row: CertificateRow | undefined): CertificateView =>
  row
    ? {
        commonName: row.commonName,
        issuer: row.issuer,
        notBefore: row.notBefore,
        notAfter: row.notAfter,
        selfSigned: row.selfSigned,
        fingerprint: row.fingerprint,
        createdAt: row.createdAt,
      }
    : null;

async function rowOf(db: Db, empresaId: number): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(companyCertificates)
    .where(eq(companyCertificates.empresaId, empresaId));
  return row;
}

async function companyName(db: Db, empresaId: number): Promise<string> {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, empresaId));
  if (!company) throw new AppError('empresa_not_found');
  return company.name;
}

/** The catalogue's refusal of a file that cannot sign; anything else is left as it is. */
const asAppError = (error: unknown) =>
  error instanceof CertificateError ? new AppError(error.code, { cause: error }) : error;

/** The row to keep for a certificate: the file and its password sealed, what it says beside them. */
const sealedRow = (
  services: Secret,
  empresaId: number,
  certificate: { p12: Uint8Array; password: string; facts: CertificateFacts },
  actorId: number | null,
) => ({
  empresaId,
  p12Sealed: seal(services.linkSecret, PURPOSE, certificate.p12, contextOf(empresaId, 'p12')),
  passwordSealed: seal(
    services.linkSecret,
    PURPOSE,
    Buffer.from(certificate.password, 'utf8'),
    contextOf(empresaId, 'password'),
  ),
  ...certificate.facts,
  createdAt: new Date(),
  createdBy: actorId,
});

/** The company's certificate as staff see it; null while it has none (a self-signed one is made when it first signs). */
export async function companyCertificate(db: Db, empresaId: number): Promise<CertificateView> {
  await companyName(db, empresaId);
  return viewOf(await rowOf(db, empresaId));
}

/**
 * Keeps `file` as the company's certificate in place of the one it had, once it opens with
 * `password`, holds a private key and the certificate of that key, and has not expired.
 */
export async function uploadCompanyCertificate(
  db: Db,
  services: Secret,
  input: { id: number; file: Uint8Array; password: string },
  actorId: number,
): Promise<CertificateView> {
  await companyName(db, input.id);
  if (input.file.byteLength > MAX_CERTIFICATE_BYTES) throw new AppError('payload_too_large');
  let facts: CertificateFacts;
  try {
    facts = readCertificate(input.file, input.password);
  } catch (error) {
    throw asAppError(error);
  }
  const row = sealedRow(services, input.id, { p12: input.file, password: input.password, facts }, actorId);
  await db
    .insert(companyCertificates)
    .values(row)
    .onConflictDoUpdate({ target: companyCertificates.empresaId, set: row });
  return viewOf(await rowOf(db, input.id));
}

/** Forgets the company's certificate: its next signing makes a self-signed one. */
export async function removeCompanyCertificate(db: Db, empresaId: number): Promise<void> {
  await companyName(db, empresaId);
  await db.delete(companyCertificates).where(eq(companyCertificates.empresaId, empresaId));
}

/** What signs a company's documents: the file, its password and what the certificate says. */
export interface CompanySigningCertificate {
  p12: Uint8Array;
  password: string;
  facts: CertificateFacts;
}

/**
 * The certificate company `empresaId` signs with: its own, or, when it has none, a self-signed
 * one made now and kept (of two processes making one at once, the first kept wins). One sealed
 * under another server secret (`LINK_SECRET` changed) cannot be opened: `signing_certificate_sealed`.
 */
export async function signingCertificateOf(
  db: Db,
  services: Secret,
  empresaId: number,
): Promise<CompanySigningCertificate> {
  let row = await rowOf(db, empresaId);
  if (!row) {
    const password = newToken();
    const made = makeSelfSignedCertificate(await companyName(db, empresaId), password);
    await db
      .insert(companyCertificates)
      .values(sealedRow(services, empresaId, { ...made, password }, null))
      .onConflictDoNothing();
    row = await rowOf(db, empresaId);
  }
  if (!row) throw new AppError('empresa_not_found');
  const p12 = unseal(services.linkSecret, PURPOSE, row.p12Sealed, contextOf(empresaId, 'p12'));
  const password = unseal(services.linkSecret, PURPOSE, row.passwordSealed, contextOf(empresaId, 'password'));
  if (!p12 || !password) throw new AppError('signing_certificate_sealed');
  const {
    p12Sealed: _,
    passwordSealed: __,
    empresaId: ___,
    createdAt: ____,
    createdBy: _____,
    ...facts
  } = row;
  return { p12, password: Buffer.from(password).toString('utf8'), facts };
}

/** The file's bytes: base64 over tRPC (JSON), the file itself from the REST form. */
const certificateFile = z.union([
  z.base64().transform((text) => new Uint8Array(Buffer.from(text, 'base64'))),
  fileBytes,
]);
const uploadInput = idInput.extend({ file: certificateFile, password: z.string().max(500) });

/** The upload form: the file in `file` (any field will do), its password in `password`. */
const certificateUpload = (form: MultipartForm, req: RestRequest) => ({
  id: req.params.id,
  file: form.files[0]?.bytes,
  password: form.fields.password,
});

/** `masters.company.certificate.*`, behind `MasterData`, and its REST paths under the company's. */
export function signingCertificateProcedures(legacyPath: string) {
  const procedure = accessProcedure('MasterData');
  const p = (name: string) => `masters.company.certificate.${name}`;
  const path = `${legacyPath}/:id/certificate`;
  const router = {
    get: procedure
      .input(idInput)
      .output(certificateOutput)
      .query(({ ctx, input }) => companyCertificate(ctx.db, input.id)),
    /** REST takes the file as a multipart form (`file`, `password`); tRPC as base64. */
    upload: procedure
      .input(uploadInput)
      .output(certificateOutput)
      .mutation(({ ctx, input }) => uploadCompanyCertificate(ctx.db, ctx.services, input, ctx.auth.user.id)),
    remove: procedure
      .input(idInput)
      .output(okOutput)
      .mutation(async ({ ctx, input }) => {
        await removeCompanyCertificate(ctx.db, input.id);
        return { ok: true as const };
      }),
  } satisfies TRPCRouterRecord;
  const rest: RestRoute[] = [
    { method: 'GET', path, procedure: p('get'), input: (req) => ({ id: req.params.id }) },
    {
      method: 'POST',
      path,
      procedure: p('upload'),
      input: bodyWithPathId,
      multipart: { input: certificateUpload, maxFiles: 1, maxFileBytes: MAX_CERTIFICATE_BYTES },
    },
    { method: 'DELETE', path, procedure: p('remove'), input: (req) => ({ id: req.params.id }) },
  ];
  return { router, rest };
}
