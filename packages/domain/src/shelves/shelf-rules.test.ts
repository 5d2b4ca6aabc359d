// Shelves (issue 17): the location read from the id, one country per shelf, the move messages and
// 'Invalid request' for a move that does not fit what the shelf holds.
import { describe, expect, it } from "vitest";
import { SHELF_INVALID_REQUEST, SHELF_INVALID_TIER_ID } from "../messages/administration";
import { shelfAlreadyOnMessage, shelfInvalidTierIdMessage, shelfNotOnMessage } from "./shelf-messages";
import {
  normalizeShelfId,
  SHELF_ACTIONS,
  shelfIdParts,
  shelfLocation,
  shelfMoveMessage,
  validateShelfAction,
  validateShelfCountry,
  validateShelfId,
  validateShelfMove,
} from "./shelf-rules";

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
  it("refuses putting in a tier already there and taking out one not there, naming tier and shelf", () => {
    const move = (action: 1 | 2, tierId: string, placedShelfId: string | null) =>
      validateShelfMove({ action, orderId: "26-0A12345", tierId, shelfId: "A-1-B", placedShelfId });
    expect(move(SHELF_ACTIONS.in, "so", "A-1-B")).toEqual({
      ok: false,
      message: "Invalid request: tier 26-0A12345-SO is already on shelf A-1-B.",
    });
    expect(move(SHELF_ACTIONS.out, "SOF", null)).toEqual({
      ok: false,
      message: "Invalid request: tier 26-0A12345-SOF is not on shelf A-1-B; it is on no shelf.",
    });
    expect(move(SHELF_ACTIONS.out, "SOF", "C-2-D")).toEqual({
      ok: false,
      message: "Invalid request: tier 26-0A12345-SOF is not on shelf A-1-B; it is on shelf C-2-D.",
    });
    expect(move(SHELF_ACTIONS.in, "SOF", null)).toEqual({ ok: true, value: null });
    expect(move(SHELF_ACTIONS.in, "SOF", "C-2-D")).toEqual({ ok: true, value: null });
    expect(move(SHELF_ACTIONS.out, "SO", "A-1-B")).toEqual({ ok: true, value: null });
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

describe("shelves", () => {
  it.each([
    ["a-b-c", "A-B-C"],
    [" 12-ab3-x ", "12-AB3-X"],
  ])("%j normalizes to %s", (text, id) => {
    expect(normalizeShelfId(text)).toBe(id);
  });
  it.each(["A-B", "ABCD-1-2", "A-B-C-D", "A_B_C", "A--C"])("%j is not a shelf id", (text) => {
    expect(normalizeShelfId(text)).toBeNull();
  });
  it("messages", () => {
    expect(validateShelfId("")).toEqual({ ok: false, message: "Please enter shelf Id" });
    expect(validateShelfId("A-B")).toEqual({ ok: false, message: "Please enter valid shelf id" });
    expect(shelfIdParts("a-b-c")).toEqual(["A", "B", "C"]);
  });
  it.each([
    [{ shelfId: "A-1-B", tierScan: "", action: 1 }, "Please scan or enter Tier Id"],
    [{ shelfId: "A-1-B", tierScan: "26-0A12345-SO", action: null }, "Please select an action"],
    [{ shelfId: "A-1-B", tierScan: "26-0A12345-SO", action: 3 }, "Please select an action"],
    [
      { shelfId: "A-1-B", tierScan: "26-0a12345-001", action: 1 },
      "Invalid Tier Id: 26-0A12345-001 (shelf A-1-B).",
    ],
    [{ shelfId: "", tierScan: "26-0A12345-SO", action: 1 }, "Please enter shelf Id"],
  ])("%j -> %s", (input, message) => {
    expect(validateShelfAction(input)).toEqual({ ok: false, message });
  });
  it("action 1 puts a tier in, 2 takes it out", () => {
    expect(validateShelfAction({ shelfId: "a-1-b", tierScan: "26-0a12345-sof", action: 2 })).toEqual({
      ok: true,
      value: { shelfId: "A-1-B", orderId: "26-0A12345", tierId: "SOF", action: 2 },
    });
  });
});

describe("shelf moves ('Invalid request')", () => {
  it.each([
    [1, "SO", "A-1-B", "Invalid request: tier 26-0A12345-SO is already on shelf A-1-B."],
    [2, "NW", null, "Invalid request: tier 26-0A12345-NW is not on shelf A-1-B; it is on no shelf."],
  ] as const)("action %i of tier %s placed on %s -> %s", (action, tierId, placedShelfId, message) => {
    const move = { action, orderId: "26-0A12345", tierId, shelfId: "A-1-B", placedShelfId };
    expect(validateShelfMove(move)).toEqual({ ok: false, message });
  });
  it("every refusal starts with the spec's own text", () => {
    expect(shelfInvalidTierIdMessage({ scan: "x", shelfId: "A-1-B" }).startsWith(SHELF_INVALID_TIER_ID)).toBe(
      true,
    );
    expect(shelfAlreadyOnMessage({ tier: "t", shelfId: "A-1-B" }).startsWith(SHELF_INVALID_REQUEST)).toBe(
      true,
    );
    const notOn = shelfNotOnMessage({ tier: "t", shelfId: "A-1-B", placedShelfId: null });
    expect(notOn.startsWith(SHELF_INVALID_REQUEST)).toBe(true);
  });
});
