// One comic's label PDF and its relabel (administration §7 "GET /api/test/getlabel/{id}/relabel/{flag}/
// {oldLabels}"; workflow §7 "relabel/{x}"; contract @gbo/contracts/labels). The PDFs are bytes, read with
// the bearer token like the receipt PDF; the relabel answers the generated PDF's name.
import type { TLabelPdf } from "@gbo/contracts/labels";
import { ApiError, api } from "../../api";
import { fetchWithToken } from "../../api/download-csv";
import { fetchLabelPdf } from "./labels-calls";

export const comicLabelPdfPath = (uniqueId: string) =>
  `/api/test/getlabel/${encodeURIComponent(uniqueId)}/relabel/false/false`;

/** GET the comic's label as a PDF (not a relabel: nothing is logged); a failure is an ApiError. */
export async function fetchComicLabelPdf(uniqueId: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetchWithToken(comicLabelPdfPath(uniqueId), { Accept: "application/pdf" });
  } catch (caught) {
    if (caught instanceof ApiError) throw caught;
    throw new ApiError(0, null);
  }
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  return response.blob();
}

/** POST /api/orders/{orderId}/relabel/{comicSeq}: logged on the order with the reason; answers the PDF. */
export function relabelComic(orderId: string, comicSeq: string, reason: string): Promise<TLabelPdf> {
  const body = reason.trim() ? { reason: reason.trim(), oldLabels: false } : { oldLabels: false };
  return api.post<TLabelPdf>(
    `/api/orders/${encodeURIComponent(orderId)}/relabel/${encodeURIComponent(comicSeq)}`,
    body,
    { isQuiet: true },
  );
}

/** Relabels the comic and loads the PDF it answered (GET /api/orders/labels?name=). */
export async function relabelComicPdf(orderId: string, comicSeq: string, reason: string): Promise<Blob> {
  const pdf = await relabelComic(orderId, comicSeq, reason);
  return fetchLabelPdf(pdf.pdfName);
}
