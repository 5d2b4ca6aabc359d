// Banners and sliders are one thing to the back office: a content record with a picture, kept in its own
// table (id, image_path, sort_order, version) and edited through one form (administration §7). This is
// their one mechanism: the list page, one record with its picture's signed address, create, change with
// the version read (stale → 409), delete with its picture. Each kind says its table, its messages, its
// form's rules and its answer's shape (banners.ts, sliders.ts); what only one kind has (the banners'
// order field and publication) stays with it. Pictures go through content-images.ts, as every kind's do.
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import type { banners, sliders } from "../../../db/schema/content";
import { AppError } from "../../../http/errors";
import type { BlobStore } from "../../../integrations/blobs/index";
import { imageUrlOf } from "./content-images";

type PictureTable = typeof banners | typeof sliders;
export type PictureRow = { id: number; imagePath: string | null; version: number };
/** Column values by property name; a value may be SQL (a banner's place at the end of the order). */
type Columns = Record<string, unknown>;
type Actor = { userName: string };

export type PictureKind<Row extends PictureRow, Answer, Input extends { version?: number | undefined }> = {
  table: PictureTable;
  /** "banner": the log says "banner created" with the bannerId. */
  noun: string;
  notFound: string;
  stale: string;
  toAnswer: (row: Row, imageUrl: string | null) => Answer;
  /** The form's rules (the same the browser shows): the columns to store, or 400 with each field's message. */
  valuesOf: (input: Input) => Columns;
  /** What a new record gets besides its form's values. */
  insertExtras?: () => Columns;
  /** What every change sets besides its form's values and the version. */
  updateExtras?: () => Columns;
};

export type PictureRecords<Row extends PictureRow, Answer, Input> = {
  /** A page in the list's order; the list shows no pictures, so no address is signed per row. */
  listPage: (db: Db, query: { page: number; pageSize: number }) => Promise<{ rows: Answer[]; total: number }>;
  /** The stored row; 404 with the kind's message when there is none. */
  requireRow: (db: Db, id: number) => Promise<Row>;
  get: (db: Db, blobs: BlobStore, id: number) => Promise<Answer>;
  create: (db: Db, blobs: BlobStore, log: FastifyBaseLogger, actor: Actor, input: Input) => Promise<Answer>;
  update: (
    db: Db,
    blobs: BlobStore,
    log: FastifyBaseLogger,
    actor: Actor,
    id: number,
    input: Input,
  ) => Promise<Answer>;
  remove: (
    db: Db,
    blobs: BlobStore,
    log: FastifyBaseLogger,
    actor: Actor,
    id: number,
    version: number | undefined,
  ) => Promise<{ ok: true }>;
};

export function pictureRecords<
  Row extends PictureRow,
  Answer,
  Input extends { version?: number | undefined },
>(kind: PictureKind<Row, Answer, Input>): PictureRecords<Row, Answer, Input> {
  const { table, noun } = kind;
  const idKey = `${noun}Id`;
  const byId = (id: number): SQL => eq(table.id, id);

  async function requireRow(db: Db, id: number): Promise<Row> {
    const [row] = await db.select().from(table).where(byId(id)).limit(1);
    if (!row) throw new AppError("not_found", kind.notFound);
    return row as Row;
  }

  async function get(db: Db, blobs: BlobStore, id: number): Promise<Answer> {
    const row = await requireRow(db, id);
    return kind.toAnswer(row, await imageUrlOf(blobs, row.imagePath, row.version));
  }

  return {
    requireRow,
    get,

    async listPage(db, query) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .orderBy(asc(table.sortOrder), asc(table.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(table),
      ]);
      return { rows: rows.map((row) => kind.toAnswer(row as Row, null)), total: total?.value ?? 0 };
    },

    async create(db, blobs, log, actor, input) {
      const values = { ...kind.valuesOf(input), ...kind.insertExtras?.() };
      const [row] = await db
        .insert(table)
        .values(values as never)
        .returning({ id: table.id });
      log.info({ by: actor.userName, [idKey]: row?.id }, `${noun} created`);
      return get(db, blobs, (row as { id: number }).id);
    },

    async update(db, blobs, log, actor, id, input) {
      await requireRow(db, id);
      if (input.version === undefined)
        throw AppError.fields(ERROR_SAVING_CHANGES, { version: ["The version read is required."] });
      const values = {
        ...kind.valuesOf(input),
        ...kind.updateExtras?.(),
        version: sql`${table.version} + 1`,
      };
      const [row] = await db
        .update(table)
        .set(values as never)
        .where(and(byId(id), eq(table.version, input.version)))
        .returning();
      if (!row) throw new AppError("conflict", kind.stale);
      log.info({ by: actor.userName, [idKey]: id }, `${noun} updated`);
      const updated = row as Row;
      return kind.toAnswer(updated, await imageUrlOf(blobs, updated.imagePath, updated.version));
    },

    /** The record, then its picture; a stale version → 409 and nothing goes. */
    async remove(db, blobs, log, actor, id, version) {
      await requireRow(db, id);
      const versionCheck = version === undefined ? undefined : eq(table.version, version);
      const [row] = await db
        .delete(table)
        .where(and(byId(id), versionCheck))
        .returning({ imagePath: table.imagePath });
      if (!row) throw new AppError("conflict", kind.stale);
      if (row.imagePath) await blobs.delete(row.imagePath);
      log.info({ by: actor.userName, [idKey]: id }, `${noun} deleted`);
      return { ok: true as const };
    },
  };
}
