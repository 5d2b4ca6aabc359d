import type {
  TBulkVspBody,
  TBulkVspPlan,
  TComicSignaturesBody,
  TComicVspVerdictBody,
} from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { client, dataOf, quiet } from "../../../api";

export type Verdict = "approve" | "disapprove";

/** PUT /api/orders/{id}/comic/{comicId}/signatures. Quiet: useOrderAction shows the outcome. */
export async function saveSignatures(
  orderId: string,
  comicId: string,
  body: TComicSignaturesBody,
): Promise<TOrderActionResult> {
  const params = { path: { id: orderId, comicId } };
  return dataOf(
    await client.PUT("/api/orders/{id}/comic/{comicId}/signatures", { params, body, fetch: quiet }),
  );
}

/** POST /api/orders/{id}/comic/{comicId}/vsp/approve|disapprove. */
export async function judgeComic(
  orderId: string,
  comicId: string,
  verdict: Verdict,
  body: TComicVspVerdictBody,
): Promise<TOrderActionResult> {
  const params = { path: { id: orderId, comicId } };
  return dataOf(
    await client.POST(`/api/orders/{id}/comic/{comicId}/vsp/${verdict}`, { params, body, fetch: quiet }),
  );
}

/** POST /api/orders/{id}/bulkvsp/{tier}/approve|disapprove. */
export async function judgeTier(
  orderId: string,
  tierId: string,
  verdict: Verdict,
  body: TBulkVspBody,
): Promise<TOrderActionResult> {
  const params = { path: { id: orderId, tier: tierId } };
  return dataOf(
    await client.POST(`/api/orders/{id}/bulkvsp/{tier}/${verdict}`, { params, body, fetch: quiet }),
  );
}

/** GET /api/orders/{id}/bulkvsp/{tier}: what a bulk verdict of the tier would change, at the order's version. */
export async function getBulkPlan(orderId: string, tierId: string): Promise<TBulkVspPlan> {
  const params = { path: { id: orderId, tier: tierId } };
  return dataOf(await client.GET("/api/orders/{id}/bulkvsp/{tier}", { params }));
}
