import { describe, expect, it } from "vitest";
import { MENU_LINKS } from "../menu/index";
import {
  findQueue,
  isRecent,
  isStationQueue,
  LIST_LIMITS,
  QUEUE_KEYS,
  QUEUES,
  queueForOrderStatus,
  queueForPath,
  queueForTierStatus,
  RECENT_DAYS,
  recentSince,
  stepsForClaims,
} from "./queues";
import { TIER_STATUSES } from "./statuses";

describe("queues (workflow §2 routes, §9 limits)", () => {
  it.each([
    ["addcomic", "/comics", 500],
    ["invoicing", "/invoicing", 500],
    ["billing", "/billing", 50],
    ["grading", "/grading", 20],
    ["heatseal", "/heatseal", 50],
    ["imaging", "/imaging", 50],
    ["labels", "/labels", 50],
    ["pressing", "/pressing", 50],
    ["quality", "/quality", 50],
    ["signature", "/signature", 50],
    ["slab", "/slab", 50],
    ["receiving", "/receiving", 100],
    ["shipping", "/shipping", 200],
    ["shipping-pickup", "/shipping-pickup", 200],
    ["shipping-canada", "/shipping-canada", 200],
    ["support", "/support", 200],
  ])("%s is %s with limit %i", (key, path, limit) => {
    const queue = findQueue(key);
    expect(queue?.path).toBe(path);
    expect(queue?.limit).toBe(limit);
  });

  it("has one row per queue key, in the keys' order (the API's queue enum)", () => {
    expect(QUEUES.map((q) => q.key)).toEqual([...QUEUE_KEYS]);
  });

  it("every queue route of §2 is in the table once", () => {
    expect(QUEUES.map((q) => q.path).sort()).toEqual(
      [
        "/receiving",
        "/invoicing",
        "/comics",
        "/signature",
        "/pressing",
        "/grading",
        "/labels",
        "/heatseal",
        "/slab",
        "/quality",
        "/imaging",
        "/shipping",
        "/shipping-canada",
        "/shipping-pickup",
        "/billing",
        "/support",
      ].sort(),
    );
  });

  it("a queue is read with the same claims its menu link needs", () => {
    for (const link of MENU_LINKS) {
      const queue = queueForPath(link.path);
      if (queue) expect(queue.claims).toEqual(link.claims);
    }
    expect(findQueue("grading")?.claims).toEqual(["grade", "pregrade", "finalize"]);
  });

  it("lists orders or tiers by status", () => {
    expect(findQueue("grading")?.lists).toEqual({ kind: "tiers", statuses: ["PreGrade", "Finalize"] });
    expect(findQueue("shipping-canada")?.lists).toEqual({ kind: "orders", statuses: ["ShipToCanada"] });
    expect(findQueue("shipping-pickup")?.lists).toEqual({ kind: "orders", statuses: ["ReadyForPickUp"] });
    expect(findQueue("support")?.lists).toEqual({ kind: "orders", statuses: ["Completed"] });
    expect(findQueue("nope")).toBeUndefined();
    expect(RECENT_DAYS).toBe(30);
  });
});

describe("recent window and list sizes (workflow §9)", () => {
  it("the recent list covers the last 30 days", () => {
    expect(RECENT_DAYS).toBe(30);
    expect(recentSince("2026-11-21")).toBe("2026-10-22");
    expect(isRecent("2026-10-22", "2026-11-21")).toBe(true);
    expect(isRecent("2026-10-21", "2026-11-21")).toBe(false);
    expect(isRecent("2026-11-22", "2026-11-21")).toBe(false);
  });

  it("user orders 300; user comics and audits 50; completed orders per user 10", () => {
    expect(LIST_LIMITS).toEqual({
      userOrders: 300,
      userComics: 50,
      userAudits: 50,
      completedOrdersPerUser: 10,
    });
  });
});

describe("the queue of a tier or an order (the station the menu highlights on its screens)", () => {
  it.each([
    ["ImagingSP", "/imaging"],
    ["Signature", "/signature"],
    ["Pressing", "/pressing"],
    ["PreGrade", "/grading"],
    ["Finalize", "/grading"],
    ["Labels", "/labels"],
    ["HeatSeal", "/heatseal"],
    ["Slab", "/slab"],
    ["QC", "/quality"],
    ["Imaging", "/imaging"],
  ] as const)("a %s tier is listed on %s", (status, path) => {
    expect(queueForTierStatus(status)?.path).toBe(path);
  });

  it("a Shipping tier has no tier queue (shipping is worked per order)", () => {
    expect(queueForTierStatus("Shipping")).toBeUndefined();
    // Every other tier status has exactly one queue.
    for (const status of TIER_STATUSES.filter((s) => s !== "Shipping")) {
      expect(
        QUEUES.filter((q) => q.lists.kind === "tiers" && q.lists.statuses.includes(status as never)),
      ).toHaveLength(1);
    }
  });

  it.each([
    ["Billing", "/billing"],
    ["Shipping", "/shipping"],
    ["ShipToCanada", "/shipping-canada"],
    ["ReadyForPickUp", "/shipping-pickup"],
    ["Invoicing", "/invoicing"],
  ] as const)("an order at %s is listed on %s", (status, path) => {
    expect(queueForOrderStatus(status)?.path).toBe(path);
  });

  it("an order in process or finished belongs to no station queue", () => {
    expect(queueForOrderStatus("InProcess")).toBeUndefined();
    expect(queueForOrderStatus("Completed")).toBeUndefined();
    expect(queueForOrderStatus("Cancelled")).toBeUndefined();
  });

  it("every queue but the completed orders is a station's work", () => {
    expect(QUEUES.filter((q) => !isStationQueue(q)).map((q) => q.key)).toEqual(["support"]);
  });
});

describe("steps a worker's claims work on a combined queue (the step filter's start)", () => {
  const grading = findQueue("grading")!;
  const imaging = findQueue("imaging")!;
  it.each([
    ["finalize", ["Finalize"]],
    ["pregrade", ["PreGrade"]],
    ["grade", ["PreGrade", "Finalize"]],
    ["pregrade,finalize", ["PreGrade", "Finalize"]],
    ["admin", ["PreGrade", "Finalize"]],
    ["FINALIZE,labels", ["Finalize"]],
  ])("grading for claims %s: %j", (claims, steps) => {
    expect(stepsForClaims(grading, claims)).toEqual(steps);
  });

  it("imaging has one claim for both steps", () => {
    expect(stepsForClaims(imaging, "imaging")).toEqual(["ImagingSP", "Imaging"]);
  });

  it("claims that work none of the steps start on every step; a one-step queue has its step", () => {
    expect(stepsForClaims(grading, "billing")).toEqual(["PreGrade", "Finalize"]);
    expect(stepsForClaims(findQueue("shipping")!, "shipping")).toEqual(["Shipping"]);
  });
});
