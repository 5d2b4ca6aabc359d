// The customer profile calls (administration §7): the two searches, the profile, add, update member,
// save and delete an address, and the CSV export.
import type {
  TCustomerRow,
  TCustomerSearchPage,
  TNewMember,
  TProfileSaved,
  TSaveAddress,
  TUpdateMember,
  TUserProfile,
} from "@gbo/contracts/customers";
import { USER_SEARCH_LIMIT } from "@gbo/domain/customers";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../api";
import { downloadCsv } from "../../../api/download-csv";

export const CUSTOMERS_KEY = ["customers"] as const;

/** Name and e-mail results merged: name matches first, each customer once (§7: run in parallel). */
export function mergeSearchRows(
  byName: readonly TCustomerRow[],
  byEmail: readonly TCustomerRow[],
): TCustomerRow[] {
  const seen = new Set<number>();
  return [...byName, ...byEmail].filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}

export function useCustomerSearch(text: string) {
  const criteria = encodeURIComponent(text);
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, "search", text],
    enabled: text.length > 0,
    queryFn: async () => {
      const [byName, byEmail] = await Promise.all([
        api.get<TCustomerSearchPage>(`/api/users/name/${criteria}/${USER_SEARCH_LIMIT}`),
        api.get<TCustomerSearchPage>(`/api/users/email/${criteria}/${USER_SEARCH_LIMIT}`),
      ]);
      return mergeSearchRows(byName.rows, byEmail.rows);
    },
    placeholderData: keepPreviousData,
  });
}

export function customerProfileQuery(id: number) {
  return queryOptions({
    queryKey: [...CUSTOMERS_KEY, "profile", id],
    queryFn: () => api.get<TUserProfile>(`/api/users/${id}`, { isQuiet: true }),
    retry: false,
  });
}

export function downloadCustomersCsv(search: string | undefined): Promise<void> {
  const query = search ? `?${new URLSearchParams({ search })}` : "";
  return downloadCsv(`/api/users/export.csv${query}`, "customers.csv");
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
    },
    onError: options.onError,
  });
}

export function useAddCustomer(options: Callbacks) {
  return useProfileWrite(
    (body: TNewMember) => api.post<TProfileSaved>("/api/users", body, { isQuiet: true }),
    options,
  );
}

export function useUpdateMember(id: number, options: Callbacks) {
  return useProfileWrite(
    (body: TUpdateMember) => api.post<TProfileSaved>(`/api/users/${id}`, body, { isQuiet: true }),
    options,
  );
}

export function useSaveAddress(id: number, options: Callbacks) {
  return useProfileWrite(
    (body: TSaveAddress) => api.post<TProfileSaved>(`/api/users/${id}/address`, body, { isQuiet: true }),
    options,
  );
}

export function useDeleteAddress(id: number, options: Callbacks) {
  return useProfileWrite(
    ({ addrId, version }: { addrId: number; version: number }) =>
      api.del<TProfileSaved>(`/api/users/${id}/address/${addrId}?version=${version}`, { isQuiet: true }),
    options,
  );
}
