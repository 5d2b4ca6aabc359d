// The receipt calls: the PDF (bytes, so not through the JSON client, but with its bearer token and its
// one refresh-and-retry on a 401), the print job, and the post to the printer service on this machine.
import type { TReceiptPrint } from "@gbo/contracts/payments";
import { type ApiPaths, client, dataOf } from "../../../api";
import { fetchPdf } from "../../../api/download-csv";
import { serverPath } from "../../../api/paths";

/** How long the printer service may take before the print counts as failed. */
export const PRINTER_TIMEOUT_MS = 10_000;

const RECEIPT_PDF = "/api/orders/{id}/receipt.pdf";
type ReceiptPdfParams = ApiPaths[typeof RECEIPT_PDF]["get"]["parameters"];

/** The PDF's address, typed by its route (a PDF is bytes, so it is not a typed-client call). */
export function receiptPdfPath(orderId: string, transactionId?: number): string {
  const path: ReceiptPdfParams["path"] = { id: orderId };
  // Times on the receipt read on the lab's clock (its time-zone setting), whoever's browser asks.
  const query: NonNullable<ReceiptPdfParams["query"]> = transactionId === undefined ? {} : { transactionId };
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return search.size > 0 ? `${serverPath(RECEIPT_PDF, path)}?${search}` : serverPath(RECEIPT_PDF, path);
}

/** GET the receipt PDF; a failure is an ApiError with the server's message. */
export function fetchReceiptPdf(orderId: string, transactionId?: number): Promise<Blob> {
  return fetchPdf(receiptPdfPath(orderId, transactionId));
}

/** GET /api/orders/{id}/receipt: the print job (the client shows a failure itself). */
export async function getReceiptPrintJob(orderId: string): Promise<TReceiptPrint> {
  return dataOf(await client.GET("/api/orders/{id}/receipt", { params: { path: { id: orderId } } }));
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
