// The workers calls (administration §7) for the list and the worker form.
import type {
  TCreatedWorker,
  TCreateWorker,
  TUpdateWorker,
  TWorker,
  TWorkerReset,
  TWorkersPage,
} from "@gbo/contracts/workers";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createQuerySerializer } from "openapi-fetch";
import { type ApiPaths, client, dataOf, quiet } from "../../../api";
import { downloadCsv } from "../../../api/download-csv";
import { type WorkersSearch, workersQuery } from "../workers-search";

export const WORKERS_KEY = ["workers"] as const;

export function useWorkersPage(search: WorkersSearch) {
  return useQuery({
    queryKey: [...WORKERS_KEY, "list", search],
    queryFn: async (): Promise<TWorkersPage> =>
      dataOf(await client.GET("/api/workers/", { params: { query: workersQuery(search, true) } })),
    placeholderData: keepPreviousData,
  });
}

export function workerQuery(id: string) {
  return queryOptions({
    queryKey: [...WORKERS_KEY, "one", id],
    queryFn: async (): Promise<TWorker> =>
      dataOf(await client.GET("/api/workers/{id}", { params: { path: { id } }, fetch: quiet })),
    retry: false,
  });
}

export function useKnownClaims() {
  return useQuery({
    queryKey: [...WORKERS_KEY, "claims"],
    queryFn: async (): Promise<string[]> => dataOf(await client.GET("/api/workers/claims")),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/workers/getEmail: is the address taken by another worker than `except`? */
export async function isEmailTaken(email: string, except?: string): Promise<boolean> {
  const query = { email, except: except || undefined };
  const answer = dataOf(await client.GET("/api/workers/getEmail", { params: { query }, fetch: quiet }));
  return answer.isTaken;
}

export type SaveWorker = { id: string | null; body: TCreateWorker | TUpdateWorker };

export function useSaveWorker(options: {
  /** A new worker may come with its set-password link (no mail server, an admin adding). */
  onSuccess: (saved: TCreatedWorker) => void;
  onError: (e: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveWorker): Promise<TCreatedWorker> =>
      id
        ? dataOf(
            await client.PUT("/api/workers/{id}", {
              params: { path: { id } },
              body: body as TUpdateWorker,
              fetch: quiet,
            }),
          )
        : dataOf(await client.POST("/api/workers", { body: body as TCreateWorker, fetch: quiet })),
    onSuccess: async (answer) => {
      // The one-time link goes to the screen once, never into the cached worker.
      const { setPasswordLink: _oneTimeLink, ...saved } = answer;
      queryClient.setQueryData(workerQuery(saved.id).queryKey, saved satisfies TWorker);
      await queryClient.invalidateQueries({ queryKey: [...WORKERS_KEY, "list"] });
      options.onSuccess(answer);
    },
    onError: options.onError,
  });
}

export function useRemoveWorker(options: { onSuccess: () => void; onError: (e: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      dataOf(await client.DELETE("/api/workers/{id}", { params: { path: { id } }, fetch: quiet })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...WORKERS_KEY, "list"] });
      options.onSuccess();
    },
    onError: options.onError,
  });
}

export function useResetWorkerPassword(options: { onSuccess: (answer: TWorkerReset) => void }) {
  return useMutation({
    mutationFn: async (id: string) =>
      dataOf(await client.POST("/api/workers/{id}/resetPassword", { params: { path: { id } } })),
    onSuccess: (answer) => options.onSuccess(answer),
  });
}

const WORKERS_CSV = "/api/workers/export.csv" satisfies keyof ApiPaths;

/** The CSV of the filtered list, streamed by the server (the query written as the typed client writes it). */
export function downloadWorkersCsv(search: WorkersSearch): Promise<void> {
  return downloadCsv(`${WORKERS_CSV}?${createQuerySerializer()(workersQuery(search, false))}`, "workers.csv");
}
