// The worker label queue calls (administration §7 "Labels queue"; contract @gbo/contracts/labels). Every
// change answers the queue as it now stands, which replaces the cached one; the PDFs are bytes, read with
// the bearer token like the receipt PDF.
import type { TLabelPdf, TLabelQueue, TLabelQueueChange, TLabelType } from "@gbo/contracts/labels";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../api";
import { fetchWithToken } from "../../api/download-csv";

export const LABEL_TYPES = ["Comic", "Magazine", "Manga"] as const satisfies readonly TLabelType[];

export const labelQueueKey = (type: TLabelType) => ["labels", "queue", type] as const;

const quiet = { isQuiet: true } as const;

export function useLabelQueue(type: TLabelType) {
  return useQuery({
    queryKey: labelQueueKey(type),
    queryFn: () => api.get<TLabelQueue>(`/api/orders/labels/queue/${type}`, quiet),
  });
}

/** A queue change whose answer (the queue as it now stands) replaces the cached queue. */
function useQueueChange<In>(type: TLabelType, call: (input: In) => Promise<TLabelQueueChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (change) => queryClient.setQueryData(labelQueueKey(type), change.queue),
    // A stale or refused change: what the server holds now is what the worker should see.
    onError: () => queryClient.invalidateQueries({ queryKey: labelQueueKey(type) }),
  });
}

/** POST: scan a tier into the queue. */
export const useAddToQueue = (type: TLabelType) =>
  useQueueChange(type, (scan: string) =>
    api.post<TLabelQueueChange>("/api/orders/labels/queue", { collectibleType: type, scan }, quiet),
  );

/** PUT: take a tier out of the queue ('Tier removed sucessfully'). */
export const useRemoveFromQueue = (type: TLabelType) =>
  useQueueChange(type, (scan: string) =>
    api.put<TLabelQueueChange>("/api/orders/labels/queue", { collectibleType: type, scan }, quiet),
  );

/** Clears the queue with the version read ('Queue cleared sucessfully'; stale → 409). */
export const useClearQueue = (type: TLabelType) =>
  useQueueChange(type, (version: number) =>
    api.post<TLabelQueueChange>(`/api/orders/labels/queue/clear/${type}`, { version }, quiet),
  );

/** Generates the queue's PDF; the queue is then downloadable (pdfName, totalPages), so it is re-read. */
export function useGenerateLabels(type: TLabelType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TLabelPdf>(`/api/orders/workerlabels/download/${type}`, undefined, quiet),
    onSettled: () => queryClient.invalidateQueries({ queryKey: labelQueueKey(type) }),
  });
}

/** Generates one tier's labels ("26-0A12345-SO"). */
export const generateTierLabels = (tierScan: string) =>
  api.post<TLabelPdf>(`/api/orders/labels/download/${encodeURIComponent(tierScan)}`, undefined, quiet);

export const labelPdfPath = (pdfName: string) =>
  `/api/orders/labels?${new URLSearchParams({ name: pdfName })}`;

/** GET a generated PDF by name; a failure is an ApiError with the server's message. */
export async function fetchLabelPdf(pdfName: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetchWithToken(labelPdfPath(pdfName), { Accept: "application/pdf" });
  } catch (caught) {
    if (caught instanceof ApiError) throw caught;
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError(response.status, body);
  }
  return response.blob();
}
