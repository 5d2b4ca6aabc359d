// Who may do what on an order (workflow §6). The status -> claim map lives here once; the server's
// checks and the web's buttons both read it.
import { hasAnyClaim, hasClaim, holdsClaimLiterally, type UserClaims } from "../claims/index";
import type { OrderStatus, TierStatus } from "./statuses";

/** Claims that match a tier status ("a claim matching its status"). */
export const TIER_STATUS_CLAIMS: Record<TierStatus, readonly string[]> = {
  ImagingSP: ["imaging"],
  Signature: ["signature"],
  Pressing: ["pressing"],
  PreGrade: ["pregrade", "grade"],
  Finalize: ["finalize", "grade"],
  Labels: ["labels"],
  HeatSeal: ["heatseal"],
  Slab: ["slab"],
  QC: ["qc"],
  Imaging: ["imaging"],
  Shipping: ["shipping"],
};

/**
 * Claims that match an order status. AddComic takes comics, addcomic or invoicing (submissions §6:
 * invoicing is required for the add-comic screens). InProcess has no claim of its own: the work is on
 * a tier, so it takes any station claim. Cancelled takes none: only billing may still work on it.
 */
export const ORDER_STATUS_CLAIMS: Record<OrderStatus, readonly string[]> = {
  Submitted: ["receiving", "comics", "invoicing"],
  Invoicing: ["invoicing"],
  AddComic: ["comics", "addcomic", "invoicing"],
  InProcess: [...new Set(Object.values(TIER_STATUS_CLAIMS).flat())],
  Billing: ["billing"],
  Shipping: ["shipping"],
  ShipToCanada: ["shipping"],
  ReadyForPickUp: ["shipping"],
  Completed: ["billing"],
  Cancelled: [],
};

/** "Work on an order needs a claim matching its status, or billing." A tier status, when given, wins. */
export function canWorkOnOrder(
  claims: UserClaims,
  orderStatus: OrderStatus,
  tierStatus?: TierStatus,
): boolean {
  if (hasClaim(claims, "billing")) return true;
  const needed = tierStatus ? TIER_STATUS_CLAIMS[tierStatus] : ORDER_STATUS_CLAIMS[orderStatus];
  return needed.length > 0 && hasAnyClaim(claims, needed);
}

/** "Editing accounts receivable needs billing or admin and a nonzero balance." */
export function canEditAr(claims: UserClaims, balanceCents: number): boolean {
  return balanceCents !== 0 && hasClaim(claims, "billing");
}

/** "Editing a completed order needs billing or admin." */
export function canEditCompletedOrder(claims: UserClaims): boolean {
  return hasClaim(claims, "billing");
}

/** "Fast pass and press need pregrade or finalize." */
export function canChangeFastPassOrPress(claims: UserClaims): boolean {
  return hasAnyClaim(claims, ["pregrade", "finalize"]);
}

/** "Escalation needs admin." */
export function canEscalate(claims: UserClaims): boolean {
  return hasClaim(claims, "admin");
}

/** "Refund needs the refund claim and a non-cancelled order." */
export function canRefund(claims: UserClaims, orderStatus: OrderStatus): boolean {
  return orderStatus !== "Cancelled" && hasClaim(claims, "refund");
}

/**
 * "External users are denied tiers whose status they lack a claim for." A user is external when
 * holding the external claim by name (admin's implied claims do not make an admin external);
 * everyone else is not restricted by this rule.
 */
export function canExternalSeeTier(claims: UserClaims, tierStatus: TierStatus): boolean {
  if (!holdsClaimLiterally(claims, "external")) return true;
  return hasAnyClaim(claims, TIER_STATUS_CLAIMS[tierStatus]);
}

/** "Only admin may remove workers; isAdmin also allows deleting banners, conventions, devices and
 * turnaround times." */
export function canAdminDelete(claims: UserClaims): boolean {
  return holdsClaimLiterally(claims, "admin");
}
