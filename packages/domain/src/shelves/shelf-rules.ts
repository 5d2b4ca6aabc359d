// Shelves (administration §4, §5): ids "A-B-C", action 1 puts a tier in, 2 takes it out.
import { parseScanCode } from "../ids/index";
import {
  ENTER_SHELF_ID,
  ENTER_VALID_SHELF_ID,
  SCAN_OR_ENTER_TIER_ID,
  SELECT_AN_ACTION,
} from "../messages/administration";
import { fail, ok, type Result } from "../workflow/result";
import { shelfAlreadyOnMessage, shelfInvalidTierIdMessage, shelfNotOnMessage } from "./shelf-messages";

const SHELF_ID = /^[0-9A-Z]{1,3}-[0-9A-Z]{1,3}-[0-9A-Z]{1,3}$/;

/** "Three groups of 1 to 3 alphanumerics separated by hyphens, uppercased"; null when not one. */
export function normalizeShelfId(text: string): string | null {
  const value = text.trim().toUpperCase();
  return SHELF_ID.test(value) ? value : null;
}

export function validateShelfId(text: string | null | undefined): Result<string> {
  const value = text?.trim() ?? "";
  if (!value) return fail(ENTER_SHELF_ID);
  const id = normalizeShelfId(value);
  return id ? ok(id) : fail(ENTER_VALID_SHELF_ID);
}

/** The three parts, as POST /api/shelves/{a}/{b}/{c} takes them. */
export function shelfIdParts(id: string): [string, string, string] | null {
  const normalized = normalizeShelfId(id);
  if (!normalized) return null;
  const [a = "", b = "", c = ""] = normalized.split("-");
  return [a, b, c];
}

export const SHELF_ACTIONS = { in: 1, out: 2 } as const;
export type ShelfAction = (typeof SHELF_ACTIONS)[keyof typeof SHELF_ACTIONS];

/** A shelf scan: shelf id, a tier scan ("26-0A12345-SO") and action 1 (in) or 2 (out). */
export function validateShelfAction(input: {
  shelfId: string | null | undefined;
  tierScan: string | null | undefined;
  action: number | null | undefined;
}): Result<{ shelfId: string; orderId: string; tierId: string; action: ShelfAction }> {
  const shelf = validateShelfId(input.shelfId);
  if (!shelf.ok) return shelf;
  const scan = input.tierScan?.trim() ?? "";
  if (!scan) return fail(SCAN_OR_ENTER_TIER_ID);
  if (input.action !== SHELF_ACTIONS.in && input.action !== SHELF_ACTIONS.out) return fail(SELECT_AN_ACTION);
  const target = parseScanCode(scan);
  if (target?.kind !== "tier") return fail(shelfInvalidTierIdMessage({ scan, shelfId: shelf.value }));
  return ok({ shelfId: shelf.value, orderId: target.orderId, tierId: target.tierId, action: input.action });
}

/**
 * The move itself, against where the tier is now (a tier is on at most one shelf). Our reading of
 * 'Invalid request' (administration §5 lists it without a case): putting in a tier that is already on
 * this shelf, or taking out one that is not on it; the message says which tier, which shelf, and where
 * the tier is instead.
 */
export function validateShelfMove(input: {
  action: ShelfAction;
  orderId: string;
  tierId: string;
  shelfId: string;
  /** The shelf the tier is on now, null when on none. */
  placedShelfId: string | null;
}): Result<null> {
  const tier = `${input.orderId}-${input.tierId.toUpperCase()}`;
  const isOnShelf = input.placedShelfId === input.shelfId;
  if (input.action === SHELF_ACTIONS.in)
    return isOnShelf ? fail(shelfAlreadyOnMessage({ tier, shelfId: input.shelfId })) : ok(null);
  return isOnShelf
    ? ok(null)
    : fail(shelfNotOnMessage({ tier, shelfId: input.shelfId, placedShelfId: input.placedShelfId }));
}

/** "A-1-B" → "Aisle A, bay 1, level B": the location printed on the shelf is read from its id. */
export function shelfLocation(id: string): string {
  const parts = shelfIdParts(id);
  if (!parts) return "";
  const [aisle, bay, level] = parts;
  return `Aisle ${aisle}, bay ${bay}, level ${level}`;
}

export type ShelfCountry = "US" | "CA";

/**
 * A shelf holds one country's tiers, so Canadian shipments stay apart: its country is set by the
 * first tier put on it (null for a shelf not created yet, which takes any tier).
 */
export function validateShelfCountry(input: {
  shelfId: string;
  shelfCountry: ShelfCountry | null;
  orderId: string;
  orderCountry: ShelfCountry;
}): Result<null> {
  if (input.shelfCountry === null || input.shelfCountry === input.orderCountry) return ok(null);
  return fail(
    `Shelf ${input.shelfId} holds ${input.shelfCountry} tiers; order ${input.orderId} is ${input.orderCountry}.`,
  );
}

/** The answer of a successful scan: "Tier 26-0A12345-SO put on shelf A-1-B." / "… taken off shelf A-1-B." */
export function shelfMoveMessage(input: {
  action: ShelfAction;
  orderId: string;
  tierId: string;
  shelfId: string;
  fromShelfId?: string | null;
}): string {
  const tier = `Tier ${input.orderId}-${input.tierId.toUpperCase()}`;
  if (input.action === SHELF_ACTIONS.out) return `${tier} taken off shelf ${input.shelfId}.`;
  const moved = input.fromShelfId ? ` (moved from shelf ${input.fromShelfId})` : "";
  return `${tier} put on shelf ${input.shelfId}${moved}.`;
}

/** The lost race of two workers scanning one tier at once (answered 409, nothing changed). */
export const SHELF_SCAN_CONFLICT = "This tier was moved by someone else at the same time. Scan it again.";
