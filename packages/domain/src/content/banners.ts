// Banners, sliders and content images (administration §3 Banner, §5, §7 Banners/Slider/Image access,
// §9 upload 50 MB and cache 300 s). The spec gives no banner messages; these reuse its wording where it
// has one ("Start date should not be greater than end date!", "Please select … date.").
import { isIsoDay } from "../dates/index";
import { plainTextProblem, SITE_LINK_INVALID, siteLinkProblem } from "./public-text";

/** "Cache expiry for the cached resource wrapper is 300 seconds" (lists in the app, the public feed). */
export const CONTENT_CACHE_SECONDS = 300;

export const BANNER_TEXT_MAX = 200;
export const BANNER_ORDER_MAX = 9999;

export const BANNER_START_REQUIRED = "Please select start date.";
export const BANNER_END_REQUIRED = "Please select end date.";
export const BANNER_START_AFTER_END = "Start date should not be greater than end date!";
export const BANNER_HEADER_REQUIRED = "Please enter header 1.";
export const bannerTextTooLong = (label: string) =>
  `${label} may hold at most ${BANNER_TEXT_MAX} characters.`;
export const BANNER_ORDER_INVALID = `Order should be a whole number from 0 to ${BANNER_ORDER_MAX}.`;
export const BANNER_NOT_FOUND = "Banner not found.";
export const BANNER_STALE = "This banner was changed by someone else. Reload and try again.";

export const SLIDER_NAME_REQUIRED = "Please enter slider name.";
/** The public site's link rule (content-public-text): http(s) addresses or paths with a single /. */
export const SLIDER_LINK_INVALID = SITE_LINK_INVALID;
export const SLIDER_NOT_FOUND = "Slider not found.";
export const SLIDER_STALE = "This slider was changed by someone else. Reload and try again.";

export type BannerForm = {
  start: string;
  end: string;
  header1: string;
  header2: string;
  header3: string;
  line1: string;
  line2: string;
  line3: string;
};

export const BANNER_TEXT_FIELDS = ["header1", "header2", "header3", "line1", "line2", "line3"] as const;

const LABELS: Record<(typeof BANNER_TEXT_FIELDS)[number], string> = {
  header1: "Header 1",
  header2: "Header 2",
  header3: "Header 3",
  line1: "Line 1",
  line2: "Line 2",
  line3: "Line 3",
};

/** Field → message for every problem of a banner form; empty when it may be saved. Days are YYYY-MM-DD. */
export function bannerFormProblems(form: BannerForm): Partial<Record<keyof BannerForm, string>> {
  const problems: Partial<Record<keyof BannerForm, string>> = {};
  const start = form.start.trim();
  const end = form.end.trim();
  if (!isIsoDay(start)) problems.start = BANNER_START_REQUIRED;
  if (!isIsoDay(end)) problems.end = BANNER_END_REQUIRED;
  if (!problems.start && !problems.end && start > end) problems.start = BANNER_START_AFTER_END;
  if (!form.header1.trim()) problems.header1 = BANNER_HEADER_REQUIRED;
  for (const field of BANNER_TEXT_FIELDS) {
    const message =
      problems[field] ??
      (form[field].trim().length > BANNER_TEXT_MAX
        ? bannerTextTooLong(LABELS[field])
        : plainTextProblem(LABELS[field], form[field]));
    if (message) problems[field] = message;
  }
  return problems;
}

/** A published banner shows on the public site from its start day to its end day (inclusive). */
export function isBannerShowing(
  banner: { start: string | null; end: string | null },
  today: string,
): boolean {
  return (!banner.start || banner.start <= today) && (!banner.end || today <= banner.end);
}

export function isBannerOrder(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= BANNER_ORDER_MAX;
}

/**
 * PUT /api/banners/order/{value}: `value` lists "id:order" pairs separated by commas ("7:1,3:2").
 * Null when any pair is malformed, an order is out of range or an id repeats.
 */
export function parseBannerOrder(value: string): { id: number; order: number }[] | null {
  const pairs = value.split(",").map((part) => /^\s*(\d{1,9}):(\d{1,5})\s*$/.exec(part));
  if (pairs.length === 0 || pairs.some((match) => !match)) return null;
  const parsed = pairs.map((match) => ({ id: Number(match?.[1]), order: Number(match?.[2]) }));
  if (parsed.some((pair) => !isBannerOrder(pair.order) || pair.id < 1)) return null;
  return new Set(parsed.map((pair) => pair.id)).size === parsed.length ? parsed : null;
}

export function formatBannerOrder(rows: readonly { id: number; order: number }[]): string {
  return rows.map((row) => `${row.id}:${row.order}`).join(",");
}

export type SliderForm = { name: string; caption: string; link: string };

export function sliderFormProblems(form: SliderForm): Partial<Record<keyof SliderForm, string>> {
  const found: Partial<Record<keyof SliderForm, string | undefined>> = {
    name: form.name.trim() ? plainTextProblem("Name", form.name) : SLIDER_NAME_REQUIRED,
    caption: plainTextProblem("Caption", form.caption),
    link: siteLinkProblem(form.link),
  };
  return withoutEmpty(found);
}

function withoutEmpty<Key extends string>(
  found: Partial<Record<Key, string | undefined>>,
): Partial<Record<Key, string>> {
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Partial<
    Record<Key, string>
  >;
}

/** The five image kinds of §7 image access, each with the path form the spec gives. */
export const CONTENT_IMAGE_KINDS = ["banners", "slider", "conventions", "onsites", "signings"] as const;
export type ContentImageKind = (typeof CONTENT_IMAGE_KINDS)[number];

export type ContentImagePath = { kind: ContentImageKind; id: number; path: string };

/** "banners/{id}, slider/{id}.jpg, conventions/{id}.jpg, onsites/{id}.jpg or signings/{id}.jpg". */
export function parseContentImagePath(text: string): ContentImagePath | null {
  const match = /^(banners|slider|conventions|onsites|signings)\/([1-9]\d{0,8})(\.jpg)?$/.exec(text.trim());
  if (!match) return null;
  const kind = match[1] as ContentImageKind;
  const hasJpg = Boolean(match[3]);
  if ((kind === "banners") === hasJpg) return null;
  const id = Number(match[2]);
  return { kind, id, path: contentImagePathOf(kind, id) };
}

export function contentImagePathOf(kind: ContentImageKind, id: number): string {
  return kind === "banners" ? `banners/${id}` : `${kind}/${id}.jpg`;
}

export function badContentImagePathMessage(text: string): string {
  const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return `Invalid image path "${shown}": expected banners/{id}, slider/{id}.jpg, conventions/{id}.jpg, onsites/{id}.jpg or signings/{id}.jpg.`;
}

export const CONTENT_IMAGE_MISSING =
  "No uploaded picture to confirm: upload the file first (or again, if its address expired).";
export const CONTENT_RECORD_NOT_FOUND = "The record this picture belongs to does not exist. Save it first.";
