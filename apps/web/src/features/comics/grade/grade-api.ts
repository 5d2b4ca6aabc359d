import type { TComicGradeBody, TOrderActionResult } from "@gbo/contracts/orders";
import { api } from "../../../api";

/** PUT /api/orders/{id}/comic/{comicId}/grade. Quiet: useOrderAction shows the outcome. */
export function saveGrade(orderId: string, comicId: string, body: TComicGradeBody) {
  return api.put<TOrderActionResult>(
    `/api/orders/${encodeURIComponent(orderId)}/comic/${encodeURIComponent(comicId)}/grade`,
    body,
    { isQuiet: true },
  );
}
