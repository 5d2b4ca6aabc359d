import type { TQueuePage, TTierDetail } from "@gbo/contracts/orders";
import type { APIRequestContext } from "@playwright/test";
import { apiAs } from "./api-as";
import type { DemoUser } from "./demo-users";

/**
 * A worker at a bench station finishes one tier there the way the tier screen does: scans its comics,
 * then completes it. Takes the last row of the full list, not the most overdue one another spec may
 * be finishing at the same moment.
 */
export async function finishTierAt(request: APIRequestContext, user: DemoUser, queue: string) {
  const worker = await apiAs(request, user);
  const list = await worker.get<TQueuePage>(`/api/orders/queue/${queue}/1/-/all`);
  const tier = list.rows.at(-1);
  if (!tier) throw new Error(`no tier waits at ${queue}`);
  const detail = await worker.get<TTierDetail>(`/api/orders/${tier.orderId}/tiers/${tier.tierId}`);
  let version = detail.order.version;
  for (const comic of detail.comics.filter((c) => !c.scanned)) {
    const scanned = await worker.post(`/api/orders/${tier.orderId}/scan/comic`, {
      code: comic.uniqueId,
      tierId: tier.tierId,
      version,
    });
    version = scanned.version;
  }
  await worker.post("/api/orders/tier", { orderId: tier.orderId, tierId: tier.tierId, version });
  return tier;
}
