// The list's search, sort and page live in the address (/salesmanagers?search=&sort=&page=), so a reload
// or a shared link shows the same list.
import { SALES_REP_SORTS } from "@gbo/contracts/sales-reps";
import type { ApiPaths } from "../../api";

export type SalesRepsSort = (typeof SALES_REP_SORTS)[number];
export type SalesRepsSearch = { search?: string; sort?: SalesRepsSort; page?: number };

export const SALES_REPS_PAGE_SIZE = 25;

/** The router reads `?search=123` as a number: a search text may arrive as one. */
function text(value: unknown, max: number): string | undefined {
  const raw = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  return typeof raw === "string" && raw.trim() ? raw.trim().slice(0, max) : undefined;
}

/** Cleans what the address holds; anything unknown is dropped (defaults stay out of the address). */
export function parseSalesRepsSearch(raw: Record<string, unknown>): SalesRepsSearch {
  const sort = SALES_REP_SORTS.find((s) => s === raw.sort && s !== "repCode");
  const page = Number(raw.page);
  return {
    search: text(raw.search, 100),
    sort,
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
  };
}

type SalesRepsFilters = NonNullable<ApiPaths["/api/salesmanager/export.csv"]["get"]["parameters"]["query"]>;
type SalesRepsListQuery = NonNullable<ApiPaths["/api/salesmanager/"]["get"]["parameters"]["query"]>;

/** The API query for the list (with page and size) or the export (filters only); empty filters stay out. */
export function salesRepsQuery(search: SalesRepsSearch, isPaged: boolean): SalesRepsListQuery {
  const filters: SalesRepsFilters = { search: search.search || undefined, sort: search.sort };
  return isPaged ? { ...filters, page: search.page ?? 1, pageSize: SALES_REPS_PAGE_SIZE } : filters;
}
