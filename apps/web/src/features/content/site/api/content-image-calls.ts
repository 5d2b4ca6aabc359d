// Content pictures (administration §7 image access): the signed upload address, the PUT of the file
// itself (XMLHttpRequest for its upload progress; no bearer token, the address is signed), the confirm
// that checks the stored bytes, and the removal.
import type { TContentImageAddress, TContentImageResult } from "@gbo/contracts/content";
import { client, dataOf, quiet } from "../../../../api";

export async function getContentImageAddress(path: string): Promise<TContentImageAddress> {
  return dataOf(await client.GET("/api/data/sas", { params: { query: { path } }, fetch: quiet }));
}

export async function confirmContentImage(
  path: string,
  version: number | undefined,
): Promise<TContentImageResult> {
  return dataOf(
    await client.POST("/api/data/sas/confirm", {
      params: { query: { path } },
      body: { version },
      fetch: quiet,
    }),
  );
}

/** The record whose picture a removal deletes: its kind's DELETE …/{id}/image and its id. */
export type ImageRemoval = {
  path:
    | "/api/banners/{id}/image"
    | "/api/content/slider/{id}/image"
    | "/api/conventions/{id}/image"
    | "/api/onsites/{id}/image"
    | "/api/signings/{id}/image";
  id: number;
};

export async function removeContentImage(
  removal: ImageRemoval,
  version: number | undefined,
): Promise<TContentImageResult> {
  const params = { path: { id: removal.id }, query: { version } };
  return dataOf(await client.DELETE(removal.path, { params, fetch: quiet }));
}

export const UPLOAD_DID_NOT_FINISH = "The upload did not finish. Check the connection and try again.";

/** The refusal's text: our JSON `{ message }`, a bucket's XML `<Message>`, or a plain fallback. */
function refusalText(status: number, body: string): string {
  const json = /"message"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(body)?.[1];
  const xml = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  if (json) return JSON.parse(`"${json}"`) as string;
  if (xml) return xml;
  return status === 0 ? UPLOAD_DID_NOT_FINISH : `The upload was refused (${status}).`;
}

/** Sends `file` to the signed address; `onProgress` gets 0..100 as the bytes leave the browser. */
export function sendToSignedAddress(
  address: Pick<TContentImageAddress, "url" | "method" | "headers">,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(address.method, address.url);
    for (const [header, value] of Object.entries(address.headers)) xhr.setRequestHeader(header, value);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.round((100 * event.loaded) / event.total));
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(refusalText(xhr.status, xhr.responseText)));
    xhr.onerror = xhr.onabort = () => reject(new Error(UPLOAD_DID_NOT_FINISH));
    xhr.send(file);
  });
}
