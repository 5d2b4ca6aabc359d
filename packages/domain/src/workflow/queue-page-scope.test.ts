// Which writes make a kept queue page stale: the ones that can change what it shows, and no others.
import { describe, expect, it } from "vitest";
import {
  areQueueCountsStale,
  countsReadDelay,
  isQueuePageStale,
  LIVE_COUNTS_INTERVAL_MS,
  type OrderEventScope,
  type QueuePageScope,
} from "./queue-page-scope";

const slabPage: QueuePageScope = { orderIds: new Set(["26-ONPAGE1"]), statuses: ["Slab"], isTierQueue: true };
const invoicingPage: QueuePageScope = {
  orderIds: new Set(["26-ONPAGE2"]),
  statuses: ["Invoicing"],
  isTierQueue: false,
};
const other = (change: Partial<OrderEventScope>): OrderEventScope => ({
  orderId: "26-ELSEWHR",
  tierId: "SO",
  fromStatus: "InProcess",
  toStatus: "InProcess",
  ...change,
});

describe("a tier queue page", () => {
  it("is stale after any write to an order it shows, even a scan", () => {
    expect(isQueuePageStale(slabPage, other({ orderId: "26-ONPAGE1" }))).toBe(true);
  });

  it("is stale when a tier enters or leaves its statuses", () => {
    expect(isQueuePageStale(slabPage, other({ fromStatus: "HeatSeal", toStatus: "Slab" }))).toBe(true);
    expect(isQueuePageStale(slabPage, other({ fromStatus: "Slab", toStatus: "QC" }))).toBe(true);
  });

  it("is kept when another order's tier moves between other stations or takes its own step", () => {
    expect(isQueuePageStale(slabPage, other({ fromStatus: "Labels", toStatus: "HeatSeal" }))).toBe(false);
    // A scan or grade save elsewhere names the order's status twice.
    expect(isQueuePageStale(slabPage, other({}))).toBe(false);
  });

  it("is stale after an order-level write elsewhere: a fast pass or an invoice may reorder or add tiers", () => {
    expect(isQueuePageStale(slabPage, other({ tierId: null }))).toBe(true);
    expect(
      isQueuePageStale(slabPage, other({ tierId: null, fromStatus: "Invoicing", toStatus: "InProcess" })),
    ).toBe(true);
  });
});

describe("an order queue page", () => {
  it("is stale when an order enters, leaves or changes within its statuses", () => {
    expect(
      isQueuePageStale(
        invoicingPage,
        other({ tierId: null, fromStatus: "Submitted", toStatus: "Invoicing" }),
      ),
    ).toBe(true);
    expect(
      isQueuePageStale(
        invoicingPage,
        other({ tierId: null, fromStatus: "Invoicing", toStatus: "InProcess" }),
      ),
    ).toBe(true);
    expect(
      isQueuePageStale(
        invoicingPage,
        other({ tierId: null, fromStatus: "Invoicing", toStatus: "Invoicing" }),
      ),
    ).toBe(true);
    // A new order (no status before it).
    expect(
      isQueuePageStale(invoicingPage, other({ tierId: null, fromStatus: null, toStatus: "Invoicing" })),
    ).toBe(true);
  });

  it("is kept while orders in other statuses are written (the stations' scans, grades, completions)", () => {
    expect(isQueuePageStale(invoicingPage, other({}))).toBe(false);
    expect(isQueuePageStale(invoicingPage, other({ fromStatus: "Slab", toStatus: "QC" }))).toBe(false);
    expect(isQueuePageStale(invoicingPage, other({ tierId: null }))).toBe(false);
  });
});

describe("the queue counts", () => {
  it("change with every move and every order-level write, not with a tier's own step", () => {
    expect(areQueueCountsStale(other({ fromStatus: "Slab", toStatus: "QC" }))).toBe(true);
    expect(areQueueCountsStale(other({ tierId: null }))).toBe(true);
    expect(areQueueCountsStale(other({}))).toBe(false);
  });
});

describe("the live counts' pace", () => {
  it("reads at once after a quiet spell, and otherwise waits out the window", () => {
    expect(countsReadDelay(Number.NEGATIVE_INFINITY, 0)).toBe(0);
    expect(countsReadDelay(1000, 1000 + LIVE_COUNTS_INTERVAL_MS)).toBe(0);
    expect(countsReadDelay(1000, 1500)).toBe(LIVE_COUNTS_INTERVAL_MS - 500);
  });
});
