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

// ---- The per-action claim table (workflow §6, submissions §6; decisions D13). One row per order action:
// `anyOf` is what the route asks for (any one of them; empty = any signed-in worker), `rule` what the
// order itself must allow. The server checks both; the web shows a button only when both hold.

/** Station claims: every claim that works on tiers or shipped orders (the record decides which one counts). */
export const STATION_CLAIMS: readonly string[] = [
  ...new Set([...Object.values(TIER_STATUS_CLAIMS).flat(), "billing"]),
];

/**
 * - "status": "work on an order needs a claim matching its status (its tier's, when on a tier), or
 *   billing"; a Completed order needs billing or admin; a Cancelled one only billing.
 * - "refund": "refund needs the refund claim and a non-cancelled order".
 * - "transfer": cancelling with a transfer of funds needs billing, or invoicing while the order is
 *   still an invoice (Submitted, Invoicing, AddComic: "invoicers can … cancel … invoices").
 * - "route": the route's claims are the whole rule (fast pass and press: pregrade or finalize;
 *   escalation: admin).
 * Which statuses an action applies to at all (a cancel of a cancelled order, a scan outside the
 * stations) is the action's own rule: a 400 "not at a step where this can be done", not a 403.
 */
export type OrderActionRule = "status" | "refund" | "transfer" | "route";

export type OrderAction =
  | "comment"
  | "updateDetails"
  | "tracking"
  | "dueDate"
  | "scan"
  | "completeTier"
  | "rejectTier"
  | "skipImagingSp"
  | "toggleGrade"
  | "gradeComic"
  | "signComic"
  | "uploadImage"
  | "redo"
  | "editComic"
  | "addComic"
  | "labelsVerification"
  | "pressingFailed"
  | "fastPass"
  | "press"
  | "escalate"
  | "moveToInvoicing"
  | "transaction"
  | "billing"
  | "ship"
  | "cancelRefund"
  | "cancelTransfer"
  | "charge"
  | "refund"
  | "void";

export const ORDER_ACTIONS: Record<OrderAction, { anyOf: readonly string[]; rule: OrderActionRule }> = {
  comment: { anyOf: [], rule: "status" },
  updateDetails: { anyOf: [], rule: "status" },
  tracking: { anyOf: [], rule: "status" },
  dueDate: { anyOf: [], rule: "status" },
  scan: { anyOf: STATION_CLAIMS, rule: "status" },
  completeTier: { anyOf: STATION_CLAIMS, rule: "status" },
  rejectTier: { anyOf: STATION_CLAIMS, rule: "status" },
  skipImagingSp: { anyOf: STATION_CLAIMS, rule: "status" },
  toggleGrade: { anyOf: ["grade", "pregrade", "finalize", "billing"], rule: "status" },
  gradeComic: { anyOf: ["grade", "pregrade", "finalize"], rule: "status" },
  // Signature rows, per-comic and bulk VSP approval (workflow §4 "signature approved or disapproved").
  signComic: { anyOf: ["signature", "billing"], rule: "status" },
  // Cover and special-imaging pictures (ImagingSP and Imaging tiers).
  uploadImage: { anyOf: ["imaging", "billing"], rule: "status" },
  // Send a comic or a tier back to be reworked: any station worker at the tier's station.
  redo: { anyOf: STATION_CLAIMS, rule: "status" },
  // The comic's own details (title, issue, year, ...): invoicing and add-comic staff, or the station
  // the comic is at (a grader fixing a misread issue number).
  editComic: { anyOf: [...new Set([...STATION_CLAIMS, "invoicing", "addcomic", "comics"])], rule: "status" },
  // Adding a comic to an order (workflow §2 "/orders/{id}/comic/{comicId}", invoicing claims).
  addComic: { anyOf: ["invoicing", "addcomic", "comics"], rule: "status" },
  labelsVerification: { anyOf: ["labels", "billing"], rule: "status" },
  pressingFailed: { anyOf: ["pressing", "billing"], rule: "status" },
  fastPass: { anyOf: ["pregrade", "finalize"], rule: "route" },
  press: { anyOf: ["pregrade", "finalize"], rule: "route" },
  escalate: { anyOf: ["admin"], rule: "route" },
  moveToInvoicing: { anyOf: ["invoicing"], rule: "status" },
  transaction: { anyOf: ["invoicing", "billing"], rule: "status" },
  billing: { anyOf: ["billing"], rule: "status" },
  ship: { anyOf: ["shipping", "billing"], rule: "status" },
  cancelRefund: { anyOf: ["refund"], rule: "refund" },
  cancelTransfer: { anyOf: ["invoicing", "billing"], rule: "transfer" },
  // Gateway money (issue 12; submissions §6 "invoicers can void or refund transactions, add
  // transactions, charge balance"): charge and void as the transaction dialog; a refund always needs
  // the refund claim and a non-cancelled order (workflow §6).
  charge: { anyOf: ["invoicing", "billing"], rule: "status" },
  refund: { anyOf: ["refund"], rule: "refund" },
  void: { anyOf: ["invoicing", "billing"], rule: "status" },
};

/** Order statuses that are still an invoice: an invoicer may cancel them with a transfer. */
export const INVOICE_STATUSES: readonly OrderStatus[] = ["Submitted", "Invoicing", "AddComic"];

/**
 * May this worker do `action` on an order in `orderStatus` (on a tier in `tierStatus`)? The route's
 * claims and the record's rule together, so the server and the web answer the same.
 */
export function canDoOrderAction(
  action: OrderAction,
  claims: UserClaims,
  orderStatus: OrderStatus,
  tierStatus?: TierStatus,
): boolean {
  const { anyOf, rule } = ORDER_ACTIONS[action];
  if (!hasAnyClaim(claims, anyOf)) return false;
  if (tierStatus && !canExternalSeeTier(claims, tierStatus)) return false;
  switch (rule) {
    case "status":
      if (orderStatus === "Completed" && !canEditCompletedOrder(claims)) return false;
      return canWorkOnOrder(claims, orderStatus, tierStatus);
    case "refund":
      return canRefund(claims, orderStatus);
    case "transfer":
      return (
        hasClaim(claims, "billing") ||
        (hasClaim(claims, "invoicing") && INVOICE_STATUSES.includes(orderStatus))
      );
    case "route":
      return true;
  }
}
