// A list's filters, sort and page live in the address, so a reload or a shared link shows the same list.
// `parse` cleans what the address holds (unknown values and defaults are dropped); a change of any filter
// starts again at page 1 unless it sets the page itself.
import { useNavigate, useSearch } from "@tanstack/react-router";

export function useListAddress<Search extends object>(
  path: string,
  parse: (raw: Record<string, unknown>) => Search,
) {
  const search = parse(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const setSearch = (change: Partial<Search>) =>
    void navigate({
      to: path,
      search: parse({ ...search, page: undefined, ...change }) as Record<string, unknown>,
      replace: true,
    });
  return [search, setSearch] as const;
}
