// The worker label queue calls (administration §7 "Labels queue"; contract @gbo/contracts/labels). Every
// change answers the queue as it now stands, which replaces the cached one; the PDFs are bytes, read with
// the bearer token like the receipt PDF.
import type { TLabelPdf, TLabelQueue, TLabelQueueChange, TLabelType } from "@gbo/contracts/labels";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiPaths, client, dataOf, quiet } from "../../api";
import { fetchPdf } from "../../api/download-csv";

export const LABEL_TYPES = ["Comic", "Magazine", "Manga"] as const satisfies readonly TLabelType[];

export const labelQueueKey = (type: TLabelType) => ["labels", "queue", type] as const;

// A label's titleLines: the document says exactly two strings (minItems = maxItems = 2), which the generated
// types widen to string[]; the server sends the pair (the domain's labelText), so the queue answers are
// read as the contract's types, whose tuple the screens index.
type ApiLabelQueueChange =
  ApiPaths["/api/orders/labels/queue"]["put"]["responses"][200]["content"]["application/json"];
const changeOf = (answer: { data?: ApiLabelQueueChange }) => dataOf(answer) as TLabelQueueChange;

export function useLabelQueue(type: TLabelType) {
  return useQuery({
    queryKey: labelQueueKey(type),
    queryFn: async () =>
      dataOf(
        await client.GET("/api/orders/labels/queue/{id}", { params: { path: { id: type } }, fetch: quiet }),
      ) as TLabelQueue,
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
  useQueueChange(type, async (scan: string) =>
    changeOf(
      await client.POST("/api/orders/labels/queue", { body: { collectibleType: type, scan }, fetch: quiet }),
    ),
  );

/** PUT: take a tier out of the queue ('Tier removed sucessfully'). */
export const useRemoveFromQueue = (type: TLabelType) =>
  useQueueChange(type, async (scan: string) =>
    changeOf(
      await client.PUT("/api/orders/labels/queue", { body: { collectibleType: type, scan }, fetch: quiet }),
    ),
  );

/** Clears the queue with the version read ('Queue cleared sucessfully'; stale → 409). */
export const useClearQueue = (type: TLabelType) =>
  useQueueChange(type, async (version: number) =>
    changeOf(
      await client.POST("/api/orders/labels/queue/clear/{id}", {
        params: { path: { id: type } },
        body: { version },
        fetch: quiet,
      }),
    ),
  );

/** Generates the queue's PDF; the queue is then downloadable (pdfName, totalPages), so it is re-read. */
export function useGenerateLabels(type: TLabelType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TLabelPdf> =>
      dataOf(
        await client.POST("/api/orders/workerlabels/download/{id}", {
          params: { path: { id: type } },
          fetch: quiet,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: labelQueueKey(type) }),
  });
}

/** Generates one tier's labels ("26-0A12345-SO"). */
export const generateTierLabels = async (tierScan: string): Promise<TLabelPdf> =>
  dataOf(
    await client.POST("/api/orders/labels/download/{id}", {
      params: { path: { id: tierScan } },
      fetch: quiet,
    }),
  );

type LabelPdfQuery = ApiPaths["/api/orders/labels"]["get"]["parameters"]["query"];

/** A generated PDF's address, typed by its route (a PDF is bytes, so it is not a typed-client call). */
export const labelPdfPath = (pdfName: string) =>
  `${"/api/orders/labels" satisfies keyof ApiPaths}?${new URLSearchParams({ name: pdfName } satisfies LabelPdfQuery)}`;

/** GET a generated PDF by name; a failure is an ApiError with the server's message. */
export function fetchLabelPdf(pdfName: string): Promise<Blob> {
  return fetchPdf(labelPdfPath(pdfName));
}
