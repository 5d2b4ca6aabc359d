// A believable demo order for every milestone (issue 33 point 5): what the manager previews from the
// settings screen and what the template tests render. One order throughout, so the e-mails agree with
// each other: five comics came in (a sixth was on the form but not in the box), four were graded or given
// a raw grade, one was rejected, and the customer paid at submission, then the balance, then got a refund.
import { carrierTrackingUrl, type Milestone } from "@gbo/domain/mail";
import type { Receipt } from "../../payments/index";
import type {
  GradedComic,
  LabDetails,
  MailOrder,
  MilestoneFacts,
  MilestoneMailInput,
} from "./milestone-facts";

const ORDER: MailOrder = {
  id: "26-ABC1234",
  placedAt: "2026-11-02T15:12:00.000Z",
  level: "Premium member",
  count: 5,
  currency: "USD",
  customer: { name: "Dana Whitfield", firstName: "Dana", email: "dana.whitfield@example.com", country: "US" },
};

const COMICS: GradedComic[] = [
  comic("Amazing Spider-Man", "300", "graded", "9.8", "Universal", "26-ABC1234-001"),
  comic("Batman", "423", "graded", "9.6", "Signature Series", "26-ABC1234-002"),
  comic("X-Men", "1", "graded", "6.5", "Universal", "26-ABC1234-003"),
  comic("Incredible Hulk", "181", "raw", "4.0", "Universal", "26-ABC1234-004"),
  {
    ...comic("Saga", "1", "rejected", null, "Universal", null),
    rejectReason: "The cover is detached at both staples, so it cannot be sealed in a holder.",
  },
];

function comic(
  title: string,
  issue: string,
  result: GradedComic["result"],
  grade: string | null,
  category: string,
  certNumber: string | null,
): GradedComic {
  return { title, issue, result, grade, rejectReason: null, category, certNumber };
}

const PACKING_LIST = COMICS.map(({ title, issue, certNumber }) => ({ title, issue, certNumber }));

const PAYMENT_AT = "2026-11-20T19:05:00.000Z";
const REFUND_AT = "2026-11-24T16:30:00.000Z";

/** The receipt as payments' readReceipt gives it (statement amounts are API numbers, entries cents). */
function demoReceipt(withRefund: boolean): Receipt {
  const statementLine = (label: string, amount: number) => ({ label, amount, transactionId: null, at: null });
  const refund = 120;
  return {
    orderId: ORDER.id,
    orderDate: ORDER.placedAt,
    countryCode: "US",
    level: ORDER.level,
    count: ORDER.count,
    customer: { name: ORDER.customer.name, email: ORDER.customer.email },
    tiers: [
      { id: "MO", name: "Modern", count: 3 },
      { id: "VI", name: "Vintage", count: 2 },
    ],
    statement: {
      grandTotalParts: [
        statementLine("Subtotal", 1160),
        statementLine("Discount", -50),
        statementLine("Shipping", 45),
        statementLine("Insurance", 29.5),
      ],
      grandTotal: 1184.5,
      grandTotalUnreconciled: 0,
      adjustments: withRefund ? [statementLine("Credit — Saga #1 rejected, not graded", -refund)] : [],
      total: withRefund ? 1184.5 - refund : 1184.5,
      payments: [
        { ...statementLine("Card — Visa ending 4242 · at submission", 500), kind: "atSubmission" as const },
        {
          label: "Card or bank charge — Visa ending 4242",
          amount: 684.5,
          transactionId: 9001,
          at: PAYMENT_AT,
          kind: "payment" as const,
        },
        ...(withRefund
          ? [
              {
                label: "Refund — Saga #1 rejected, not graded",
                amount: -refund,
                transactionId: 9003,
                at: REFUND_AT,
                kind: "refund" as const,
              },
            ]
          : []),
      ],
      paid: withRefund ? 1184.5 - refund : 1184.5,
      balance: 0,
      unreconciled: 0,
      entryCount: withRefund ? 3 : 2,
    },
    entries: [
      {
        id: 9001,
        at: PAYMENT_AT,
        label: "Card or bank charge — Visa ending 4242",
        status: "Paid",
        cents: 68_450,
        reference: "auth 0H7Q2K · ref 60123456789",
        parentId: null,
        isPayment: true,
      },
      ...(withRefund
        ? [
            {
              id: 9003,
              at: REFUND_AT,
              label: "Refund — Saga #1 rejected, not graded",
              status: "Refund",
              cents: -12_000,
              reference: "ref 60123459911",
              parentId: 9001,
              isPayment: true,
            },
          ]
        : []),
    ],
  };
}

function demoFacts(milestone: Milestone): MilestoneFacts {
  switch (milestone) {
    case "received":
      return {
        milestone,
        receivedAt: "2026-11-05T14:40:00.000Z",
        tiers: [
          { name: "Modern", expected: 4, counted: 3 },
          { name: "Vintage", expected: 2, counted: 2 },
        ],
        missingNote: "Spawn #1 was on the submission form but was not in the box.",
      };
    case "invoice":
      return {
        milestone,
        lines: [
          { label: "Modern — Standard", quantity: 3, cents: 13_500 },
          { label: "Vintage — Premium", quantity: 2, cents: 90_000 },
          { label: "Pressing", quantity: 5, cents: 12_500 },
        ],
        totalParts: [
          { label: "Subtotal", cents: 116_000 },
          { label: "Discount", cents: -5_000 },
          { label: "Shipping", cents: 4_500 },
          { label: "Insurance", cents: 2_950 },
        ],
        totalCents: 118_450,
        payments: [{ label: "Card — Visa ending 4242 · at submission", cents: 50_000 }],
        paidCents: 50_000,
        balanceCents: 68_450,
      };
    case "grades":
      return { milestone, comics: COMICS };
    case "shipped": {
      const trackingNumber = "1Z999AA10123456784";
      return {
        milestone,
        carrier: "UPS",
        trackingNumber,
        trackingUrl: carrierTrackingUrl("UPS", trackingNumber),
        packingList: PACKING_LIST,
        missingNote: null,
        correction: null,
      };
    }
    case "pickup":
      return { milestone, packingList: PACKING_LIST };
    case "payment":
      return { milestone, receipt: demoReceipt(false), transactionId: 9001 };
    case "refund":
      return { milestone, receipt: demoReceipt(true), transactionId: 9003 };
  }
}

export function demoMilestoneInput(milestone: Milestone, lab: LabDetails): MilestoneMailInput {
  return { lab, order: ORDER, facts: demoFacts(milestone) };
}
