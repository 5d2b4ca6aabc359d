// The comic's own details (workflow §3 Comic fields; §5 "Insured above 999999999 is cleared. Manga
// books need a label code."; submissions §5 quantity and insured texts): the edit view and the
// add-comic screen check them here, every bad field at once; the server repeats the same call.

import { clearInsuredAboveMax, validateMangaLabelCode } from "../grading/eligibility";
import type { FormErrors } from "../workflow/order-forms";
import { validateInsuredInput, validateQuantity } from "./form";
import { PUBLISHER_REQUIRED, TITLE_REQUIRED, YEAR_INVALID, YEAR_REQUIRED } from "./messages";
import { isCustomTitleForced } from "./save";

/** The form as typed: text fields are strings (empty = none); insured is whole dollars as typed. */
export type ComicDetailsInput = {
  title: string;
  issue: string;
  year: string;
  multiYear: boolean;
  noYear: boolean;
  displayYear: string;
  publisher: string;
  noPublisher: boolean;
  variant: string;
  uniqueDetail: string;
  monthQuarter: string;
  quantity: string | number;
  insured: string | number;
  customTitle: boolean;
  mangaLabelCode: string;
  collection: string;
  personalCollection: boolean;
};

/** What is written: empty texts become null, insured is cents (0 when above the maximum). */
export type ComicDetailsWrite = {
  title: string;
  issue: string | null;
  year: string | null;
  multiYear: boolean;
  noYear: boolean;
  displayYear: string | null;
  publisher: string | null;
  noPublisher: boolean;
  variant: string | null;
  uniqueDetail: string | null;
  monthQuarter: string | null;
  quantity: number;
  insured: number;
  customTitle: boolean;
  mangaLabelCode: string | null;
  collection: string | null;
  personalCollection: boolean;
};

export type ComicDetailsResult = { ok: true; value: ComicDetailsWrite } | { ok: false; errors: FormErrors };

const YEAR = /^\d{4}$/;
const YEARS = /^(\d{4})\s*-\s*(\d{4})$/;
const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** The year as written: "1963", or for a multi-year book "1963-1965" (first year not after the last). */
function checkYear(year: string, multiYear: boolean): string | null {
  if (YEAR.test(year)) return year;
  const range = multiYear ? YEARS.exec(year) : null;
  if (range && Number(range[1]) <= Number(range[2])) return `${range[1]}-${range[2]}`;
  return null;
}

/**
 * Every rule of the details form, in form order: title; year unless "No year"; publisher unless "No
 * publisher"; quantity; insured (whole dollars, cleared above 999999999); manga label code.
 */
export function validateComicDetails(
  input: ComicDetailsInput,
  comic: { collectibleType: string; mangaType?: string | null },
): ComicDetailsResult {
  const errors: FormErrors = {};
  const title = input.title.trim();
  if (!title) errors.title = TITLE_REQUIRED;

  let year: string | null = null;
  if (!input.noYear) {
    const typed = input.year.trim();
    if (!typed) errors.year = YEAR_REQUIRED;
    else {
      year = checkYear(typed, input.multiYear);
      if (!year) errors.year = YEAR_INVALID;
    }
  }
  const publisher = input.noPublisher ? null : text(input.publisher);
  if (!input.noPublisher && !publisher) errors.publisher = PUBLISHER_REQUIRED;

  const quantity = validateQuantity(input.quantity);
  if (!quantity.ok) errors.quantity = quantity.message;
  const insured = validateInsuredInput(input.insured);
  if (!insured.ok) errors.insured = insured.message;
  const labelCode = validateMangaLabelCode({ ...comic, mangaLabelCode: input.mangaLabelCode });
  if (!labelCode.ok) errors.mangaLabelCode = labelCode.message;

  if (Object.keys(errors).length > 0 || !quantity.ok || !insured.ok || !labelCode.ok) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      title,
      issue: text(input.issue),
      year,
      multiYear: input.multiYear && !input.noYear,
      noYear: input.noYear,
      // The label's year when it differs from the cover's; a book without a year shows none.
      displayYear: input.noYear ? null : (text(input.displayYear) ?? year),
      publisher,
      noPublisher: input.noPublisher,
      variant: text(input.variant),
      uniqueDetail: text(input.uniqueDetail),
      monthQuarter: text(input.monthQuarter),
      quantity: quantity.value,
      insured: clearInsuredAboveMax(insured.value),
      customTitle: input.customTitle || isCustomTitleForced(comic),
      mangaLabelCode: labelCode.value,
      collection: text(input.collection),
      personalCollection: input.personalCollection,
    },
  };
}

/** The form filled from a saved comic (insured cents shown as whole dollars). */
export function comicDetailsInputOf(
  comic: {
    [K in keyof ComicDetailsWrite]?: ComicDetailsWrite[K] | null;
  },
): ComicDetailsInput {
  return {
    title: comic.title ?? "",
    issue: comic.issue ?? "",
    year: comic.year ?? "",
    multiYear: comic.multiYear ?? false,
    noYear: comic.noYear ?? false,
    displayYear: comic.displayYear ?? "",
    publisher: comic.publisher ?? "",
    noPublisher: comic.noPublisher ?? false,
    variant: comic.variant ?? "",
    uniqueDetail: comic.uniqueDetail ?? "",
    monthQuarter: comic.monthQuarter ?? "",
    quantity: comic.quantity ?? 1,
    insured: comic.insured ? String(Math.floor(comic.insured / 100)) : "",
    customTitle: comic.customTitle ?? false,
    mangaLabelCode: comic.mangaLabelCode ?? "",
    collection: comic.collection ?? "",
    personalCollection: comic.personalCollection ?? false,
  };
}

/** Field names as the log writes them. */
const LOG_NAMES: Record<keyof ComicDetailsWrite, string> = {
  title: "title",
  issue: "issue",
  year: "year",
  multiYear: "multi-year",
  noYear: "no year",
  displayYear: "display year",
  publisher: "publisher",
  noPublisher: "no publisher",
  variant: "variant",
  uniqueDetail: "unique detail",
  monthQuarter: "month/quarter",
  quantity: "quantity",
  insured: "insured",
  customTitle: "custom title",
  mangaLabelCode: "manga label code",
  collection: "collection",
  personalCollection: "personal collection",
};

const shown = (key: keyof ComicDetailsWrite, value: unknown): string => {
  if (value === null || value === undefined || value === "") return "(none)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (key === "insured" && typeof value === "number") return `$${value / 100}`;
  return String(value);
};

/** "issue 12 → 13, year 1963 → 1964": what changed, in form order; empty when nothing did. */
export function comicDetailsChanges(
  before: { [K in keyof ComicDetailsWrite]?: ComicDetailsWrite[K] | null },
  after: ComicDetailsWrite,
): string[] {
  const changes: string[] = [];
  for (const key of Object.keys(LOG_NAMES) as (keyof ComicDetailsWrite)[]) {
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (was === now) continue;
    if ((was === null || was === false) && (now === null || now === false)) continue;
    changes.push(`${LOG_NAMES[key]} ${shown(key, was)} → ${shown(key, now)}`);
  }
  return changes;
}
