// What each milestone e-mail says (issue 33): the facts read for one order (milestone-facts-read.ts) or made
// up for the settings preview (demo-facts.ts), and the lab's details from the settings. The templates
// (templates/) render only these: they read nothing themselves.
import type { TLabDetails } from "@gbo/contracts/settings";
import type { Milestone } from "@gbo/domain/mail";
import type { Receipt } from "../../payments/index";

/** The lab as the settings describe it (GET/PUT /api/settings/lab); every e-mail's header and footer. */
export type LabDetails = TLabDetails;

export type MailCustomer = {
  name: string;
  firstName: string;
  email: string;
  /** Amounts, dates and phones are written the way this country writes them. */
  country: "US" | "CA";
};

export type MailOrder = {
  id: string;
  /** ISO time the order was placed. */
  placedAt: string;
  level: string;
  /** Comics on the order. */
  count: number;
  currency: "USD" | "CAD";
  customer: MailCustomer;
};

export type ReceivedFacts = {
  milestone: "received";
  /** ISO time the box was checked in. */
  receivedAt: string;
  tiers: { name: string; expected: number; counted: number }[];
  /** What receiving wrote about missing comics, or null when everything came. */
  missingNote: string | null;
};

export type MoneyLine = { label: string; cents: number };

export type InvoiceFacts = {
  milestone: "invoice";
  /** One line per tier (and add-on) as the invoice prices it. */
  lines: { label: string; quantity: number; cents: number }[];
  /** Grand total's parts and the adjustments since, each a signed amount. */
  totalParts: MoneyLine[];
  totalCents: number;
  payments: MoneyLine[];
  paidCents: number;
  balanceCents: number;
};

export type GradedComic = {
  title: string;
  issue: string;
  /** "Graded", "Raw" (ungraded, a raw grade given) or "Rejected". */
  result: "graded" | "raw" | "rejected";
  /** The grade as printed on the label ("9.8"), the raw grade, or null for a reject. */
  grade: string | null;
  /** The reject's reason in plain words (domain wording), or null. */
  rejectReason: string | null;
  /** Label category ("Universal", "Signature Series", …). */
  category: string;
  certNumber: string | null;
};

export type GradesFacts = { milestone: "grades"; comics: GradedComic[] };

export type PackedComic = { title: string; issue: string; certNumber: string | null };

export type ShippedFacts = {
  milestone: "shipped";
  carrier: string;
  trackingNumber: string;
  /** The carrier's own tracking page for this number, or null for a carrier without one. */
  trackingUrl: string | null;
  packingList: PackedComic[];
  /** Comics that did not go, and why, or null. */
  missingNote: string | null;
  /** A corrected tracking number: the number the earlier e-mail gave. */
  correction: { from: string | null } | null;
};

export type PickupFacts = { milestone: "pickup"; packingList: PackedComic[] };

export type ReceiptFacts = {
  milestone: "payment" | "refund";
  /** The receipt as the receipt PDF prints it (payments' readReceipt), and the entry this e-mail is for. */
  receipt: Receipt;
  transactionId: number;
};

export type MilestoneFacts =
  | ReceivedFacts
  | InvoiceFacts
  | GradesFacts
  | ShippedFacts
  | PickupFacts
  | ReceiptFacts;

/** Everything one e-mail is rendered from. */
export type MilestoneMailInput = { lab: LabDetails; order: MailOrder; facts: MilestoneFacts };

/** A rendered e-mail: the subject, the HTML part and the plain-text part of one template. */
export type RenderedMail = { subject: string; html: string; text: string };

export type { Milestone };
