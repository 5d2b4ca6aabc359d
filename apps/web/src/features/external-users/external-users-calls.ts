// The external user calls (administration §7): list (search and sort), one, create, CSV export.
import type { TExternalUser } from "@gbo/contracts/external-users";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api";
import { downloadCsv } from "../../api/download-csv";

export type ExternalUsersSearch = { search?: string; sort?: "-name" | "prefix" | "-prefix" };
export const EXTERNAL_KEY = ["external-users"] as const;

export function externalUsersQueryString(search: ExternalUsersSearch): string {
  const query = new URLSearchParams();
  if (search.search) query.set("search", search.search);
  if (search.sort) query.set("sort", search.sort);
  return query.toString();
}

export function useExternalUsers(search: ExternalUsersSearch) {
  return useQuery({
    queryKey: [...EXTERNAL_KEY, "list", search],
    queryFn: () => api.get<TExternalUser[]>(`/api/data/external?${externalUsersQueryString(search)}`),
    placeholderData: keepPreviousData,
  });
}

export function externalUserQuery(id: string) {
  return queryOptions({
    queryKey: [...EXTERNAL_KEY, "one", id],
    queryFn: () => api.get<TExternalUser>(`/api/data/external/${encodeURIComponent(id)}`, { isQuiet: true }),
    retry: false,
  });
}

export function useCreateExternalUser(options: {
  onSuccess: (saved: TExternalUser) => void;
  onError: (e: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, prefix }: { name: string; prefix: string }) =>
      api.post<TExternalUser>(
        `/api/data/external/${encodeURIComponent(name)}/${encodeURIComponent(prefix)}`,
        undefined,
        { isQuiet: true },
      ),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: [...EXTERNAL_KEY, "list"] });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}

export function downloadExternalUsersCsv(search: ExternalUsersSearch): Promise<void> {
  return downloadCsv(
    `/api/data/external/export.csv?${externalUsersQueryString(search)}`,
    "external-users.csv",
  );
}
