// Convention calls (administration §7): the list, one convention, save (POST or PUT with the version
// read) and delete (admins only); the picture is the site part's image field.
import type { TContentConvention, TConventionInput, TConventionsPage } from "@gbo/contracts/content-events";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../../api";
import { CONTENT_STALE_MS } from "./content-cache";

export const CONVENTIONS_KEY = ["conventions"] as const;
export const CONVENTIONS_PAGE_SIZE = 25;

export type ConventionsWhen = "all" | "upcoming" | "past";

export function useConventionsPage(page: number, when: ConventionsWhen) {
  return useQuery({
    queryKey: [...CONVENTIONS_KEY, "list", page, when],
    queryFn: async (): Promise<TConventionsPage> =>
      dataOf(
        await client.GET("/api/conventions/", {
          params: { query: { page, pageSize: CONVENTIONS_PAGE_SIZE, when } },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_MS,
  });
}

export function conventionQuery(id: number) {
  return queryOptions({
    queryKey: [...CONVENTIONS_KEY, "one", id],
    // The document's answer also holds the origins (a negative id) and the short read (a caller without
    // the content claim); a convention's id read by this screen (managecontent) answers the content read.
    queryFn: async () =>
      dataOf(
        await client.GET("/api/conventions/{id}", { params: { path: { id } }, fetch: quiet }),
      ) as TContentConvention,
    retry: false,
    staleTime: CONTENT_STALE_MS,
  });
}

function useConventionWrite<Input>(
  call: (input: Input) => Promise<TContentConvention | { ok: true }>,
  options: { onSuccess: (answer: TContentConvention | null) => void; onError: (e: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      if ("id" in answer) queryClient.setQueryData(conventionQuery(answer.id).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: [...CONVENTIONS_KEY, "list"] });
      options.onSuccess("id" in answer ? answer : null);
    },
    onError: options.onError,
  });
}

export function useSaveConvention(options: Parameters<typeof useConventionWrite>[1]) {
  return useConventionWrite(
    async ({ id, body }: { id: number | null; body: TConventionInput }): Promise<TContentConvention> =>
      id
        ? dataOf(await client.PUT("/api/conventions/{id}", { params: { path: { id } }, body, fetch: quiet }))
        : dataOf(await client.POST("/api/conventions/", { body, fetch: quiet })),
    options,
  );
}

export function useDeleteConvention(options: Parameters<typeof useConventionWrite>[1]) {
  return useConventionWrite(
    async (id: number) =>
      dataOf(await client.DELETE("/api/conventions/{id}", { params: { path: { id } }, fetch: quiet })),
    options,
  );
}
