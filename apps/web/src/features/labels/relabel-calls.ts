// One comic's label PDF and its relabel (administration §7 "GET /api/test/getlabel/{id}/relabel/{flag}/
// {oldLabels}"; workflow §7 "relabel/{x}"; contract @gbo/contracts/labels). The PDFs are bytes, read with
// the bearer token like the receipt PDF; the relabel answers the generated PDF's name.
import type { TLabelPdf } from "@gbo/contracts/labels";
import { type ApiPaths, client, dataOf, quiet } from "../../api";
import { fetchPdf } from "../../api/download-csv";
import { serverPath } from "../../api/paths";
import { fetchLabelPdf } from "./labels-calls";

const COMIC_LABEL_PDF = "/api/test/getlabel/{id}/relabel/{flag}/{oldLabels}";
type ComicLabelPdfPath = ApiPaths[typeof COMIC_LABEL_PDF]["get"]["parameters"]["path"];

/** The comic's label PDF's address, typed by its route (a PDF is bytes, so it is not a typed-client call). */
export const comicLabelPdfPath = (uniqueId: string) => {
  const path: ComicLabelPdfPath = { id: uniqueId, flag: "false", oldLabels: "false" };
  return serverPath(COMIC_LABEL_PDF, path);
};

/** GET the comic's label as a PDF (not a relabel: nothing is logged); a failure is an ApiError. */
export function fetchComicLabelPdf(uniqueId: string): Promise<Blob> {
  return fetchPdf(comicLabelPdfPath(uniqueId));
}

/** POST /api/orders/{orderId}/relabel/{comicSeq}: logged on the order with the reason; answers the PDF. */
export async function relabelComic(orderId: string, comicSeq: string, reason: string): Promise<TLabelPdf> {
  const body = reason.trim() ? { reason: reason.trim(), oldLabels: false } : { oldLabels: false };
  return dataOf(
    await client.POST("/api/orders/{id}/relabel/{x}", {
      params: { path: { id: orderId, x: comicSeq } },
      body,
      fetch: quiet,
    }),
  );
}

/** Relabels the comic and loads the PDF it answered (GET /api/orders/labels?name=). */
export async function relabelComicPdf(orderId: string, comicSeq: string, reason: string): Promise<Blob> {
  const pdf = await relabelComic(orderId, comicSeq, reason);
  return fetchLabelPdf(pdf.pdfName);
}
