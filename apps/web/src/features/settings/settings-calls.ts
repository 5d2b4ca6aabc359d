// The settings calls (administration §7): exchange rate and its log, devices, the turnaround notice and
// turnaround times. Lists are cached 300 s (§9 "cached resource wrapper") and cleared by every write.
import type {
  TDevice,
  TDevicesPage,
  TSaveDevice,
  TSettings,
  TSettingsLogPage,
  TTurnaroundNotice,
  TTurnaroundTime,
  TTurnaroundTimesPage,
  TUpdateTurnaroundTime,
} from "@gbo/contracts/settings";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../api";

export const CACHE_MS = 300_000;
export const SETTINGS_KEY = ["settings"] as const;
export const DEVICES_KEY = ["devices"] as const;
export const TURNAROUND_KEY = ["turnaround"] as const;
export const LIST_PAGE_SIZE = 25;

export type ListSearch = { search?: string; page?: number };
const listQuery = (search: ListSearch) => ({
  page: search.page ?? 1,
  pageSize: LIST_PAGE_SIZE,
  search: search.search || undefined,
});

/** A write that clears the cached reads under `key` once it is done. */
function useWrite<In, Out>(
  key: readonly string[],
  call: (input: In) => Promise<Out>,
  options: { onSuccess: (saved: Out) => void; onError: (e: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: key });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}
type WriteOptions<Out> = { onSuccess: (saved: Out) => void; onError: (e: unknown) => void };

// ---- Exchange rate ----------------------------------------------------------------------------------

export function useSettings() {
  return useQuery({
    queryKey: [...SETTINGS_KEY, "current"],
    queryFn: async (): Promise<TSettings> => dataOf(await client.GET("/api/settings/")),
    staleTime: CACHE_MS,
  });
}

export function useSettingsLog(isOpen: boolean) {
  return useQuery({
    queryKey: [...SETTINGS_KEY, "log"],
    queryFn: async (): Promise<TSettingsLogPage> =>
      dataOf(await client.GET("/api/settings/log/{id}", { params: { path: { id: "exchangeRate" } } })),
    enabled: isOpen,
    staleTime: CACHE_MS,
  });
}

export const useSaveSettings = (options: WriteOptions<TSettings>) =>
  useWrite(
    SETTINGS_KEY,
    async (body: { exchangeRate: string; version: number }): Promise<TSettings> =>
      dataOf(await client.POST("/api/settings/", { body, fetch: quiet })),
    options,
  );

// ---- Devices ------------------------------------------------------------------------------------------

export function useDevices(search: ListSearch) {
  return useQuery({
    queryKey: [...DEVICES_KEY, "list", search],
    queryFn: async (): Promise<TDevicesPage> =>
      dataOf(await client.GET("/api/remote", { params: { query: listQuery(search) } })),
    placeholderData: keepPreviousData,
    staleTime: CACHE_MS,
  });
}

export const loadDevice = async (id: string): Promise<TDevice> =>
  dataOf(await client.GET("/api/remote/{id}", { params: { path: { id: Number(id) } }, fetch: quiet }));

export const useSaveDevice = (options: WriteOptions<TDevice>) =>
  useWrite(
    DEVICES_KEY,
    async (body: TSaveDevice): Promise<TDevice> =>
      dataOf(await client.PUT("/api/remote", { body, fetch: quiet })),
    options,
  );

export const useDeleteDevice = (options: WriteOptions<unknown>) =>
  useWrite(
    DEVICES_KEY,
    async (id: number) =>
      dataOf(await client.DELETE("/api/remote/{id}", { params: { path: { id } }, fetch: quiet })),
    options,
  );

// ---- Turnaround ---------------------------------------------------------------------------------------

export function useTurnaroundNotice() {
  return useQuery({
    queryKey: [...TURNAROUND_KEY, "notice"],
    queryFn: async (): Promise<TTurnaroundNotice> => dataOf(await client.GET("/api/data/turnaround")),
    staleTime: CACHE_MS,
  });
}

export const useSaveTurnaroundNotice = (options: WriteOptions<TTurnaroundNotice>) =>
  useWrite(
    TURNAROUND_KEY,
    async (body: { text: string; version: number }): Promise<TTurnaroundNotice> =>
      dataOf(await client.POST("/api/data/turnaround", { body, fetch: quiet })),
    options,
  );

export function useTurnaroundTimes(search: ListSearch) {
  return useQuery({
    queryKey: [...TURNAROUND_KEY, "list", search],
    queryFn: async (): Promise<TTurnaroundTimesPage> =>
      dataOf(
        await client.GET("/api/turnaroundtimes/", { params: { query: listQuery({ page: search.page }) } }),
      ),
    placeholderData: keepPreviousData,
    staleTime: CACHE_MS,
  });
}

export const loadTurnaroundTime = async (id: string): Promise<TTurnaroundTime> =>
  dataOf(
    await client.GET("/api/turnaroundtimes/{id}", { params: { path: { id: Number(id) } }, fetch: quiet }),
  );

export const useSaveTurnaroundTime = (options: WriteOptions<TTurnaroundTime>) =>
  useWrite(
    TURNAROUND_KEY,
    async ({ id, body }: { id: number | null; body: TUpdateTurnaroundTime }): Promise<TTurnaroundTime> =>
      id === null
        ? dataOf(await client.POST("/api/turnaroundtimes/", { body, fetch: quiet }))
        : dataOf(
            await client.PUT("/api/turnaroundtimes/{id}", { params: { path: { id } }, body, fetch: quiet }),
          ),
    options,
  );

export const useDeleteTurnaroundTime = (options: WriteOptions<unknown>) =>
  useWrite(
    TURNAROUND_KEY,
    async (id: number) =>
      dataOf(await client.DELETE("/api/turnaroundtimes/{id}", { params: { path: { id } }, fetch: quiet })),
    options,
  );
