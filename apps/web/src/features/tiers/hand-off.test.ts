import type { TLogEntry } from "@gbo/contracts/orders";
import { describe, expect, it } from "vitest";
import { handOffNotes } from "./hand-off";

let id = 0;
const entry = (type: string, description: string, tierId: string | null = "SO"): TLogEntry => ({
  id: ++id,
  orderId: "26-HAND001",
  type,
  tierId,
  comicId: null,
  description,
  fromStatus: null,
  toStatus: null,
  author: "pressing",
  date: "2026-04-01T10:00:00.000Z",
});

const LOG = [
  entry("Scan", "Scanned 26-HAND001-001"),
  entry("Tier", "Completed Pressing with missing comics: 003 left with the customer"),
  entry("Tier", "Completed HeatSeal"),
  entry("Labels", "Labels verified"),
  entry("Reject", "Rejected to Labels: Label misprinted"),
  entry("Comment", "Customer asked for a regrade of 002", "WS"),
  entry("DueDate", "Due date 04-20-26 → 04-10-26"),
  entry("Comment", "Call the customer before shipping", null),
];

describe("hand-off notes", () => {
  it("for a tier: its own and the order's notes, newest first, without scans and plain moves", () => {
    expect(handOffNotes(LOG, { tierId: "SO" }).map((note) => [note.kind, note.text])).toEqual([
      ["Comment", "Call the customer before shipping"],
      ["Due date", "Due date 04-20-26 → 04-10-26"],
      ["Rejected", "Rejected to Labels: Label misprinted"],
      ["Labels", "Labels verified"],
      ["Missing", "Completed Pressing with missing comics: 003 left with the customer"],
    ]);
  });

  it("for the order (shipping): every tier's, each named by its tier", () => {
    const texts = handOffNotes(LOG).map((note) => note.text);
    expect(texts).toContain("WS: Customer asked for a regrade of 002");
    expect(texts).toHaveLength(6);
  });
});
