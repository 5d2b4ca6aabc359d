// The shelf scan's refusals (administration §5 lists 'Invalid Tier Id' and 'Invalid request' without
// saying what was wrong). Each keeps the spec's text at its start and adds what the worker at the shelf
// needs to act (issue 29): which tier, which shelf, and where the tier is instead.
import { SHELF_INVALID_REQUEST, SHELF_INVALID_TIER_ID } from "../messages/administration";

/** "Invalid Tier Id: 26-0A12345-001 (shelf A-1-B)." — the scan as the worker gave it, uppercased. */
export function shelfInvalidTierIdMessage(input: { scan: string; shelfId: string }): string {
  return `${SHELF_INVALID_TIER_ID}: ${input.scan.trim().toUpperCase()} (shelf ${input.shelfId}).`;
}

/** "Invalid request: tier 26-0A12345-SO is already on shelf A-1-B." */
export function shelfAlreadyOnMessage(input: { tier: string; shelfId: string }): string {
  return `${SHELF_INVALID_REQUEST}: tier ${input.tier} is already on shelf ${input.shelfId}.`;
}

/** "Invalid request: tier 26-0A12345-SO is not on shelf A-1-B; it is on shelf C-2-D." (or "on no shelf") */
export function shelfNotOnMessage(input: {
  tier: string;
  shelfId: string;
  placedShelfId: string | null;
}): string {
  const where = input.placedShelfId ? `shelf ${input.placedShelfId}` : "no shelf";
  return `${SHELF_INVALID_REQUEST}: tier ${input.tier} is not on shelf ${input.shelfId}; it is on ${where}.`;
}
