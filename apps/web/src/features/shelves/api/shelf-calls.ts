// The shelves calls (administration §7 "Shelves"): the list, one shelf, its tiers and log, and the
// scan in/out. A move changes the shelf reads and the order's screens (its tiers say where they sit).
import type {
  TShelfExists,
  TShelfInfo,
  TShelfLogPage,
  TShelfScanResult,
  TShelfTiersPage,
  TShelvesPage,
} from "@gbo/contracts/shelves";
import { shelfIdParts } from "@gbo/domain/shelves";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";
import { orderKeys } from "../../orders";

export const SHELVES_KEY = ["shelves"] as const;
export const SHELF_PAGE_SIZE = 25;

const paged = (page: number | undefined) => ({ page: page ?? 1, pageSize: SHELF_PAGE_SIZE });
const onShelf = (id: string, page?: number) => ({ params: { path: { id }, query: paged(page) } });

export function useShelves(search: { search?: string; page?: number }) {
  return useQuery({
    queryKey: [...SHELVES_KEY, "list", search],
    queryFn: async (): Promise<TShelvesPage> =>
      dataOf(
        await client.GET("/api/shelves/", {
          params: { query: { ...paged(search.page), search: search.search || undefined } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useShelfInfo(id: string) {
  return useQuery({
    queryKey: [...SHELVES_KEY, id, "info"],
    queryFn: async (): Promise<TShelfInfo> =>
      dataOf(await client.GET("/api/shelves/info/{id}", { params: { path: { id } } })),
  });
}

export function useShelfTiers(id: string, page: number | undefined) {
  return useQuery({
    queryKey: [...SHELVES_KEY, id, "tiers", page ?? 1],
    queryFn: async (): Promise<TShelfTiersPage> =>
      dataOf(await client.GET("/api/shelves/{id}", onShelf(id, page))),
    placeholderData: keepPreviousData,
  });
}

export function useShelfLog(id: string, page: number, isOpen: boolean) {
  return useQuery({
    queryKey: [...SHELVES_KEY, id, "log", page],
    queryFn: async (): Promise<TShelfLogPage> =>
      dataOf(await client.GET("/api/shelves/log/{id}", onShelf(id, page))),
    enabled: isOpen,
    placeholderData: keepPreviousData,
  });
}

export type ShelfMove = { shelfId: string; tierId: string; action: 1 | 2; isRemove?: boolean };

/** POST /api/shelves/{a}/{b}/{c} (scan in or out) or /removetier/{a}/{b}/{c} (a row's Remove). */
export function useShelfMove(options: {
  onSuccess: (result: TShelfScanResult) => void;
  onError: (caught: unknown, sent: ShelfMove) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ shelfId, tierId, action, isRemove }: ShelfMove): Promise<TShelfScanResult> => {
      const [a, b, c] = shelfIdParts(shelfId) ?? [shelfId, "", ""];
      const onShelfParts = { params: { path: { a, b, c } }, fetch: quiet };
      return dataOf(
        isRemove
          ? await client.POST("/api/shelves/removetier/{a}/{b}/{c}", { ...onShelfParts, body: { tierId } })
          : await client.POST("/api/shelves/{a}/{b}/{c}", { ...onShelfParts, body: { tierId, action } }),
      );
    },
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SHELVES_KEY }),
        // The tier moved may sit on another shelf too (moved from there), and its order screens show where.
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]);
      options.onSuccess(result);
    },
    onError: options.onError,
  });
}

/** GET /api/shelves/shelfexists/{id}: whether a tier has ever been put on it (the new-shelf screen). */
export async function getShelfExists(id: string): Promise<TShelfExists> {
  return dataOf(await client.GET("/api/shelves/shelfexists/{id}", { params: { path: { id } } }));
}
