// GET /api/public/content (issue 16): what "Publish" produces for the public site, read-only and
// without a token. The last publication's banners still showing today, the active sliders in order and
// the upcoming conventions, onsites and signings. The ETag is a hash of the answer, so a client's
// If-None-Match gets 304 until anything in it changes; picture addresses are signed for a day on a
// 5-minute grid, so the answer (and its ETag) turns over at most every 5 minutes, like max-age.
// Every text goes out as plain text and every link as an http(s) address or a site path (issue 27): the
// forms refuse anything else, and rows written before that rule pass through the same domain functions.
import { createHash } from "node:crypto";
import type { TPublicContent, TPublishedBanners } from "@gbo/contracts/content";
import { isBannerShowing, toPlainText, toSiteLinkOrEmpty } from "@gbo/domain/content";
import { utcDay } from "@gbo/domain/dates";
import { asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { contentEvents, conventions, sliders } from "../../../db/schema/content";
import type { BlobStore } from "../../../integrations/blobs/index";
import { BANNERS_KIND, lastPublication } from "./banners";
import { imageUrlOf } from "./content-images";

export const FEED_IMAGE_SECONDS = 24 * 60 * 60;
/** Each list of the feed is capped: the public home page shows a handful of each. */
export const FEED_LIST_LIMIT = 50;

export async function publicContent(options: {
  db: Db;
  blobs: BlobStore;
  /** Makes the files store's relative addresses absolute for another site; a bucket's are already. */
  origin: string;
  now?: Date;
}): Promise<TPublicContent> {
  const { db, blobs } = options;
  const now = options.now ?? new Date();
  const today = utcDay(now);
  const url = async (key: string | null, version: number | string) => {
    const address = await imageUrlOf(blobs, key, version, FEED_IMAGE_SECONDS);
    return address?.startsWith("/") ? `${options.origin}${address}` : address;
  };
  const [publication, sliderRows, conventionRows, eventRows] = await Promise.all([
    lastPublication(db, BANNERS_KIND),
    db
      .select()
      .from(sliders)
      .where(eq(sliders.isActive, true))
      .orderBy(asc(sliders.sortOrder), asc(sliders.id))
      .limit(FEED_LIST_LIMIT),
    db
      .select()
      .from(conventions)
      .where(gte(conventions.date, today))
      .orderBy(asc(conventions.date), asc(conventions.id))
      .limit(FEED_LIST_LIMIT),
    db
      .select()
      .from(contentEvents)
      .where(gte(contentEvents.eventDate, new Date(`${today}T00:00:00Z`)))
      .orderBy(asc(contentEvents.eventDate), asc(contentEvents.id))
      .limit(FEED_LIST_LIMIT),
  ]);
  const published = (publication?.body as TPublishedBanners | undefined)?.banners ?? [];
  return {
    publishedAt: publication?.publishedAt.toISOString() ?? null,
    banners: await Promise.all(
      published
        .filter((banner) => isBannerShowing(banner, today))
        .map(async ({ img, headers, lines, ...banner }) => ({
          ...banner,
          headers: headers.map(toPlainText),
          lines: lines.map(toPlainText),
          imageUrl: await url(img, publication?.id ?? 0),
        })),
    ),
    sliders: await Promise.all(
      sliderRows.map(async (row) => ({
        id: row.id,
        name: toPlainText(row.name),
        caption: toPlainText(row.caption),
        link: toSiteLinkOrEmpty(row.link),
        imageUrl: await url(row.imagePath, row.version),
      })),
    ),
    conventions: await Promise.all(
      conventionRows.map(async (row) => ({
        id: row.id,
        title: toPlainText(row.title),
        date: row.date,
        address: row.address === null ? null : toPlainText(row.address),
        imageUrl: await url(row.imagePath, row.version),
      })),
    ),
    events: await Promise.all(
      eventRows.map(async (row) => ({
        id: row.id,
        kind: row.kind,
        title: toPlainText(row.title),
        eventDate: row.eventDate.toISOString(),
        infoEmail: toPlainText(row.infoEmail),
        comments: row.comments.map((comment) => ({
          line1: toPlainText(comment.line1),
          line2: toPlainText(comment.line2 ?? ""),
        })),
        imageUrl: await url(row.imagePath, row.version),
      })),
    ),
  };
}

export function etagOf(body: unknown): string {
  return `"${createHash("sha256").update(JSON.stringify(body)).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match holds the ETag (or *): the client's copy is current. Weak forms compare equal. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
