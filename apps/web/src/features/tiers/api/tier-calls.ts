// Tier writes of workflow §7. Quiet: useOrderAction shows the outcome and handles a stale version.
import type { TOrderActionResult, TTierStatus } from "@gbo/contracts/orders";
import { api } from "../../../api";
import { orderPath } from "../../orders";

const quiet = { isQuiet: true } as const;
const tierSegment = (tierId: string) => encodeURIComponent(tierId);

/** POST /api/orders/tier/{x}; missingReason is Pressing's missing-comic exception. */
export function completeTier(body: {
  orderId: string;
  tierId: string;
  missingReason?: string;
  version: number;
}) {
  const { tierId, ...rest } = body;
  return api.post<TOrderActionResult>(`/api/orders/tier/${tierSegment(tierId)}`, { ...rest, tierId }, quiet);
}

export function rejectTier(body: {
  orderId: string;
  tierId: string;
  toStatus: TTierStatus;
  reason?: string;
  version: number;
}) {
  return api.post<TOrderActionResult>("/api/orders/reject/tier", body, quiet);
}

export function skipSpecialImaging(
  orderId: string,
  body: { tierId: string; comment: string; version: number },
) {
  return api.post<TOrderActionResult>(`${orderPath(orderId)}/skip/imagesp`, body, quiet);
}

export function toggleGradeStatus(orderId: string, tierId: string, version: number) {
  return api.put<TOrderActionResult>(
    `${orderPath(orderId)}/tier/${tierSegment(tierId)}/toggle-grade`,
    { version },
    quiet,
  );
}

/** No comicIds: every scanned comic of the tier failed pressing. */
export function markPressingFailed(
  orderId: string,
  tierId: string,
  body: { comicIds?: string[]; version: number },
) {
  return api.post<TOrderActionResult>(
    `${orderPath(orderId)}/pressingfail/${tierSegment(tierId)}`,
    body,
    quiet,
  );
}
