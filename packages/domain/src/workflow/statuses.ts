// Order and tier statuses (workflow §4, DESIGN §5).

/** Order statuses of workflow §4 plus InProcess (ours, DESIGN §5 / decisions D4): the time between
 * pre-receiving and billing while the tiers move through the stations. */
export const ORDER_STATUSES = [
  "Submitted",
  "Invoicing",
  "AddComic",
  "InProcess",
  "Billing",
  "Shipping",
  "ShipToCanada",
  "ReadyForPickUp",
  "Completed",
  "Cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Tier statuses in route order (workflow §4). */
export const TIER_STATUSES = [
  "ImagingSP",
  "Signature",
  "Pressing",
  "PreGrade",
  "Finalize",
  "Labels",
  "HeatSeal",
  "Slab",
  "QC",
  "Imaging",
  "Shipping",
] as const;
export type TierStatus = (typeof TIER_STATUSES)[number];

/**
 * Every order, tier and comic status as words for the screens (one language: issue 10 §9). The spec's
 * names are identifiers ("ShipToCanada"); a worker reads "Ship to Canada" in badges, logs and dialogs.
 */
export const STATUS_LABELS: Readonly<Record<OrderStatus | TierStatus, string>> = {
  Submitted: "Submitted",
  Invoicing: "Invoicing",
  AddComic: "Add comic",
  InProcess: "In process",
  Billing: "Billing",
  Shipping: "Shipping",
  ShipToCanada: "Ship to Canada",
  ReadyForPickUp: "Ready for pickup",
  Completed: "Completed",
  Cancelled: "Cancelled",
  ImagingSP: "Special imaging",
  Signature: "Signature",
  Pressing: "Pressing",
  PreGrade: "Pre-grade",
  Finalize: "Finalize",
  Labels: "Labels",
  HeatSeal: "Heat seal",
  Slab: "Slab",
  QC: "Quality control",
  Imaging: "Imaging",
};

/** The words for a status; an unknown one (a newer server) is shown as sent rather than hidden. */
export function statusLabel(status: string): string {
  return (STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isTierStatus(value: string): value is TierStatus {
  return (TIER_STATUSES as readonly string[]).includes(value);
}

/** Position of a tier status in route order (0 = ImagingSP … 10 = Shipping). */
export function tierStatusIndex(status: TierStatus): number {
  return TIER_STATUSES.indexOf(status);
}

/** Order statuses from which an order can still be cancelled (DESIGN §5: "from any open status"). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== "Completed" && status !== "Cancelled",
);

/** Comic screens by comic status (workflow §4 "Comic statuses with redirect"); null: the edit view. */
export function comicSubScreen(
  status: string,
): "imagingsp" | "signature" | "grade" | "labels" | "imaging" | null {
  switch (status) {
    case "ImagingSP":
      return "imagingsp";
    case "Signature":
      return "signature";
    case "PreGrade":
    case "Finalize":
      return "grade";
    case "Labels":
      return "labels";
    case "Imaging":
      return "imaging";
    default:
      return null;
  }
}

/** "Grading is hidden on Finalize when status equals updated status" (workflow §4). */
export function isGradingHidden(status: string, updatedStatus: string | null | undefined): boolean {
  return status === "Finalize" && status === updatedStatus;
}
