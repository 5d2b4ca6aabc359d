// Banners (administration §3, §4, §7): list with the order field, one banner, save with the domain's
// form rules and the version read (stale → 409), admin-only delete, the order save, and publish, which
// freezes the banners in order (their pictures copied) into content_publications for the public feed.
import type {
  TBanner,
  TBannersPage,
  TPublishedBanners,
  TPublishResult,
  TSaveBanner,
} from "@gbo/contracts/content";
import {
  BANNER_NOT_FOUND,
  BANNER_ORDER_INVALID,
  BANNER_STALE,
  bannerFormProblems,
  parseBannerOrder,
} from "@gbo/domain/content";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { type BannerRow, banners, contentPublications } from "../../../db/schema/content";
import { AppError } from "../../../http/errors";
import type { BlobStore } from "../../../integrations/blobs/index";
import { assertNoProblems } from "./content-images";
import { pictureRecords } from "./picture-records";

export const BANNERS_KIND = "banners";
type Actor = { userName: string };

function toBanner(row: BannerRow, imageUrl: string | null): TBanner {
  return {
    id: row.id,
    start: row.startDate,
    end: row.endDate,
    header1: row.header1,
    header2: row.header2,
    header3: row.header3,
    line1: row.line1,
    line2: row.line2,
    line3: row.line3,
    img: row.imagePath,
    imageUrl,
    order: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export async function lastPublication(db: Db, kind: string) {
  const [row] = await db
    .select()
    .from(contentPublications)
    .where(eq(contentPublications.kind, kind))
    .orderBy(desc(contentPublications.id))
    .limit(1);
  return row;
}

/**
 * Banners as content records with a picture (picture-records.ts): GET, POST, PUT and DELETE
 * /api/banners/{id}. A new banner goes last in the order; a change stamps updated_at.
 */
export const bannerRecords = pictureRecords<BannerRow, TBanner, TSaveBanner>({
  table: banners,
  noun: "banner",
  notFound: BANNER_NOT_FOUND,
  stale: BANNER_STALE,
  toAnswer: toBanner,
  valuesOf: checkedValues,
  insertExtras: () => ({
    sortOrder: sql`(select coalesce(max(${banners.sortOrder}), 0) + 1 from ${banners})`,
  }),
  updateExtras: () => ({ updatedAt: new Date() }),
});

/** GET /api/banners/: in the list's order, with when they were last published. */
export async function listBanners(db: Db, query: { page: number; pageSize: number }): Promise<TBannersPage> {
  const [{ rows, total }, published] = await Promise.all([
    bannerRecords.listPage(db, query),
    lastPublication(db, BANNERS_KIND),
  ]);
  return {
    rows,
    page: query.page,
    pageSize: query.pageSize,
    total,
    lastPublishedAt: published?.publishedAt.toISOString() ?? null,
  };
}

/** The form's rules (the same the browser shows), as the spec's model state. */
function checkedValues(input: TSaveBanner) {
  const form = {
    start: input.start ?? "",
    end: input.end ?? "",
    header1: input.header1 ?? "",
    header2: input.header2 ?? "",
    header3: input.header3 ?? "",
    line1: input.line1 ?? "",
    line2: input.line2 ?? "",
    line3: input.line3 ?? "",
  };
  assertNoProblems(bannerFormProblems(form));
  const { start, end, ...text } = form;
  return {
    startDate: start.trim(),
    endDate: end.trim(),
    ...(Object.fromEntries(Object.entries(text).map(([f, v]) => [f, v.trim()])) as typeof text),
  };
}

/**
 * PUT /api/banners/order/{value}: sets each named banner's order field in one statement. The order is not
 * part of the detail form, so it needs no version and does not make an open detail stale.
 */
export async function saveBannerOrder(db: Db, log: FastifyBaseLogger, actor: Actor, value: string) {
  const pairs = parseBannerOrder(value);
  if (!pairs) throw AppError.fields(BANNER_ORDER_INVALID, { order: [BANNER_ORDER_INVALID] });
  return db.transaction(async (tx) => {
    const ids = pairs.map((pair) => pair.id);
    const found = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(inArray(banners.id, ids))
      .for("update");
    if (found.length !== ids.length) throw new AppError("not_found", BANNER_NOT_FOUND);
    const cases = sql.join(
      pairs.map((pair) => sql`when ${pair.id} then ${pair.order}`),
      sql` `,
    );
    await tx
      .update(banners)
      .set({ sortOrder: sql`(case ${banners.id} ${cases} end)::int` })
      .where(inArray(banners.id, ids));
    log.info({ by: actor.userName, order: value }, "banner order saved");
    return { updated: ids.length };
  });
}

/** Where a publication keeps its own copy of a picture: later edits never change what was published. */
const publishedKeyOf = (stamp: number, id: number) => `published/banners/${stamp}/${id}`;

/** PUT /api/banners/publish/ */
export async function publishBanners(
  db: Db,
  blobs: BlobStore,
  log: FastifyBaseLogger,
  actor: Actor,
): Promise<TPublishResult> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
  const stamp = Date.now();
  const frozen: TPublishedBanners["banners"] = [];
  for (const row of rows) {
    let img: string | null = null;
    const found = row.imagePath ? await blobs.get(row.imagePath) : null;
    if (found) {
      img = publishedKeyOf(stamp, row.id);
      await blobs.put(img, found.body, { contentType: found.info.contentType ?? "application/octet-stream" });
    }
    const pick = (texts: string[]) => texts.filter((text) => text.trim() !== "");
    frozen.push({
      id: row.id,
      start: row.startDate,
      end: row.endDate,
      headers: pick([row.header1, row.header2, row.header3]),
      lines: pick([row.line1, row.line2, row.line3]),
      img,
    });
  }
  const body = { banners: frozen, publishedBy: actor.userName };
  const [publication] = await db
    .insert(contentPublications)
    .values({ kind: BANNERS_KIND, body, publishedBy: actor.userName })
    .returning();
  if (!publication) throw new Error("publication not stored");
  log.info({ by: actor.userName, publicationId: publication.id, count: frozen.length }, "banners published");
  return { id: publication.id, publishedAt: publication.publishedAt.toISOString(), count: frozen.length };
}
