import type { TBulkVspBody, TComicSignaturesBody, TComicVspVerdictBody } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { api } from "../../../api";
import { orderPath } from "../../orders";

export type Verdict = "approve" | "disapprove";

const comicPath = (orderId: string, comicId: string) =>
  `${orderPath(orderId)}/comic/${encodeURIComponent(comicId)}`;

/** PUT /api/orders/{id}/comic/{comicId}/signatures. Quiet: useOrderAction shows the outcome. */
export function saveSignatures(orderId: string, comicId: string, body: TComicSignaturesBody) {
  return api.put<TOrderActionResult>(`${comicPath(orderId, comicId)}/signatures`, body, { isQuiet: true });
}

/** POST /api/orders/{id}/comic/{comicId}/vsp/approve|disapprove. */
export function judgeComic(orderId: string, comicId: string, verdict: Verdict, body: TComicVspVerdictBody) {
  return api.post<TOrderActionResult>(`${comicPath(orderId, comicId)}/vsp/${verdict}`, body, {
    isQuiet: true,
  });
}

/** POST /api/orders/{id}/bulkvsp/{tier}/approve|disapprove. */
export function judgeTier(orderId: string, tierId: string, verdict: Verdict, body: TBulkVspBody) {
  return api.post<TOrderActionResult>(
    `${orderPath(orderId)}/bulkvsp/${encodeURIComponent(tierId)}/${verdict}`,
    body,
    { isQuiet: true },
  );
}
