// Content pictures (administration §7 image access; §9 upload limit 50 MB). One flow for the five
// kinds (banners, slider, conventions, onsites, signings):
// 1. GET /api/data/sas?path=…: the record must exist; a signed address to PUT the file to. The upload
//    lands on a staging key, so a refused or abandoned file never replaces a good picture.
// 2. POST /api/data/sas/confirm?path=…: the stored picture is checked (size, header decoded:
//    checkUploadedImage; a bad object is deleted), the file moves into place and the record points at
//    it (version + 1).
// 3. DELETE …/{id}/image: the record forgets the picture and the file is deleted.
import type { TContentImageAddress, TContentImageResult } from "@gbo/contracts/content";
import {
  BANNER_STALE,
  badContentImagePathMessage,
  CONTENT_IMAGE_MISSING,
  CONTENT_RECORD_NOT_FOUND,
  type ContentImageKind,
  contentImagePathOf,
  parseContentImagePath,
  SLIDER_STALE,
} from "@gbo/domain/content";
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES } from "@gbo/domain/imaging";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { banners, contentEvents, conventions, sliders } from "../../../db/schema/content";
import { AppError } from "../../../http/errors";
import { type BlobStore, checkUploadedImage } from "../../../integrations/blobs/index";

/** Long enough for a 50 MB upload on a slow line; the confirm checks what arrived either way. */
export const UPLOAD_ADDRESS_SECONDS = 15 * 60;
/** The back office's own pictures: read again with the record. */
export const DOWNLOAD_ADDRESS_SECONDS = 60 * 60;

export const stagingKeyOf = (path: string) => `uploads/content/${path}`;

type Target = { table: PgTable; only: SQL; touch: SQL };

// Every content table has id, image_path and version; onsites and signings share one table by kind.
const TARGETS: Record<ContentImageKind, Target> = {
  banners: { table: banners, only: sql``, touch: sql`, updated_at = now()` },
  slider: { table: sliders, only: sql``, touch: sql`` },
  conventions: { table: conventions, only: sql``, touch: sql`` },
  onsites: { table: contentEvents, only: sql` and kind = 'onsite'`, touch: sql`` },
  signings: { table: contentEvents, only: sql` and kind = 'signing'`, touch: sql`` },
};

const RECORD_STALE = "This record was changed by someone else. Reload and try again.";
const STALE: Record<ContentImageKind, string> = {
  banners: BANNER_STALE,
  slider: SLIDER_STALE,
  conventions: RECORD_STALE,
  onsites: RECORD_STALE,
  signings: RECORD_STALE,
};

type ImageRow = { version: number; image_path: string | null };

async function findRecord(db: Db, kind: ContentImageKind, id: number): Promise<ImageRow | undefined> {
  const target = TARGETS[kind];
  const result = (await db.execute(
    sql`select version, image_path from ${target.table} where id = ${id}${target.only}`,
  )) as unknown as { rows: ImageRow[] };
  return result.rows[0];
}

/** Points the record at `path` (or at nothing), version + 1; a stale `version` → 409, none → 404. */
async function setImagePath(
  db: Db,
  options: { kind: ContentImageKind; id: number; path: string | null; version?: number },
): Promise<number> {
  const { kind, id, path, version } = options;
  const target = TARGETS[kind];
  const versionCheck = version === undefined ? sql`` : sql` and version = ${version}`;
  const result = (await db.execute(
    sql`update ${target.table} set image_path = ${path}, version = version + 1${target.touch}
        where id = ${id}${target.only}${versionCheck} returning version`,
  )) as unknown as { rows: { version: number }[] };
  const row = result.rows[0];
  if (row) return row.version;
  if (!(await findRecord(db, kind, id))) throw new AppError("not_found", CONTENT_RECORD_NOT_FOUND);
  throw new AppError("conflict", STALE[kind]);
}

function parsePath(text: string) {
  const parsed = parseContentImagePath(text);
  if (!parsed) {
    const message = badContentImagePathMessage(text);
    throw AppError.fields(message, { path: [message] });
  }
  return parsed;
}

/** GET /api/data/sas?path=… */
export async function contentImageAddress(options: {
  db: Db;
  blobs: BlobStore;
  path: string;
}): Promise<TContentImageAddress> {
  const parsed = parsePath(options.path);
  if (!(await findRecord(options.db, parsed.kind, parsed.id)))
    throw new AppError("not_found", CONTENT_RECORD_NOT_FOUND);
  const address = await options.blobs.signedUpload(stagingKeyOf(parsed.path), {
    expiresInSeconds: UPLOAD_ADDRESS_SECONDS,
    limits: { maxBytes: MAX_IMAGE_BYTES, contentTypes: IMAGE_CONTENT_TYPES },
  });
  return {
    ...address,
    expiresAt: address.expiresAt.toISOString(),
    path: parsed.path,
    maxBytes: MAX_IMAGE_BYTES,
    contentTypes: [...IMAGE_CONTENT_TYPES],
  };
}

/** POST /api/data/sas/confirm?path=… */
export async function confirmContentImage(options: {
  db: Db;
  blobs: BlobStore;
  path: string;
  version?: number;
}): Promise<TContentImageResult> {
  const { db, blobs } = options;
  const parsed = parsePath(options.path);
  const record = await findRecord(db, parsed.kind, parsed.id);
  if (!record) throw new AppError("not_found", CONTENT_RECORD_NOT_FOUND);
  if (options.version !== undefined && record.version !== options.version)
    throw new AppError("conflict", STALE[parsed.kind]);
  const staging = stagingKeyOf(parsed.path);
  const stored = await blobs.head(staging);
  if (!stored) throw new AppError("bad_request", CONTENT_IMAGE_MISSING);
  // A bucket cannot check a presigned PUT: the picture is decoded here in both modes.
  const { contentType } = await checkUploadedImage(blobs, staging, { size: stored.size });
  await blobs.move(staging, parsed.path, contentType);
  const version = await setImagePath(db, { ...parsed, version: options.version });
  return { path: parsed.path, imageUrl: await imageUrlOf(blobs, parsed.path, version), version };
}

/** DELETE /api/banners/{id}/image, /api/content/slider/{id}/image (and the events' own). */
export async function removeContentImage(options: {
  db: Db;
  blobs: BlobStore;
  kind: ContentImageKind;
  id: number;
  version?: number;
}): Promise<TContentImageResult> {
  const path = contentImagePathOf(options.kind, options.id);
  const version = await setImagePath(options.db, { ...options, path: null });
  // After the record forgets it: a failed delete leaves an orphan file, never a broken record.
  await options.blobs.delete(path);
  return { path, imageUrl: null, version };
}

/** A form's field → message problems (the domain's, as the browser shows them) as the spec's model state. */
export function assertNoProblems(problems: Partial<Record<string, string>>): void {
  const entries = Object.entries(problems).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length > 0)
    throw AppError.fields(
      ERROR_SAVING_CHANGES,
      Object.fromEntries(entries.map(([field, m]) => [field, [m]])),
    );
}

/** A signed address showing the picture; `version` (the record's) makes a replaced picture a new address. */
export async function imageUrlOf(
  blobs: BlobStore,
  key: string | null,
  version: number | string,
  expiresInSeconds = DOWNLOAD_ADDRESS_SECONDS,
): Promise<string | null> {
  if (!key) return null;
  return (await blobs.signedDownload(key, { expiresInSeconds, version: String(version) })).url;
}
