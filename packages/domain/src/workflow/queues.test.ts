import { describe, expect, it } from "vitest";
import { MENU_LINKS } from "../menu/index";
import { findQueue, isRecent, LIST_LIMITS, QUEUES, queueForPath, RECENT_DAYS, recentSince } from "./queues";

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
