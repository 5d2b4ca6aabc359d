// Files the server streams (CSV exports, PDFs): bytes, so not through the JSON client, but with
// the bearer token and one refresh-and-retry on a 401, like every other call.

import { identityStore } from "../auth/session";
import { ApiError, asErrorBody, readJson } from "./api-error";
import { api } from "./index";

/** GET `path` with the signed-in worker's token; a 401 refreshes the tokens once and retries. */
export async function fetchWithToken(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const send = (token: string | undefined) =>
    window.fetch(path, { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  let token = identityStore.get()?.accessToken;
  let response = await send(token);
  if (response.status === 401) {
    token = (await api.refreshTokens(token)).accessToken;
    response = await send(token);
  }
  return response;
}

/** Saves a streamed CSV export as `fileName`. */
export async function downloadCsv(path: string, fileName: string): Promise<void> {
  const response = await fetchWithToken(path);
  if (!response.ok) throw new ApiError(response.status, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET a PDF the server makes, with the token; a failure is an ApiError with the server's message. */
export async function fetchPdf(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetchWithToken(path, { Accept: "application/pdf" });
  } catch (caught) {
    if (caught instanceof ApiError) throw caught;
    throw new ApiError(0, null);
  }
  if (!response.ok) throw new ApiError(response.status, asErrorBody(await readJson(response)));
  return response.blob();
}
