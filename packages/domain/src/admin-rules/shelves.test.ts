// Shelves (issue 17): the location read from the id, one country per shelf, the move messages and
// 'Invalid request' for a move that does not fit what the shelf holds.
import { describe, expect, it } from "vitest";
import {
  SHELF_ACTIONS,
  shelfLocation,
  shelfMoveMessage,
  validateShelfCountry,
  validateShelfMove,
} from "./shelves";

describe("shelf location", () => {
  it("is read from the id printed on the shelf", () => {
    expect(shelfLocation("a-1-b")).toBe("Aisle A, bay 1, level B");
    expect(shelfLocation("12-AB3-X")).toBe("Aisle 12, bay AB3, level X");
    expect(shelfLocation("A-B")).toBe("");
  });
});

describe("shelf country", () => {
  it("a new shelf takes any country; a shelf keeps the one it was created with", () => {
    const base = { shelfId: "A-1-B", orderId: "26-0A12345" };
    expect(validateShelfCountry({ ...base, shelfCountry: null, orderCountry: "CA" }).ok).toBe(true);
    expect(validateShelfCountry({ ...base, shelfCountry: "US", orderCountry: "US" }).ok).toBe(true);
    expect(validateShelfCountry({ ...base, shelfCountry: "CA", orderCountry: "US" })).toEqual({
      ok: false,
      message: "Shelf A-1-B holds CA tiers; order 26-0A12345 is US.",
    });
  });
});

describe("shelf moves", () => {
  const shelfTiers = [{ orderId: "26-0A12345", tierId: "SO" }];
  it("refuses putting in a tier already there and taking out one not there", () => {
    const move = (action: 1 | 2, tierId: string) =>
      validateShelfMove({ action, orderId: "26-0A12345", tierId, shelfTiers });
    expect(move(SHELF_ACTIONS.in, "so")).toEqual({ ok: false, message: "Invalid request" });
    expect(move(SHELF_ACTIONS.out, "SOF")).toEqual({ ok: false, message: "Invalid request" });
    expect(move(SHELF_ACTIONS.in, "SOF")).toEqual({ ok: true, value: null });
    expect(move(SHELF_ACTIONS.out, "SO")).toEqual({ ok: true, value: null });
  });

  it("answers what was done", () => {
    const tier = { orderId: "26-0A12345", tierId: "so", shelfId: "A-1-B" };
    expect(shelfMoveMessage({ ...tier, action: 1 })).toBe("Tier 26-0A12345-SO put on shelf A-1-B.");
    expect(shelfMoveMessage({ ...tier, action: 1, fromShelfId: "C-2-D" })).toBe(
      "Tier 26-0A12345-SO put on shelf A-1-B (moved from shelf C-2-D).",
    );
    expect(shelfMoveMessage({ ...tier, action: 2 })).toBe("Tier 26-0A12345-SO taken off shelf A-1-B.");
  });
});
