// The payment form's one trip with card or bank details: to the gateway's tokenizer (a hosted field;
// the built-in test gateway serves it on our server). Nothing here is cached, stored or logged: the
// details go in the request body and only the token comes back.
import type { TTokenizeBody, TTokenizeResult } from "@gbo/contracts/payments";
import { api } from "../../../api";
import { ApiError, asErrorBody, readJson } from "../../../api/api-error";

/** Our own server's tokenizer takes our bearer (via the app's client); a real gateway's never sees it. */
function isSameOrigin(url: string): boolean {
  return new URL(url, window.location.origin).origin === window.location.origin;
}

export async function tokenize(tokenizeUrl: string, body: TTokenizeBody): Promise<TTokenizeResult> {
  if (isSameOrigin(tokenizeUrl)) return api.post<TTokenizeResult>(tokenizeUrl, body, { isQuiet: true });
  let response: Response;
  try {
    response = await window.fetch(tokenizeUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "omit",
    });
  } catch {
    throw new ApiError(0, null);
  }
  const answer = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, asErrorBody(answer));
  return answer as TTokenizeResult;
}
