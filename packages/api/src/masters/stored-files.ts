import { randomUUID } from 'node:crypto';
import type { Db } from '@bolo/db';
import type { TRPCRouterRecord } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Services } from '../context';
import { type FileAnswer, firstFile, fromParams, type RestRoute } from '../rest';
import { AppError, type ErrorCode } from '../shared/errors';
import { fileBytes, fileOutput } from '../shared/files';
import { id } from '../shared/row-id';
import { type FileStorage, servedType } from '../storage';
import { accessProcedure } from '../trpc';
import type { MasterTable } from './service';

/** Rows that may hold stored keys (a master row, an event's party, the master a party copies). */
export type Holder = Readonly<Record<string, unknown>> | null | undefined;

/** The stored keys a save gives in `fields` (an empty value clears the field and is not a key). */
export const givenKeys = <F extends string>(given: Record<string, unknown>, fields: readonly F[]) =>
  fields.flatMap((field) => {
    const key = given[field];
    return typeof key === 'string' && key !== '' ? [{ field, key }] : [];
  });

/**
 * Stored files are uploads, not text: a save may keep a key that one of `holders` has in the
 * same field, or clear it (an empty value); any other key is refused with `code`. A key typed in
 * could name any stored file (another event's annex), a contract would print it, and replacing
 * it would delete that file.
 */
export function refuseForeignKeys(
  given: Record<string, unknown>,
  fields: readonly string[],
  holders: Holder[],
  code: ErrorCode,
): void {
  for (const { field, key } of givenKeys(given, fields)) {
    if (!holders.some((holder) => holder?.[field] === key)) throw new AppError(code);
  }
}

/**
 * A stored file for download: served as what its bytes are (`servedType`), saved by the browser
 * under `name` rather than shown, so a file that is not what it claims never runs in our origin.
 */
export async function downloadOf(storage: FileStorage, key: string, name: string): Promise<FileAnswer> {
  const bytes = key ? await storage.get(key) : null;
  if (!bytes) throw new AppError('not_found');
  const { contentType, extension } = servedType(bytes);
  return { contentType, bytes, filename: `${name}.${extension}` };
}

/** An upload checked from its bytes: the extension its key ends in and the type it is stored with. */
export interface CheckedFile {
  extension: string;
  contentType: string;
}

export interface MasterFilesDefinition<F extends string> {
  master: { key: string; table: MasterTable; legacyPath: string };
  /** The row's columns that hold one stored key each ('' when none). */
  fields: readonly [F, ...F[]];
  /** Checks an upload from its bytes, refusing it with a catalogue code. */
  check: (bytes: Uint8Array) => Promise<CheckedFile>;
  /** Whether a row other than `rowId` holds `key`: then a replaced or removed file stays. */
  heldElsewhere: (db: Db, key: string, rowId: number) => Promise<boolean>;
  /** The name a download is saved under, without its extension. */
  downloadName: (field: F, rowId: number) => string;
}

/** Where the uploads of one row go: the only folder whose files the row may delete. */
const folderOf = (masterKey: string, rowId: number) => `masters/${masterKey}/${rowId}/`;

/** Whether `key` was uploaded for row `rowId` of `masterKey` (through `masterFiles`). */
export const isUploadedFor = (masterKey: string, rowId: number, key: string) =>
  key.startsWith(folderOf(masterKey, rowId));

/**
 * The files of one master's rows, one per column (a signatory's `firma`, an artist's
 * certificates): download, upload (replacing) and remove, behind `MasterData`, at
 * `{legacyPath}/:id/files/:field`. The files are not part of the form's optimistic version, like
 * a company's images: an upload does not make the open form of the same row stale. A replaced or
 * removed file is deleted once the change is committed, when it was uploaded for this row and no
 * other row holds it.
 */
export function masterFiles<F extends string>(definition: MasterFilesDefinition<F>) {
  const { master, fields, check, heldElsewhere, downloadName } = definition;
  const { table } = master;
  const columnOf = (field: F) => (table as unknown as Record<F, PgColumn>)[field];
  const procedure = accessProcedure('MasterData');
  const fieldInput = z.strictObject({ id, field: z.enum(fields) });
  const held = z.object(Object.fromEntries(fields.map((field) => [field, z.string()])));

  async function keyOf(db: Db, rowId: number, field: F): Promise<string> {
    const [row] = await db
      .select({ key: columnOf(field) })
      .from(table)
      .where(eq(table.id, rowId));
    if (!row) throw new AppError('not_found');
    return String(row.key ?? '');
  }

  /** Sets one column under a row lock; answers the key it held before. */
  async function setKey(db: Db, rowId: number, field: F, key: string, actorId: number): Promise<string> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ key: columnOf(field) })
        .from(table)
        .where(eq(table.id, rowId))
        .for('update');
      if (!row) throw new AppError('not_found');
      await tx
        .update(table)
        .set({ [field]: key, updatedAt: new Date(), updatedBy: actorId } as Partial<
          MasterTable['$inferInsert']
        >)
        .where(eq(table.id, rowId));
      return String(row.key ?? '');
    });
  }

  /** Deletes a file the row no longer holds, when it was uploaded for it and no other row holds it. */
  async function forget(db: Db, storage: FileStorage, rowId: number, key: string): Promise<void> {
    if (key && isUploadedFor(master.key, rowId, key) && !(await heldElsewhere(db, key, rowId))) {
      await storage.delete(key);
    }
  }

  async function heldKeys(db: Db, rowId: number) {
    const [row] = await db
      .select(Object.fromEntries(fields.map((field) => [field, columnOf(field)])))
      .from(table)
      .where(eq(table.id, rowId));
    if (!row) throw new AppError('not_found');
    return held.parse(row);
  }

  const router = {
    /** The keys the row holds ('' for none), for its form to show what is there. */
    held: procedure
      .input(z.strictObject({ id }))
      .output(held)
      .query(({ ctx, input }) => heldKeys(ctx.db, input.id)),
    download: procedure
      .input(fieldInput)
      .output(fileOutput)
      .query(async ({ ctx, input }) =>
        downloadOf(
          ctx.services.storage,
          await keyOf(ctx.db, input.id, input.field),
          downloadName(input.field, input.id),
        ),
      ),
    upload: procedure
      .input(fieldInput.extend({ file: fileBytes }))
      .output(held)
      .mutation(async ({ ctx, input }) => {
        await keyOf(ctx.db, input.id, input.field); // no file is stored for a row that does not exist
        const { extension, contentType } = await check(input.file);
        const key = `${folderOf(master.key, input.id)}${input.field.toLowerCase()}-${randomUUID()}.${extension}`;
        const { storage } = ctx.services;
        await storage.put(key, input.file, contentType);
        const before = await setKey(ctx.db, input.id, input.field, key, ctx.auth.user.id).catch(
          async (error: unknown) => {
            await storage.delete(key);
            throw error;
          },
        );
        await forget(ctx.db, storage, input.id, before);
        return heldKeys(ctx.db, input.id);
      }),
    remove: procedure
      .input(fieldInput)
      .output(held)
      .mutation(async ({ ctx, input }) => {
        const before = await setKey(ctx.db, input.id, input.field, '', ctx.auth.user.id);
        await forget(ctx.db, ctx.services.storage, input.id, before);
        return heldKeys(ctx.db, input.id);
      }),
  } satisfies TRPCRouterRecord;

  const p = (name: keyof typeof router) => `masters.${master.key}.files.${name}`;
  // `held` has no path of its own: `GET {legacyPath}/{id}` answers the row with its keys.
  const path = `${master.legacyPath}/:id/files/:field`;
  const rest: RestRoute[] = [
    {
      method: 'GET',
      path,
      procedure: p('download'),
      input: fromParams,
      file: { cacheControl: 'private, no-store', disposition: 'attachment' },
    },
    {
      method: 'POST',
      path,
      procedure: p('upload'),
      input: fromParams,
      multipart: { input: (form, req) => ({ ...req.params, file: firstFile(form) }), maxFiles: 1 },
    },
    { method: 'DELETE', path, procedure: p('remove'), input: fromParams },
  ];

  /** With a deleted row go the files uploaded for it that no other row holds. */
  const afterDelete = async (
    services: Services,
    db: Db,
    deleted: Record<string, unknown> & { id: number },
  ) => {
    for (const field of fields) await forget(db, services.storage, deleted.id, String(deleted[field] ?? ''));
  };

  return { router, rest, afterDelete };
}
