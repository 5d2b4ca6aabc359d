// The customer profile calls (administration §7): the two searches, the profile, add, update member,
// save and delete an address, and the CSV export.
import type {
  TCustomerRow,
  TNewMember,
  TProfileSaved,
  TUpdateMember,
  TUserProfile,
} from "@gbo/contracts/customers";
import { USER_SEARCH_LIMIT } from "@gbo/domain/customers";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiPaths, client, dataOf, quiet } from "../../../api";
import { downloadCsv } from "../../../api/download-csv";
import { leaveOffEmptyLast } from "../../../api/paths";

export const CUSTOMERS_KEY = ["customers"] as const;

/** Under a search cut short: the list is the first matches only, and how to reach the others. */
export const SEARCH_MORE = `Showing the first ${USER_SEARCH_LIMIT} matches by name and by e-mail: type more of the name or e-mail to narrow it.`;

/** Name and e-mail results merged: name matches first, each customer once (§7: run in parallel). */
export function mergeSearchRows(
  byName: readonly TCustomerRow[],
  byEmail: readonly TCustomerRow[],
): TCustomerRow[] {
  const seen = new Set<number>();
  return [...byName, ...byEmail].filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}

/**
 * The first USER_SEARCH_LIMIT matches of each search, merged; `isMore` when either search found more
 * than it returned (its `total` reads one past the page), so a screen can say the list is cut short.
 */
export function useCustomerSearch(text: string) {
  // The first results: `start` 0, the segment left off.
  const search = {
    params: { path: { criteria: text, limit: USER_SEARCH_LIMIT, start: 0 } },
    pathSerializer: leaveOffEmptyLast,
  };
  const found = useQuery({
    queryKey: [...CUSTOMERS_KEY, "search", text],
    enabled: text.length > 0,
    queryFn: async () => {
      const [byName, byEmail] = await Promise.all([
        client.GET("/api/users/name/{criteria}/{limit}/{start}", search).then(dataOf),
        client.GET("/api/users/email/{criteria}/{limit}/{start}", search).then(dataOf),
      ]);
      const isMore = byName.total > byName.rows.length || byEmail.total > byEmail.rows.length;
      return { rows: mergeSearchRows(byName.rows, byEmail.rows), isMore };
    },
    placeholderData: keepPreviousData,
  });
  return { ...found, data: found.data?.rows, isMore: found.data?.isMore ?? false };
}

export function customerProfileQuery(id: number) {
  return queryOptions({
    queryKey: [...CUSTOMERS_KEY, "profile", id],
    queryFn: async (): Promise<TUserProfile> =>
      dataOf(await client.GET("/api/users/{id}", { params: { path: { id } }, fetch: quiet })),
    retry: false,
  });
}

const CUSTOMERS_CSV = "/api/users/export.csv" satisfies keyof ApiPaths;

export function downloadCustomersCsv(search: string | undefined): Promise<void> {
  const query = search ? `?${new URLSearchParams({ search })}` : "";
  return downloadCsv(`${CUSTOMERS_CSV}${query}`, "customers.csv");
}

type Callbacks = { onSuccess: (saved: TProfileSaved) => void; onError: (caught: unknown) => void };

/** A write answering the profile as it now stands: the cache takes it, the lists refresh. */
function useProfileWrite<T>(send: (input: T) => Promise<TProfileSaved>, options: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (saved) => {
      queryClient.setQueryData(customerProfileQuery(saved.profile.member.id).queryKey, saved.profile);
      options.onSuccess(saved);
      await queryClient.invalidateQueries({ queryKey: [...CUSTOMERS_KEY, "search"] });
      // A changed address has its own state (valid, bounced) and the e-mail choices carry the version.
      await queryClient.invalidateQueries({ queryKey: [...CUSTOMERS_KEY, "mail", saved.profile.member.id] });
    },
    onError: options.onError,
  });
}

export function useAddCustomer(options: Callbacks) {
  return useProfileWrite(
    async (body: TNewMember): Promise<TProfileSaved> =>
      dataOf(await client.POST("/api/users", { body, fetch: quiet })),
    options,
  );
}

export function useUpdateMember(id: number, options: Callbacks) {
  return useProfileWrite(
    async (body: TUpdateMember): Promise<TProfileSaved> =>
      dataOf(await client.POST("/api/users/{id}", { params: { path: { id } }, body, fetch: quiet })),
    options,
  );
}

/** The address as the server's document reads it (the contract's input type takes any `id` text). */
type SaveAddress = ApiPaths["/api/users/{id}/address"]["post"]["requestBody"]["content"]["application/json"];

export function useSaveAddress(id: number, options: Callbacks) {
  return useProfileWrite(
    async (body: SaveAddress): Promise<TProfileSaved> =>
      dataOf(await client.POST("/api/users/{id}/address", { params: { path: { id } }, body, fetch: quiet })),
    options,
  );
}

export function useDeleteAddress(id: number, options: Callbacks) {
  return useProfileWrite(
    async ({ addrId, version }: { addrId: number; version: number }): Promise<TProfileSaved> =>
      dataOf(
        await client.DELETE("/api/users/{id}/address/{addrId}", {
          params: { path: { id, addrId }, query: { version } },
          fetch: quiet,
        }),
      ),
    options,
  );
}
