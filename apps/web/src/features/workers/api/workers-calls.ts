// The workers calls (administration §7) for the list and the worker form.
import type {
  TCreateWorker,
  TEmailTaken,
  TUpdateWorker,
  TWorker,
  TWorkersPage,
} from "@gbo/contracts/workers";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../api";
import { downloadCsv } from "../../../api/download-csv";
import { type WorkersSearch, workersQueryString } from "../workers-search";

export const WORKERS_KEY = ["workers"] as const;

export function useWorkersPage(search: WorkersSearch) {
  return useQuery({
    queryKey: [...WORKERS_KEY, "list", search],
    queryFn: () => api.get<TWorkersPage>(`/api/workers/?${workersQueryString(search, true)}`),
    placeholderData: keepPreviousData,
  });
}

export function workerQuery(id: string) {
  return queryOptions({
    queryKey: [...WORKERS_KEY, "one", id],
    queryFn: () => api.get<TWorker>(`/api/workers/${encodeURIComponent(id)}`, { isQuiet: true }),
    retry: false,
  });
}

export function useKnownClaims() {
  return useQuery({
    queryKey: [...WORKERS_KEY, "claims"],
    queryFn: () => api.get<string[]>("/api/workers/claims"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/workers/getEmail: is the address taken by another worker than `except`? */
export async function isEmailTaken(email: string, except?: string): Promise<boolean> {
  const query = new URLSearchParams({ email });
  if (except) query.set("except", except);
  const answer = await api.get<TEmailTaken>(`/api/workers/getEmail?${query}`, { isQuiet: true });
  return answer.isTaken;
}

export type SaveWorker = { id: string | null; body: TCreateWorker | TUpdateWorker };

export function useSaveWorker(options: {
  onSuccess: (saved: TWorker) => void;
  onError: (e: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveWorker) =>
      id
        ? api.put<TWorker>(`/api/workers/${encodeURIComponent(id)}`, body, { isQuiet: true })
        : api.post<TWorker>("/api/workers", body, { isQuiet: true }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(workerQuery(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [...WORKERS_KEY, "list"] });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}

export function useRemoveWorker(options: { onSuccess: () => void; onError: (e: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.del<{ ok: true }>(`/api/workers/${encodeURIComponent(id)}`, { isQuiet: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...WORKERS_KEY, "list"] });
      options.onSuccess();
    },
    onError: options.onError,
  });
}

export function useResetWorkerPassword(options: { onSuccess: (message: string) => void }) {
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ message: string }>(`/api/workers/${encodeURIComponent(id)}/resetPassword`),
    onSuccess: (answer) => options.onSuccess(answer.message),
  });
}

/** The CSV of the filtered list, streamed by the server. */
export function downloadWorkersCsv(search: WorkersSearch): Promise<void> {
  return downloadCsv(`/api/workers/export.csv?${workersQueryString(search, false)}`, "workers.csv");
}
