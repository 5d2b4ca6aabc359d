// Tier writes of workflow §7. Quiet: useOrderAction shows the outcome and handles a stale version.
import type { TOrderActionResult, TTierStatus } from "@gbo/contracts/orders";
import { client, dataOf, quiet } from "../../../api";

/** POST /api/orders/tier/{x}; missingReason is Pressing's missing-comic exception. */
export async function completeTier(body: {
  orderId: string;
  tierId: string;
  missingReason?: string;
  version: number;
}): Promise<TOrderActionResult> {
  const { tierId, ...rest } = body;
  return dataOf(
    await client.POST("/api/orders/tier/{x}", {
      params: { path: { x: tierId } },
      body: { ...rest, tierId },
      fetch: quiet,
    }),
  );
}

export async function rejectTier(body: {
  orderId: string;
  tierId: string;
  toStatus: TTierStatus;
  reason?: string;
  version: number;
}): Promise<TOrderActionResult> {
  return dataOf(await client.POST("/api/orders/reject/tier", { body, fetch: quiet }));
}

export async function skipSpecialImaging(
  orderId: string,
  body: { tierId: string; comment: string; version: number },
): Promise<TOrderActionResult> {
  return dataOf(
    await client.POST("/api/orders/{id}/skip/imagesp", {
      params: { path: { id: orderId } },
      body,
      fetch: quiet,
    }),
  );
}

export async function toggleGradeStatus(
  orderId: string,
  tierId: string,
  version: number,
): Promise<TOrderActionResult> {
  return dataOf(
    await client.PUT("/api/orders/{id}/tier/{tierId}/toggle-grade", {
      params: { path: { id: orderId, tierId } },
      body: { version },
      fetch: quiet,
    }),
  );
}

/** No comicIds: every scanned comic of the tier failed pressing. */
export async function markPressingFailed(
  orderId: string,
  tierId: string,
  body: { comicIds?: string[]; version: number },
): Promise<TOrderActionResult> {
  return dataOf(
    await client.POST("/api/orders/{id}/pressingfail/{tier}", {
      params: { path: { id: orderId, tier: tierId } },
      body,
      fetch: quiet,
    }),
  );
}
