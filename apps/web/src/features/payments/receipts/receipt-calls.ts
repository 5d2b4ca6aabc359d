// The receipt calls: the PDF (bytes, so not through the JSON client, but with its bearer token and its
// one refresh-and-retry on a 401), the print job, and the post to the printer service on this machine.
import type { TReceiptPrint } from "@gbo/contracts/payments";
import { ApiError, api } from "../../../api";
import { fetchWithToken } from "../../../api/download-csv";

/** How long the printer service may take before the print counts as failed. */
export const PRINTER_TIMEOUT_MS = 10_000;

export function receiptPdfPath(orderId: string, transactionId?: number, now = new Date()): string {
  const query = new URLSearchParams();
  if (transactionId !== undefined) query.set("transactionId", String(transactionId));
  // Times on the receipt read on the worker's clock.
  query.set("utcOffset", String(-now.getTimezoneOffset()));
  return `/api/orders/${encodeURIComponent(orderId)}/receipt.pdf?${query}`;
}

async function errorBodyOf(response: Response) {
  try {
    return (await response.json()) as { message?: string };
  } catch {
    return null;
  }
}

/** GET the receipt PDF; a failure is an ApiError with the server's message. */
export async function fetchReceiptPdf(orderId: string, transactionId?: number): Promise<Blob> {
  let response: Response;
  try {
    response = await fetchWithToken(receiptPdfPath(orderId, transactionId), { Accept: "application/pdf" });
  } catch (caught) {
    if (caught instanceof ApiError) throw caught;
    throw new ApiError(0, null);
  }
  if (!response.ok) throw new ApiError(response.status, await errorBodyOf(response));
  return response.blob();
}

/** GET /api/orders/{id}/receipt: the print job (the client shows a failure itself). */
export function getReceiptPrintJob(orderId: string): Promise<TReceiptPrint> {
  return api.get<TReceiptPrint>(`/api/orders/${encodeURIComponent(orderId)}/receipt`);
}

/** POSTs the job to the local printer service; resolves only on a 2xx answer. */
export async function postToPrinter(printerUrl: string, job: TReceiptPrint): Promise<void> {
  const response = await window.fetch(printerUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(job),
    signal: AbortSignal.timeout(PRINTER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`printer service answered ${response.status}`);
}
