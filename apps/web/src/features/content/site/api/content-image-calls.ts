// Content pictures (administration §7 image access): the signed upload address, the PUT of the file
// itself (XMLHttpRequest for its upload progress; no bearer token, the address is signed), the confirm
// that checks the stored bytes, and the removal.
import type { TContentImageAddress, TContentImageResult } from "@gbo/contracts/content";
import { api } from "../../../../api";

const pathQuery = (path: string) => `?path=${encodeURIComponent(path)}`;

export function getContentImageAddress(path: string) {
  return api.get<TContentImageAddress>(`/api/data/sas${pathQuery(path)}`, { isQuiet: true });
}

export function confirmContentImage(path: string, version: number | undefined) {
  return api.post<TContentImageResult>(
    `/api/data/sas/confirm${pathQuery(path)}`,
    { version },
    { isQuiet: true },
  );
}

export function removeContentImage(removeUrl: string, version: number | undefined) {
  const query = version === undefined ? "" : `?version=${version}`;
  return api.del<TContentImageResult>(`${removeUrl}${query}`, { isQuiet: true });
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
