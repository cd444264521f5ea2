import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@bolo/db';
import type { TRPCRouterRecord } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  type FileAnswer,
  fromBody,
  fromParams,
  type MultipartForm,
  type RestRoute,
  type UploadedFile,
} from '../rest';
import { AppError } from '../shared/errors';
import { fileBytes, fileOutput, IMMUTABLE } from '../shared/files';
import { formFields } from '../shared/form-input';
import { id } from '../shared/row-id';
import type { FileStorage } from '../storage';
import { type CheckedImage, checkImage, makeThumbnail, sniffFileType, thumbnailKey } from '../storage';
import { type ImageGroup, imageGroups, imageTypes, MAX_FILES } from '../storage/public';
import { accessProcedure } from '../trpc';
import { masterSchemas } from './schemas';
import type { InnerColumn, MasterService } from './service';

const { companies } = schema;
type CompanyImages = (typeof companies.$inferSelect)['imagenes'];
type CompanyRow = Omit<typeof companies.$inferSelect, InnerColumn>;

/** The last segment of a key: how a URL names one image of a group. */
const fileOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

type UploadedImage = CheckedImage & { bytes: Uint8Array };

/** Checks every file (type from its bytes, size, decodes) before any is stored: one bad file stores none. */
async function checkImages(files: Uint8Array[]): Promise<UploadedImage[]> {
  const checked: UploadedImage[] = [];
  // One at a time: each decode takes a core and the memory of the whole picture.
  for (const bytes of files) checked.push({ ...(await checkImage(bytes)), bytes });
  return checked;
}

async function storeImages(storage: FileStorage, companyId: number, images: UploadedImage[]) {
  const keys: string[] = [];
  for (const image of images) {
    const key = `companies/${companyId}/${randomUUID()}.${image.type}`;
    await storage.put(key, image.bytes, imageTypes[image.type]);
    await storage.put(thumbnailKey(key), image.thumbnail, imageTypes.webp);
    keys.push(key);
  }
  return keys;
}

const deleteFiles = (storage: FileStorage, keys: string[]) =>
  Promise.all(keys.flatMap((key) => [storage.delete(key), storage.delete(thumbnailKey(key))]));

/** The files of a deleted company, every group with its thumbnails. */
export async function deleteCompanyFiles(storage: FileStorage, images: CompanyImages): Promise<void> {
  await deleteFiles(
    storage,
    imageGroups.flatMap((group) => images[group]),
  );
}

/**
 * Changes a company's image groups under a row lock, so that concurrent uploads and deletes each
 * see the other's keys. Images are not part of the form's optimistic version: an upload does not
 * make the open form of the same company stale.
 */
async function changeImages(
  db: Db,
  companyId: number,
  actorId: number | null,
  change: (images: CompanyImages) => CompanyImages,
): Promise<{ before: CompanyImages; after: CompanyImages }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ imagenes: companies.imagenes })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!row) throw new AppError('not_found');
    const after = change(row.imagenes);
    await tx
      .update(companies)
      .set({ imagenes: after, updatedAt: new Date(), updatedBy: actorId })
      .where(eq(companies.id, companyId));
    return { before: row.imagenes, after };
  });
}

/** Adds stored keys to groups; if the company is gone meanwhile, the files go too. */
async function addKeys(
  db: Db,
  storage: FileStorage,
  companyId: number,
  actorId: number | null,
  keys: Partial<Record<ImageGroup, string[]>>,
) {
  try {
    const { after } = await changeImages(db, companyId, actorId, (images) => ({
      principal: [...images.principal, ...(keys.principal ?? [])],
      secundario: [...images.secundario, ...(keys.secundario ?? [])],
      pie: [...images.pie, ...(keys.pie ?? [])],
    }));
    return after;
  } catch (error) {
    await deleteFiles(storage, Object.values(keys).flat());
    throw error;
  }
}

/** Checks image files and adds them to the groups of company `companyId` (the starter set's pictures). */
export async function addCompanyImages(
  db: Db,
  storage: FileStorage,
  companyId: number,
  actorId: number | null,
  files: Partial<Record<ImageGroup, Uint8Array[]>>,
): Promise<CompanyImages> {
  const keys: Partial<Record<ImageGroup, string[]>> = {};
  for (const group of imageGroups) {
    keys[group] = await storeImages(storage, companyId, await checkImages(files[group] ?? []));
  }
  return addKeys(db, storage, companyId, actorId, keys);
}

async function imagesOf(db: Db, companyId: number): Promise<CompanyImages> {
  const [row] = await db
    .select({ imagenes: companies.imagenes })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new AppError('not_found');
  return row.imagenes;
}

async function keyOf(db: Db, companyId: number, group: ImageGroup, file: string): Promise<string> {
  const key = (await imagesOf(db, companyId))[group].find((k) => fileOf(k) === file);
  if (!key) throw new AppError('not_found');
  return key;
}

/** An image or its thumbnail; a missing thumbnail (an image stored before them) is made and kept. */
async function readImage(
  db: Db,
  storage: FileStorage,
  input: { id: number; group: ImageGroup; file: string; size: 'full' | 'thumb' },
): Promise<FileAnswer> {
  const key = await keyOf(db, input.id, input.group, input.file);
  let bytes = await storage.get(input.size === 'thumb' ? thumbnailKey(key) : key);
  if (!bytes && input.size === 'thumb') {
    const original = await storage.get(key);
    if (original) {
      bytes = await makeThumbnail(original);
      await storage.put(thumbnailKey(key), bytes, imageTypes.webp);
    }
  }
  if (!bytes) throw new AppError('not_found');
  const type = sniffFileType(bytes);
  if (type === 'svg' || type === 'unknown') throw new AppError('unsupported_file_type');
  return { contentType: imageTypes[type], bytes };
}

const groupInput = z.strictObject({ id, group: z.enum(imageGroups) });
const fileName = z.string().regex(/^[\w.-]{1,200}$/);
const fileInput = groupInput.extend({ file: fileName });
const uploads = z.array(fileBytes).min(1).max(MAX_FILES);

/** `file` names the image in its URLs and in `delete`. */
const imageOutput = z.object({
  key: z.string(),
  file: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
const groupsOutput = z.object({
  principal: z.array(imageOutput),
  secundario: z.array(imageOutput),
  pie: z.array(imageOutput),
});
/** Files by the form field they came in. */
function filesByField(files: UploadedFile[]): Record<string, Uint8Array[]> {
  const byField: Record<string, Uint8Array[]> = {};
  for (const file of files) byField[file.field] = [...(byField[file.field] ?? []), file.bytes];
  return byField;
}

/**
 * The images of the companies at `legacyPath`: procedures behind `MasterData` (list with URLs,
 * upload, one file, delete one, delete a group, create a company with images) and their REST
 * paths. Browsers upload through the multipart REST paths; tRPC carries JSON.
 */
export function companyImages({
  legacyPath,
  service,
  row,
}: {
  legacyPath: string;
  service: MasterService;
  /** The company as the master's procedures answer it. */
  row: z.ZodType<CompanyRow, CompanyRow>;
}) {
  const procedure = accessProcedure('MasterData');
  const withUrls = (companyId: number, images: CompanyImages) => {
    const group = (name: ImageGroup) =>
      images[name].map((key) => {
        const file = fileOf(key);
        const url = `${legacyPath}/${companyId}/images/${name}/${file}`;
        return { key, file, url, thumbnailUrl: `${url}?size=thumb` };
      });
    return { principal: group('principal'), secundario: group('secundario'), pie: group('pie') };
  };

  const router = {
    list: procedure
      .input(z.strictObject({ id }))
      .output(groupsOutput)
      .query(async ({ ctx, input }) => withUrls(input.id, await imagesOf(ctx.db, input.id))),
    upload: procedure
      .input(groupInput.extend({ files: uploads }))
      .output(groupsOutput)
      .mutation(async ({ ctx, input }) => {
        await imagesOf(ctx.db, input.id); // no files are stored for a company that does not exist
        const { storage } = ctx.services;
        const keys = await storeImages(storage, input.id, await checkImages(input.files));
        const images = await addKeys(ctx.db, storage, input.id, ctx.auth.user.id, { [input.group]: keys });
        return withUrls(input.id, images);
      }),
    file: procedure
      .input(fileInput.extend({ size: z.enum(['full', 'thumb']).default('full') }))
      .output(fileOutput)
      .query(({ ctx, input }) => readImage(ctx.db, ctx.services.storage, input)),
    delete: procedure
      .input(fileInput)
      .output(groupsOutput)
      .mutation(async ({ ctx, input }) => {
        const key = await keyOf(ctx.db, input.id, input.group, input.file);
        const { after } = await changeImages(ctx.db, input.id, ctx.auth.user.id, (images) => ({
          ...images,
          [input.group]: images[input.group].filter((k) => k !== key),
        }));
        await deleteFiles(ctx.services.storage, [key]);
        return withUrls(input.id, after);
      }),
    deleteGroup: procedure
      .input(groupInput)
      .output(groupsOutput)
      .mutation(async ({ ctx, input }) => {
        const { before, after } = await changeImages(ctx.db, input.id, ctx.auth.user.id, (images) => ({
          ...images,
          [input.group]: [],
        }));
        await deleteFiles(ctx.services.storage, before[input.group]);
        return withUrls(input.id, after);
      }),
    /** The multipart create: the company's fields, and files in fields named after the groups. */
    createWithImages: procedure
      .input(
        z.strictObject({
          company: masterSchemas.company,
          images: z.strictObject({ principal: uploads, secundario: uploads, pie: uploads }).partial(),
        }),
      )
      .output(row)
      .mutation(async ({ ctx, input }) => {
        const checked: Partial<Record<ImageGroup, UploadedImage[]>> = {};
        for (const group of imageGroups) checked[group] = await checkImages(input.images[group] ?? []);
        const created = await service.create(ctx.db, input.company, ctx.auth.user.id);
        const keys: Partial<Record<ImageGroup, string[]>> = {};
        for (const group of imageGroups) {
          keys[group] = await storeImages(ctx.services.storage, created.id, checked[group] ?? []);
        }
        await addKeys(ctx.db, ctx.services.storage, created.id, ctx.auth.user.id, keys);
        // The row leaves through `row`, which checks it; the service answers plain records.
        return (await service.find(ctx.db, created.id)) as CompanyRow;
      }),
  } satisfies TRPCRouterRecord;

  const p = (name: keyof typeof router) => `masters.company.images.${name}`;
  const images = `${legacyPath}/:id/images`;
  const rest: RestRoute[] = [
    { method: 'GET', path: images, procedure: p('list'), input: fromParams },
    {
      method: 'POST',
      path: `${legacyPath}/uploadFiles`,
      procedure: p('upload'),
      multipart: {
        input: (form) => ({
          id: form.fields.id,
          group: form.fields.group,
          files: form.files.map((f) => f.bytes),
        }),
      },
    },
    {
      method: 'GET',
      path: `${images}/:group/:file`,
      procedure: p('file'),
      input: (req) => ({ ...req.params, size: req.query.size }),
      file: { cacheControl: IMMUTABLE },
    },
    { method: 'DELETE', path: `${images}/:group/:file`, procedure: p('delete'), input: fromParams },
    { method: 'DELETE', path: `${images}/:group`, procedure: p('deleteGroup'), input: fromParams },
    // The spec names "images deleteGroup" without a method or path: this is the legacy-named one.
    {
      method: 'POST',
      path: `${legacyPath}/images/deleteGroup`,
      procedure: p('deleteGroup'),
      input: fromBody,
    },
  ];

  /** The company create's multipart form: its fields, and its files by group. */
  const multipartCreate = {
    procedure: p('createWithImages'),
    input: (form: MultipartForm) => ({
      company: formFields(masterSchemas.company, form.fields),
      images: filesByField(form.files),
    }),
  };

  return { router, rest, multipartCreate };
}
