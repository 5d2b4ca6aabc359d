// The list's filters, sort and page live in the address (/workers?search=&active=&claim=&sort=&page=),
// so a reload or a shared link shows the same list.
import { WORKER_SORTS } from "@gbo/contracts/workers";
import type { ApiPaths } from "../../api";

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

type WorkersFilters = NonNullable<ApiPaths["/api/workers/export.csv"]["get"]["parameters"]["query"]>;
type WorkersListQuery = NonNullable<ApiPaths["/api/workers/"]["get"]["parameters"]["query"]>;

/** The API query for the list (with page and size) or the export (filters only); empty filters stay out. */
export function workersQuery(search: WorkersSearch, isPaged: boolean): WorkersListQuery {
  const filters: WorkersFilters = {
    search: search.search || undefined,
    active: search.active,
    claim: search.claim || undefined,
    sort: search.sort,
  };
  return isPaged ? { ...filters, page: search.page ?? 1, pageSize: WORKERS_PAGE_SIZE } : filters;
}
