// The Labels station's check of a tier's printed labels (workflow §7 "labelsVerification/{x}"): set from
// the tier screen and from a comic's labels view. Quiet: useOrderAction shows the outcome and handles a
// stale version.
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { api } from "../../api";

export function verifyLabels(
  tierId: string,
  body: { orderId: string; isVerified: boolean; version: number },
) {
  return api.put<TOrderActionResult>(`/api/orders/labelsVerification/${encodeURIComponent(tierId)}`, body, {
    isQuiet: true,
  });
}
