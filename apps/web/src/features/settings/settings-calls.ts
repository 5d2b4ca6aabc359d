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
import { api } from "../../api";

export const CACHE_MS = 300_000;
export const SETTINGS_KEY = ["settings"] as const;
export const DEVICES_KEY = ["devices"] as const;
export const TURNAROUND_KEY = ["turnaround"] as const;
export const LIST_PAGE_SIZE = 25;

export type ListSearch = { search?: string; page?: number };
const listQuery = (search: ListSearch) => {
  const query = new URLSearchParams({ page: String(search.page ?? 1), pageSize: String(LIST_PAGE_SIZE) });
  if (search.search) query.set("search", search.search);
  return query.toString();
};

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
    queryFn: () => api.get<TSettings>("/api/settings/"),
    staleTime: CACHE_MS,
  });
}

export function useSettingsLog(isOpen: boolean) {
  return useQuery({
    queryKey: [...SETTINGS_KEY, "log"],
    queryFn: () => api.get<TSettingsLogPage>("/api/settings/log/exchangeRate"),
    enabled: isOpen,
    staleTime: CACHE_MS,
  });
}

export const useSaveSettings = (options: WriteOptions<TSettings>) =>
  useWrite(
    SETTINGS_KEY,
    (body: { exchangeRate: string; version: number }) =>
      api.post<TSettings>("/api/settings/", body, { isQuiet: true }),
    options,
  );

// ---- Devices ------------------------------------------------------------------------------------------

export function useDevices(search: ListSearch) {
  return useQuery({
    queryKey: [...DEVICES_KEY, "list", search],
    queryFn: () => api.get<TDevicesPage>(`/api/remote?${listQuery(search)}`),
    placeholderData: keepPreviousData,
    staleTime: CACHE_MS,
  });
}

export const loadDevice = (id: string) =>
  api.get<TDevice>(`/api/remote/${encodeURIComponent(id)}`, { isQuiet: true });

export const useSaveDevice = (options: WriteOptions<TDevice>) =>
  useWrite(
    DEVICES_KEY,
    (body: TSaveDevice) => api.put<TDevice>("/api/remote", body, { isQuiet: true }),
    options,
  );

export const useDeleteDevice = (options: WriteOptions<unknown>) =>
  useWrite(
    DEVICES_KEY,
    (id: number) => api.del<{ ok: true }>(`/api/remote/${id}`, { isQuiet: true }),
    options,
  );

// ---- Turnaround ---------------------------------------------------------------------------------------

export function useTurnaroundNotice() {
  return useQuery({
    queryKey: [...TURNAROUND_KEY, "notice"],
    queryFn: () => api.get<TTurnaroundNotice>("/api/data/turnaround"),
    staleTime: CACHE_MS,
  });
}

export const useSaveTurnaroundNotice = (options: WriteOptions<TTurnaroundNotice>) =>
  useWrite(
    TURNAROUND_KEY,
    (body: { text: string; version: number }) =>
      api.post<TTurnaroundNotice>("/api/data/turnaround", body, { isQuiet: true }),
    options,
  );

export function useTurnaroundTimes(search: ListSearch) {
  return useQuery({
    queryKey: [...TURNAROUND_KEY, "list", search],
    queryFn: () => api.get<TTurnaroundTimesPage>(`/api/turnaroundtimes/?${listQuery({ page: search.page })}`),
    placeholderData: keepPreviousData,
    staleTime: CACHE_MS,
  });
}

export const loadTurnaroundTime = (id: string) =>
  api.get<TTurnaroundTime>(`/api/turnaroundtimes/${encodeURIComponent(id)}`, { isQuiet: true });

export const useSaveTurnaroundTime = (options: WriteOptions<TTurnaroundTime>) =>
  useWrite(
    TURNAROUND_KEY,
    ({ id, body }: { id: number | null; body: TUpdateTurnaroundTime }) =>
      id === null
        ? api.post<TTurnaroundTime>("/api/turnaroundtimes/", body, { isQuiet: true })
        : api.put<TTurnaroundTime>(`/api/turnaroundtimes/${id}`, body, { isQuiet: true }),
    options,
  );

export const useDeleteTurnaroundTime = (options: WriteOptions<unknown>) =>
  useWrite(
    TURNAROUND_KEY,
    (id: number) => api.del<{ ok: true }>(`/api/turnaroundtimes/${id}`, { isQuiet: true }),
    options,
  );
