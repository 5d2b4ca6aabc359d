// The list's filters, sort and page live in the address (/workers?search=&active=&claim=&sort=&page=),
// so a reload or a shared link shows the same list.
import { WORKER_SORTS } from "@gbo/contracts/workers";

export type WorkersSort = (typeof WORKER_SORTS)[number];
export type WorkersActive = "all" | "active" | "inactive";

export type WorkersSearch = {
  search?: string;
  active?: WorkersActive;
  claim?: string;
  sort?: WorkersSort;
  page?: number;
};

export const WORKERS_PAGE_SIZE = 25;

/** The router reads `?search=123` as a number: a search text may arrive as one. */
function text(value: unknown, max: number): string | undefined {
  const raw = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  return typeof raw === "string" && raw.trim() ? raw.trim().slice(0, max) : undefined;
}

/** Cleans what the address holds; anything unknown is dropped (defaults are left out of the address). */
export function parseWorkersSearch(raw: Record<string, unknown>): WorkersSearch {
  const active = raw.active === "active" || raw.active === "inactive" ? raw.active : undefined;
  const sort = WORKER_SORTS.find((s) => s === raw.sort && s !== "email");
  const page = Number(raw.page);
  return {
    search: text(raw.search, 100),
    active,
    claim: text(raw.claim, 64),
    sort,
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
  };
}

/** The API query for the list (with page and size) or the export (filters only). */
export function workersQueryString(search: WorkersSearch, isPaged: boolean): string {
  const query = new URLSearchParams();
  if (search.search) query.set("search", search.search);
  if (search.active) query.set("active", search.active);
  if (search.claim) query.set("claim", search.claim);
  if (search.sort) query.set("sort", search.sort);
  if (isPaged) {
    query.set("page", String(search.page ?? 1));
    query.set("pageSize", String(WORKERS_PAGE_SIZE));
  }
  return query.toString();
}
