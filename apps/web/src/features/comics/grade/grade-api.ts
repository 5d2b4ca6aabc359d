import type { TComicGradeBody } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { api } from "../../../api";
import { orderPath } from "../../orders";

/** PUT /api/orders/{id}/comic/{comicId}/grade. Quiet: useOrderAction shows the outcome. */
export function saveGrade(orderId: string, comicId: string, body: TComicGradeBody) {
  return api.put<TOrderActionResult>(
    `${orderPath(orderId)}/comic/${encodeURIComponent(comicId)}/grade`,
    body,
    { isQuiet: true },
  );
}
