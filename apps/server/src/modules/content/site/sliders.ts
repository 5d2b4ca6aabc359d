// The home-page slider (administration §7 Slider): list in order, one slider, save with the domain's
// form rules and the version read (stale → 409), delete (its picture too).
import type { TSaveSlider, TSlider, TSlidersPage } from "@gbo/contracts/content";
import { SLIDER_NOT_FOUND, SLIDER_STALE, sliderFormProblems } from "@gbo/domain/admin-rules";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { type SliderRow, sliders } from "../../../db/schema/content";
import { AppError } from "../../../http/errors";
import type { BlobStore } from "../../../integrations/blobs/index";
import { assertNoProblems, imageUrlOf } from "./content-images";

type Actor = { userName: string };

function toSlider(row: SliderRow, imageUrl: string | null): TSlider {
  return {
    id: row.id,
    name: row.name,
    caption: row.caption,
    link: row.link,
    img: row.imagePath,
    imageUrl,
    order: row.sortOrder,
    isActive: row.isActive,
    version: row.version,
  };
}

export async function listSliders(db: Db, query: { page: number; pageSize: number }): Promise<TSlidersPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sliders)
      .orderBy(asc(sliders.sortOrder), asc(sliders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(sliders),
  ]);
  return { rows: rows.map((row) => toSlider(row, null)), ...query, total: total?.value ?? 0 };
}

async function requireSlider(db: Db, id: number): Promise<SliderRow> {
  const [row] = await db.select().from(sliders).where(eq(sliders.id, id)).limit(1);
  if (!row) throw new AppError("not_found", SLIDER_NOT_FOUND);
  return row;
}

export async function getSlider(db: Db, blobs: BlobStore, id: number): Promise<TSlider> {
  const row = await requireSlider(db, id);
  return toSlider(row, await imageUrlOf(blobs, row.imagePath, row.version));
}

function checkedValues(input: TSaveSlider) {
  const values = {
    name: (input.name ?? "").trim(),
    caption: (input.caption ?? "").trim(),
    link: (input.link ?? "").trim(),
    sortOrder: input.order ?? 0,
    isActive: input.isActive ?? true,
  };
  assertNoProblems(sliderFormProblems(values));
  return values;
}

export async function createSlider(
  db: Db,
  blobs: BlobStore,
  log: FastifyBaseLogger,
  actor: Actor,
  input: TSaveSlider,
): Promise<TSlider> {
  const [row] = await db.insert(sliders).values(checkedValues(input)).returning();
  log.info({ by: actor.userName, sliderId: row?.id }, "slider created");
  return getSlider(db, blobs, (row as SliderRow).id);
}

export async function updateSlider(
  db: Db,
  blobs: BlobStore,
  log: FastifyBaseLogger,
  actor: Actor,
  id: number,
  input: TSaveSlider,
): Promise<TSlider> {
  await requireSlider(db, id);
  if (input.version === undefined)
    throw AppError.fields(ERROR_SAVING_CHANGES, { version: ["The version read is required."] });
  const [row] = await db
    .update(sliders)
    .set({ ...checkedValues(input), version: sql`${sliders.version} + 1` })
    .where(and(eq(sliders.id, id), eq(sliders.version, input.version)))
    .returning();
  if (!row) throw new AppError("conflict", SLIDER_STALE);
  log.info({ by: actor.userName, sliderId: id }, "slider updated");
  return toSlider(row, await imageUrlOf(blobs, row.imagePath, row.version));
}

export async function deleteSlider(
  db: Db,
  blobs: BlobStore,
  log: FastifyBaseLogger,
  actor: Actor,
  id: number,
  version: number | undefined,
) {
  await requireSlider(db, id);
  const versionCheck = version === undefined ? undefined : eq(sliders.version, version);
  const [row] = await db
    .delete(sliders)
    .where(and(eq(sliders.id, id), versionCheck))
    .returning();
  if (!row) throw new AppError("conflict", SLIDER_STALE);
  if (row.imagePath) await blobs.delete(row.imagePath);
  log.info({ by: actor.userName, sliderId: id }, "slider deleted");
  return { ok: true as const };
}
