// A streamed CSV export: bytes, so not through the JSON client, but with the bearer token and one
// refresh-and-retry on a 401. Shared by the sales rep and external user lists.

import { identityStore } from "../auth/session";
import { ApiError, api } from "./index";

export async function downloadCsv(path: string, fileName: string): Promise<void> {
  const send = (token: string | undefined) =>
    window.fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  let token = identityStore.get()?.accessToken;
  let response = await send(token);
  if (response.status === 401) {
    token = (await api.refreshTokens(token)).accessToken;
    response = await send(token);
  }
  if (!response.ok) throw new ApiError(response.status, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
