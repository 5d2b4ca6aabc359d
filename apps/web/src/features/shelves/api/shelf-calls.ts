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
import { api } from "../../../api";
import { orderKeys } from "../../orders";

export const SHELVES_KEY = ["shelves"] as const;
export const SHELF_PAGE_SIZE = 25;

const paged = (page: number | undefined, extra: Record<string, string> = {}) =>
  new URLSearchParams({ page: String(page ?? 1), pageSize: String(SHELF_PAGE_SIZE), ...extra }).toString();
const idPath = (id: string) => encodeURIComponent(id);

export function useShelves(search: { search?: string; page?: number }) {
  return useQuery({
    queryKey: [...SHELVES_KEY, "list", search],
    queryFn: () =>
      api.get<TShelvesPage>(
        `/api/shelves/?${paged(search.page, search.search ? { search: search.search } : {})}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useShelfInfo(id: string) {
  return useQuery({
    queryKey: [...SHELVES_KEY, id, "info"],
    queryFn: () => api.get<TShelfInfo>(`/api/shelves/info/${idPath(id)}`),
  });
}

export function useShelfTiers(id: string, page: number | undefined) {
  return useQuery({
    queryKey: [...SHELVES_KEY, id, "tiers", page ?? 1],
    queryFn: () => api.get<TShelfTiersPage>(`/api/shelves/${idPath(id)}?${paged(page)}`),
    placeholderData: keepPreviousData,
  });
}

export function useShelfLog(id: string, page: number, isOpen: boolean) {
  return useQuery({
    queryKey: [...SHELVES_KEY, id, "log", page],
    queryFn: () => api.get<TShelfLogPage>(`/api/shelves/log/${idPath(id)}?${paged(page)}`),
    enabled: isOpen,
    placeholderData: keepPreviousData,
  });
}

export type ShelfMove = { shelfId: string; tierId: string; action: 1 | 2; isRemove?: boolean };

/** POST /api/shelves/{a}/{b}/{c} (scan in or out) or /removetier/{a}/{b}/{c} (a row's Remove). */
export function useShelfMove(options: {
  onSuccess: (result: TShelfScanResult) => void;
  onError: (caught: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shelfId, tierId, action, isRemove }: ShelfMove) => {
      const parts = (shelfIdParts(shelfId) ?? [shelfId, "", ""]).map(encodeURIComponent).join("/");
      return isRemove
        ? api.post<TShelfScanResult>(`/api/shelves/removetier/${parts}`, { tierId }, { isQuiet: true })
        : api.post<TShelfScanResult>(`/api/shelves/${parts}`, { tierId, action }, { isQuiet: true });
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
export function getShelfExists(id: string) {
  return api.get<TShelfExists>(`/api/shelves/shelfexists/${idPath(id)}`);
}
