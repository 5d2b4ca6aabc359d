// The facts of one queued milestone e-mail (issue 33), read through the other modules' reads: the order
// summary's one statement (order, customer, tiers, comics, transactions) for every milestone, then what the
// milestone adds (receiving's counts, the receipt). Money comes from the order's own statement (toStatement),
// the figures every screen and the receipt show, never priced again here.
import { formatGrade } from "@gbo/domain/display";
import { carrierOfShippingAccount } from "@gbo/domain/invoice";
import { labelGrade } from "@gbo/domain/labels";
import { carrierOfRateName, carrierTrackingUrl, MILESTONES, type Milestone } from "@gbo/domain/mail";
import { toCents } from "@gbo/domain/money";
import { readCarrierBarcode } from "@gbo/domain/shipping";
import type { Db } from "../../../db/client";
import type { MailRow } from "../../../db/schema/index";
import { findOrderSummaryRows, toStatement } from "../../orders/index";
import { getReceipt } from "../../payments/index";
import { readLabDetails } from "../../settings/index";
import { getReceiving } from "../../submissions/index";
import type {
  GradedComic,
  InvoiceFacts,
  MailOrder,
  MilestoneFacts,
  MilestoneMailInput,
  PackedComic,
  ReceivedFacts,
  ShippedFacts,
} from "./milestone-facts";

/** Facts that will never be readable (the order is gone, the row names no milestone): the row fails. */
export class MilestoneFactsError extends Error {}

export type MilestoneRow = Pick<MailRow, "orderId" | "milestone" | "detail" | "createdAt">;

type Summary = NonNullable<Awaited<ReturnType<typeof findOrderSummaryRows>>>;
type SummaryComic = Summary["comics"][number];

/** The receipt is read as the lab reads it: no external user's tier filter (no "external" claim). */
const MAIL_ACTOR = { id: "milestone-mail", name: "Milestone e-mail", claims: [] as string[] };

const isMilestone = (value: string | null): value is Milestone =>
  value !== null && (MILESTONES as readonly string[]).includes(value);

export async function readMilestoneInput(db: Db, row: MilestoneRow): Promise<MilestoneMailInput> {
  const { orderId, milestone } = row;
  if (!orderId) throw new MilestoneFactsError("This e-mail names no order.");
  if (!isMilestone(milestone)) throw new MilestoneFactsError(`Unknown milestone "${milestone}".`);
  const [summary, lab] = await Promise.all([findOrderSummaryRows(db, orderId), readLabDetails(db)]);
  if (!summary) throw new MilestoneFactsError(`Order ${orderId} no longer exists: nothing to tell.`);
  return { lab, order: mailOrderOf(summary), facts: await factsOf(db, milestone, summary, row) };
}

function mailOrderOf(summary: Summary): MailOrder {
  const { customer } = summary;
  const firstName = customer.firstName.trim() || customer.name.trim().split(/\s+/)[0] || customer.name;
  return {
    id: summary.id,
    placedAt: new Date(summary.date).toISOString(),
    level: summary.level,
    count: summary.count,
    currency: summary.countryCode === "CA" ? "CAD" : "USD",
    customer: {
      name: customer.name,
      firstName,
      email: customer.email,
      country: customer.country === "CA" ? "CA" : "US",
    },
  };
}

async function factsOf(
  db: Db,
  milestone: Milestone,
  summary: Summary,
  row: MilestoneRow,
): Promise<MilestoneFacts> {
  switch (milestone) {
    case "received":
      return receivedFacts(db, summary, row);
    case "invoice":
      return invoiceFacts(summary);
    case "grades":
      return { milestone, comics: summary.comics.map(gradedComic) };
    case "shipped":
      return shippedFacts(summary, row);
    case "pickup":
      return { milestone, packingList: summary.comics.map(packedComic) };
    case "payment":
    case "refund": {
      const transactionId = row.detail?.transactionId;
      if (transactionId === undefined) {
        throw new MilestoneFactsError(`This ${milestone} e-mail names no transaction.`);
      }
      const receipt = await getReceipt({ db, actor: MAIL_ACTOR, orderId: summary.id });
      if (!receipt.entries.some((entry) => entry.id === transactionId)) {
        throw new MilestoneFactsError(`Transaction ${transactionId} is not on order ${summary.id}.`);
      }
      return { milestone, receipt, transactionId };
    }
  }
}

/** A tier as the e-mail names it: its label with its code ("Modern (NW)"), so either finds it. */
function tierName(tier: { id: string; label: string | null }): string {
  const label = tier.label?.trim();
  return label && label !== tier.id ? `${label} (${tier.id})` : tier.id;
}

/** Per tier, what the customer declared and what receiving counted in the box, and receiving's note. */
async function receivedFacts(db: Db, summary: Summary, row: MilestoneRow): Promise<ReceivedFacts> {
  const receiving = await getReceiving(db, summary.id);
  const isChecked = receiving.updatedAt !== null;
  const tiers = receiving.tiers.map((tier) => ({
    name: tierName(tier),
    expected: tier.count,
    // Nothing recorded (an order checked in before counts were kept): nothing was found short.
    counted: isChecked ? (receiving.counts[tier.id] ?? 0) : tier.count,
  }));
  const isShort = tiers.some((tier) => tier.counted < tier.expected);
  const receivedAt = receiving.updatedAt ?? summary.receivedDate ?? row.createdAt;
  return {
    milestone: "received",
    receivedAt: new Date(receivedAt).toISOString(),
    tiers,
    missingNote: isShort ? receiving.note?.trim() || null : null,
  };
}

/**
 * The order's statement as the order screen and the receipt show it. Lines: each tier at the per-comic rate
 * the invoice stored; what the order's subtotal holds beyond them (signature add-ons, the press screen, the
 * invoice's rounding of a tier's rate) is one more line, so the lines add up to the statement's subtotal.
 */
function invoiceFacts(summary: Summary): InvoiceFacts {
  const statement = toStatement(summary, summary.transactions);
  const cents = (line: { label: string; amount: number }) => ({
    label: line.label,
    cents: toCents(line.amount),
  });
  const lines = summary.tiers.map((tier) => ({
    label: tierName(tier),
    quantity: tier.count,
    cents: tier.rate * tier.count,
  }));
  const rest = summary.total - lines.reduce((sum, line) => sum + line.cents, 0);
  if (rest !== 0) {
    const addOns = Object.values(summary.addOnCounts).reduce<number>((sum, count) => sum + (count ?? 0), 0);
    lines.push({
      label: addOns > 0 || summary.isGradingPressScreen ? "Signatures and add-ons" : "Other services",
      quantity: Math.max(addOns, 1),
      cents: rest,
    });
  }
  return {
    milestone: "invoice",
    lines,
    totalParts: [...statement.grandTotalParts, ...statement.adjustments].map(cents),
    totalCents: toCents(statement.total),
    payments: statement.payments.map(cents),
    paidCents: toCents(statement.paid),
    balanceCents: toCents(statement.balance),
  };
}

/** A reject in plain words: the comic carries no reason, only whether it fell below the customer's screen. */
function rejectReason(comic: SummaryComic): string {
  return comic.gradeScreen !== null && comic.gradeScreen > 0
    ? `It graded below your grade screen of ${formatGrade(comic.gradeScreen)}, so it comes back unslabbed.`
    : "Our graders could not grade it as submitted, so it comes back unslabbed.";
}

function gradedComic(comic: SummaryComic): GradedComic {
  const result = comic.reject ? "rejected" : comic.partialGrade ? "raw" : "graded";
  return {
    title: comic.title,
    issue: comic.issue ?? "",
    result,
    grade: result === "rejected" ? null : labelGrade(comic),
    rejectReason: result === "rejected" ? rejectReason(comic) : null,
    category: comic.category ?? (comic.reject ? "Not graded" : "Certified"),
    // A rejected comic gets no label, so no certification number.
    certNumber: comic.reject ? null : comic.uniqueId,
  };
}

function packedComic(comic: SummaryComic): PackedComic {
  return { title: comic.title, issue: comic.issue ?? "", certNumber: comic.reject ? null : comic.uniqueId };
}

/**
 * The carrier: the one the tracking number's own form belongs to (a "1Z…" number is UPS's whatever the order
 * chose), else the customer's own carrier account when the order ships on one, else the carrier the order's
 * shipping rate names ("FedEx Ground").
 */
function carrierOf(summary: Summary, trackingNumber: string): string {
  const byNumber = readCarrierBarcode(trackingNumber)?.carrier;
  if (byNumber) return byNumber;
  const account = carrierOfShippingAccount(summary.shippingAccount);
  if (account) return account;
  return carrierOfRateName(summary.rate) ?? "Carrier";
}

/** What left the lab: the comics scanned at Shipping (billing cleared the scans), all when none is marked. */
function shippedFacts(summary: Summary, row: MilestoneRow): ShippedFacts {
  const correction = row.detail?.correction ?? null;
  const trackingNumber = correction?.to ?? row.detail?.trackingNumber ?? summary.trackingNumber ?? "";
  const scanned = summary.comics.filter((comic) => comic.scanned);
  const packed = scanned.length > 0 ? scanned : summary.comics;
  const carrier = carrierOf(summary, trackingNumber);
  return {
    milestone: "shipped",
    carrier,
    trackingNumber,
    trackingUrl: carrierTrackingUrl(carrier, trackingNumber),
    packingList: packed.map(packedComic),
    missingNote: summary.missingComic?.trim() || null,
    correction: correction ? { from: correction.from } : null,
  };
}
