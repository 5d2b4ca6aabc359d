// A queue screen's list lives in the address (/grading?search=&list=&country=&step=&sort=&page=), so a
// reload or a shared link shows the same list. The window, country and step a worker last chose are
// remembered on the station computer; they are the default when the address has none, and the address
// wins.
import { QUEUE_SORTS, type TQueueKey, type TQueueSort } from "@gbo/contracts/orders";
import type { ApiPaths } from "../../api";
import { serverPath } from "../../api/paths";
import { type QueueCountry, type QueueWindow, queueExtra } from "./api/get-queue";

const QUEUE_CSV = "/api/orders/queue/{queue}/export.csv";
type QueueExportParams = ApiPaths[typeof QUEUE_CSV]["get"]["parameters"];

export const QUEUE_WINDOWS = ["recent", "all"] as const;
export const QUEUE_COUNTRIES = ["US", "CA"] as const;

export const SORT_LABELS: Record<TQueueSort, string> = {
  due: "Most overdue first",
  "-due": "Due last",
  "-date": "Newest first",
};

export type QueueSearch = {
  search?: string;
  list?: QueueWindow;
  country?: (typeof QUEUE_COUNTRIES)[number];
  /** "all" or one of a combined queue's steps. */
  step?: string;
  /** Absent: `due`, most overdue first. */
  sort?: TQueueSort;
  page?: number;
};

/** What the screen offers, so the address can hold nothing else. */
export type QueueSearchChoices = { steps: readonly string[]; hasCountry: boolean };

/** The router reads `?search=123` as a number: a search text may arrive as one. */
function text(value: unknown): string | undefined {
  const raw = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  return typeof raw === "string" && raw.trim() ? raw.trim().slice(0, 100) : undefined;
}

/** Cleans what the address holds: unknown values are dropped, so the screen falls back to its defaults. */
export function parseQueueSearch(raw: Record<string, unknown>, choices: QueueSearchChoices): QueueSearch {
  const page = Number(raw.page);
  const country = typeof raw.country === "string" ? raw.country.toUpperCase() : undefined;
  return {
    search: text(raw.search),
    list: QUEUE_WINDOWS.find((value) => value === raw.list),
    country: choices.hasCountry ? QUEUE_COUNTRIES.find((value) => value === country) : undefined,
    step: choices.steps.find((value) => value === raw.step),
    // The default sort stays out of the address.
    sort: QUEUE_SORTS.find((value) => value === raw.sort && value !== "due"),
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
  };
}

/** The query of the CSV export: the same list as the screen, without a page. */
export function queueExportQuery(list: {
  search: string;
  window: QueueWindow;
  country: QueueCountry;
  steps: readonly string[] | null;
  sort: TQueueSort;
}): string {
  // Typed by the export route's query; sent as a form query (URLSearchParams), as it always was.
  const query: NonNullable<QueueExportParams["query"]> = {
    search: list.search || undefined,
    extra: queueExtra(list.window, list.country),
    steps: list.steps ? list.steps.join(",") : undefined,
    sort: list.sort !== "due" ? list.sort : undefined,
  };
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return new URLSearchParams(entries).toString();
}

/** GET /api/orders/queue/{queue}/export.csv?…: the list as CSV (bytes, so not through the typed client). */
export function queueExportPath(queue: TQueueKey, query: string): string {
  const path: QueueExportParams["path"] = { queue };
  return `${serverPath(QUEUE_CSV, path)}?${query}`;
}
