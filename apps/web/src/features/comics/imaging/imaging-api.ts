// The imaging calls: the upload address (GET sas/comic), the PUT of the file itself (XMLHttpRequest,
// for its upload progress events; no bearer token: the address is signed), the confirm and the list.
import type { TComicImages, TImageUploadAddress } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import type { ImageKind } from "@gbo/domain/imaging";
import { imagePathOf } from "@gbo/domain/imaging";
import { queryOptions } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";
import { orderKeys } from "../../orders";

/** GET /api/orders/sas/comic?path={uniqueId}/{kind}.jpg */
export async function getUploadAddress(uniqueId: string, kind: ImageKind): Promise<TImageUploadAddress> {
  const params = { query: { path: imagePathOf(uniqueId, kind) } };
  return dataOf(await client.GET("/api/orders/sas/comic", { params, fetch: quiet }));
}

/** POST /api/orders/{id}/comic/{comicId}/images/{kind}, version-less (see the contract). */
export async function confirmUpload(
  orderId: string,
  comicId: string,
  kind: ImageKind,
): Promise<TOrderActionResult> {
  const params = { path: { id: orderId, comicId, kind } };
  return dataOf(
    await client.POST("/api/orders/{id}/comic/{comicId}/images/{kind}", { params, body: {}, fetch: quiet }),
  );
}

export const imagesKey = (orderId: string, comicId: string) =>
  [...orderKeys.comic(orderId, comicId), "images"] as const;

export const imagesQueryOptions = (orderId: string, comicId: string) =>
  queryOptions({
    queryKey: imagesKey(orderId, comicId),
    queryFn: async ({ signal }): Promise<TComicImages> => {
      const params = { path: { id: orderId, comicId } };
      return dataOf(
        await client.GET("/api/orders/{id}/comic/{comicId}/images", { params, signal, fetch: quiet }),
      );
    },
    // Download addresses live 10 minutes; read them again well before.
    staleTime: 4 * 60_000,
    refetchInterval: 8 * 60_000,
  });

export const UPLOAD_FAILED_MESSAGE = "The upload did not finish. Check the connection and try again.";

/** The refusal's text: our JSON `{ message }`, a bucket's XML `<Message>`, or a plain fallback. */
export function uploadErrorText(status: number, body: string): string {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
  } catch {
    const xml = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
    if (xml) return xml;
  }
  return status === 0 ? UPLOAD_FAILED_MESSAGE : `The upload was refused (${status}).`;
}

/** PUTs `file` to the signed address; `onProgress` gets 0..100 as bytes leave the browser. */
export function putFile(
  address: Pick<TImageUploadAddress, "url" | "method" | "headers">,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(address.method, address.url);
    for (const [name, value] of Object.entries(address.headers)) request.setRequestHeader(name, value);
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new Error(uploadErrorText(request.status, request.responseText)));
    };
    request.onerror = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    request.onabort = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    request.send(file);
  });
}
