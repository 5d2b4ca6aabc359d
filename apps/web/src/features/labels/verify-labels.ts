// The Labels station's check of a tier's printed labels (workflow §7 "labelsVerification/{x}"): set from
// the tier screen and from a comic's labels view. Quiet: useOrderAction shows the outcome and handles a
// stale version.
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { client, dataOf, quiet } from "../../api";

export async function verifyLabels(
  tierId: string,
  body: { orderId: string; isVerified: boolean; version: number },
): Promise<TOrderActionResult> {
  return dataOf(
    await client.PUT("/api/orders/labelsVerification/{tier}", {
      params: { path: { tier: tierId } },
      body,
      fetch: quiet,
    }),
  );
}
