import type { TComicGradeBody } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { client, dataOf, quiet } from "../../../api";

/** PUT /api/orders/{id}/comic/{comicId}/grade. Quiet: useOrderAction shows the outcome. */
export async function saveGrade(
  orderId: string,
  comicId: string,
  body: TComicGradeBody,
): Promise<TOrderActionResult> {
  const params = { path: { id: orderId, comicId } };
  return dataOf(await client.PUT("/api/orders/{id}/comic/{comicId}/grade", { params, body, fetch: quiet }));
}
