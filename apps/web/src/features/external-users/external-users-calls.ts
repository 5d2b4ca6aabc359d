// The external user calls (administration §7): list (search and sort), one, create, CSV export.
import type { TExternalUser } from "@gbo/contracts/external-users";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createQuerySerializer } from "openapi-fetch";
import { type ApiPaths, client, dataOf, quiet } from "../../api";
import { downloadCsv } from "../../api/download-csv";

export type ExternalUsersSearch = { search?: string; sort?: "-name" | "prefix" | "-prefix" };
export const EXTERNAL_KEY = ["external-users"] as const;

type ExternalUsersQuery = NonNullable<
  ApiPaths["/api/data/external/export.csv"]["get"]["parameters"]["query"]
>;

/** The list's and the export's query; empty filters stay out. */
function externalUsersQuery(search: ExternalUsersSearch): ExternalUsersQuery {
  return { search: search.search || undefined, sort: search.sort };
}

export function useExternalUsers(search: ExternalUsersSearch) {
  return useQuery({
    queryKey: [...EXTERNAL_KEY, "list", search],
    queryFn: async (): Promise<TExternalUser[]> =>
      dataOf(await client.GET("/api/data/external", { params: { query: externalUsersQuery(search) } })),
    placeholderData: keepPreviousData,
  });
}

export function externalUserQuery(id: string) {
  return queryOptions({
    queryKey: [...EXTERNAL_KEY, "one", id],
    queryFn: async (): Promise<TExternalUser> =>
      dataOf(
        await client.GET("/api/data/external/{id}", { params: { path: { id: Number(id) } }, fetch: quiet }),
      ),
    retry: false,
  });
}

export function useCreateExternalUser(options: {
  onSuccess: (saved: TExternalUser) => void;
  onError: (e: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, prefix }: { name: string; prefix: string }): Promise<TExternalUser> =>
      dataOf(
        await client.POST("/api/data/external/{name}/{prefix}", {
          params: { path: { name, prefix } },
          fetch: quiet,
        }),
      ),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: [...EXTERNAL_KEY, "list"] });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}

const EXTERNAL_USERS_CSV = "/api/data/external/export.csv" satisfies keyof ApiPaths;

/** The CSV of the filtered list (the query written as the typed client writes it). */
export function downloadExternalUsersCsv(search: ExternalUsersSearch): Promise<void> {
  const query = createQuerySerializer()(externalUsersQuery(search));
  return downloadCsv(`${EXTERNAL_USERS_CSV}?${query}`, "external-users.csv");
}
