// A list's filters, sort and page live in the address, so a reload or a shared link shows the same list.
// `parse` cleans what the address holds (unknown values and defaults are dropped); a change of any filter
// starts again at page 1 unless it sets the page itself.
import { useLocation, useNavigate, useRouter, useSearch } from "@tanstack/react-router";

/** `path`: the list's address; absent, the current one (a list inside a detail view, /users/7/orders). */
export function useListAddress<Search extends object>(
  path: string | undefined,
  parse: (raw: Record<string, unknown>) => Search,
) {
  const search = parse(useSearch({ strict: false }) as Record<string, unknown>);
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const router = useRouter();
  const setSearch = (change: Partial<Search>) => {
    const target = path ?? pathname;
    // A change that settles after the worker has gone elsewhere (the search text 300 ms after a row was
    // opened) must not pull them back to the list.
    if (router.state.location.pathname !== target) return;
    void navigate({
      to: target,
      search: parse({ ...search, page: undefined, ...change }) as Record<string, unknown>,
      replace: true,
    });
  };
  return [search, setSearch] as const;
}

/** The router reads `?search=123` as a number: a search text may arrive as one. */
export function addressText(value: unknown, max = 100): string | undefined {
  const raw = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  return typeof raw === "string" && raw.trim() ? raw.trim().slice(0, max) : undefined;
}

/** A page number from the address; page 1 stays out of it. */
export function addressPage(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}

/** One of `values` from the address, unless it is the default (defaults stay out of the address). */
export function addressChoice<Value extends string>(
  value: unknown,
  values: readonly Value[],
  fallback: Value,
): Value | undefined {
  return values.find((v) => v === value && v !== fallback);
}
