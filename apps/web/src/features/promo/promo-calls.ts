// The promo code calls of the admin screens (administration §7): the paged list, one code (the list
// filtered to it: the reads that carry `version`), the types, create and update. Cached 300 s (§9
// "cached resource wrapper") and cleared by every write.
import type { TCreatePromo, TPromoAdmin, TPromoAdminPage, TUpdatePromo } from "@gbo/contracts/promo";
import type { PromoType } from "@gbo/domain/promo";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../api";

export const PROMO_KEY = ["promo-admin"] as const;
export const PROMO_PAGE_SIZE = 25;
export const CACHE_MS = 300_000;
export const PROMO_LOAD_FAILED = "The promo code could not be loaded.";

export type PromoSearch = { search?: string; page?: number };

export function usePromoPage(search: PromoSearch) {
  const query = { page: search.page ?? 1, pageSize: PROMO_PAGE_SIZE, search: search.search || undefined };
  return useQuery({
    queryKey: [...PROMO_KEY, "list", search],
    queryFn: async (): Promise<TPromoAdminPage> =>
      dataOf(await client.GET("/api/promocode/", { params: { query } })),
    placeholderData: keepPreviousData,
    staleTime: CACHE_MS,
  });
}

export function promoQuery(code: string) {
  return queryOptions({
    queryKey: [...PROMO_KEY, "one", code.toUpperCase()],
    queryFn: async () => {
      const page = dataOf(await client.GET("/api/promocode/", { params: { query: { code } }, fetch: quiet }));
      const found = page.rows[0];
      if (!found) throw new Error(PROMO_LOAD_FAILED);
      return found;
    },
    retry: false,
    staleTime: CACHE_MS,
  });
}

export function usePromoTypes() {
  return useQuery({
    queryKey: [...PROMO_KEY, "types"],
    queryFn: async (): Promise<PromoType[]> => dataOf(await client.GET("/api/promocode/promotype")),
    staleTime: CACHE_MS,
  });
}

export type SavePromo = { code: null; body: TCreatePromo } | { code: string; body: TUpdatePromo };

export function useSavePromo(options: {
  onSuccess: (saved: TPromoAdmin) => void;
  onError: (e: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    // A read code is changed in place (PUT); a new one (code null) is created (POST).
    mutationFn: async (save: SavePromo): Promise<TPromoAdmin> =>
      save.code === null
        ? dataOf(await client.POST("/api/promocode/", { body: save.body, fetch: quiet }))
        : dataOf(
            await client.PUT("/api/promocode/{code}", {
              params: { path: { code: save.code } },
              body: save.body,
              fetch: quiet,
            }),
          ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(promoQuery(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [...PROMO_KEY, "list"] });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}
