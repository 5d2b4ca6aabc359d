// Convention calls (administration §7): the list, one convention, save (POST or PUT with the version
// read) and delete (admins only); the picture is the site part's image field.
import type { TContentConvention, TConventionInput, TConventionsPage } from "@gbo/contracts/content-events";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../api";
import { CONTENT_STALE_MS } from "./content-cache";

export const CONVENTIONS_KEY = ["conventions"] as const;
export const CONVENTIONS_PAGE_SIZE = 25;

export type ConventionsWhen = "all" | "upcoming" | "past";

export function useConventionsPage(page: number, when: ConventionsWhen) {
  return useQuery({
    queryKey: [...CONVENTIONS_KEY, "list", page, when],
    queryFn: () =>
      api.get<TConventionsPage>(
        `/api/conventions/?page=${page}&pageSize=${CONVENTIONS_PAGE_SIZE}&when=${when}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_MS,
  });
}

export function conventionQuery(id: number) {
  return queryOptions({
    queryKey: [...CONVENTIONS_KEY, "one", id],
    queryFn: () => api.get<TContentConvention>(`/api/conventions/${id}`, { isQuiet: true }),
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
    ({ id, body }: { id: number | null; body: TConventionInput }) =>
      id
        ? api.put<TContentConvention>(`/api/conventions/${id}`, body, { isQuiet: true })
        : api.post<TContentConvention>("/api/conventions/", body, { isQuiet: true }),
    options,
  );
}

export function useDeleteConvention(options: Parameters<typeof useConventionWrite>[1]) {
  return useConventionWrite(
    (id: number) => api.del<{ ok: true }>(`/api/conventions/${id}`, { isQuiet: true }),
    options,
  );
}
