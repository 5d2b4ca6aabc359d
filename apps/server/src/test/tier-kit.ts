// Helpers of the tier int tests: a worker per station, the order summary, scanning a whole tier.
import type { TOrderSummary, TTierDetail } from "@gbo/contracts/orders";
import { TIER_STATUS_CLAIMS, type TierServices, type TierStatus } from "@gbo/domain/workflow";
import { expect } from "vitest";
import { type Caller, callerWith } from "./callers";
import type { TestContext } from "./test-context";

export const ALL_SERVICES: TierServices = {
  hasSpecialImaging: true,
  hasSignature: true,
  hasPressing: true,
  hasImaging: true,
};
export const NO_SERVICES: TierServices = {
  hasSpecialImaging: false,
  hasSignature: false,
  hasPressing: false,
  hasImaging: false,
};

/** `ctx` is read when a helper runs (test files create it in beforeAll). */
export function tierTestKit(ctx: () => TestContext) {
  const callers = new Map<string, Caller>();
  /** A worker holding exactly the station's first claim (PreGrade → pregrade, QC → qc, …). */
  async function stationWorker(status: TierStatus): Promise<Caller> {
    const claim = TIER_STATUS_CLAIMS[status][0]!;
    let caller = callers.get(claim);
    if (!caller) {
      caller = await callerWith(ctx(), claim);
      callers.set(claim, caller);
    }
    return caller;
  }

  async function summary(orderId: string) {
    const admin = await stationWorker("Shipping");
    return (await admin.get<TOrderSummary>(`/api/orders/${orderId}`)).body;
  }

  async function scanAll(caller: Caller, orderId: string, tierId: string) {
    let version = (await summary(orderId)).order.version;
    const detail = (await caller.get<TTierDetail>(`/api/orders/${orderId}/tiers/${tierId}`)).body;
    for (const comic of detail.comics) {
      const scanned = await caller.send("POST", `/api/orders/${orderId}/scan/comic`, {
        tierId,
        code: comic.uniqueId,
        version,
      });
      expect(scanned.status, scanned.body.message).toBe(200);
      version = scanned.body.version;
    }
    return version;
  }

  return { stationWorker, summary, scanAll };
}
