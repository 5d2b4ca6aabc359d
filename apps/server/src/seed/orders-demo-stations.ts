// Fixed demo orders for the station screens of issue 10: a 15-item shipping order for the 1024×768
// work panel, a tier whose hand-off notes have content (comment, missing reason, labels, reject,
// due-date change), and a tier whose completion offers the next one. Built from their own random
// stream, after the rest of the demo data, so adding them does not change the other orders.
import { toShortDisplay } from "@gbo/domain/dates";
import type { TierServices } from "@gbo/domain/workflow";
import { buildCustomerRows } from "./customers-factory";
import type { SeedOrderSpec } from "./orders-factory";
import { createRandom, DAY_MS, isoDate } from "./seed-random";

const ALL_SERVICES: TierServices = {
  hasSpecialImaging: true,
  hasSignature: true,
  hasPressing: true,
  hasImaging: true,
};

export const DEMO_SHIPPING_15 = "26-SHIP015";
export const DEMO_HAND_OFF = "26-HAND001";
export const DEMO_NEXT = "26-NEXT001";
/** Tiers at PreGrade for the comic-screen and grade-view specs alone (orders-rules switches 26-WALK003). */
export const DEMO_GRADE_NEXT = "26-GRAD001";
export const DEMO_COMIC_SCREEN = "26-COMC001";
/** A PreGrade tier of 12 comics for `npm run bench:app` (grade-next, Enter to the next comic shown). */
export const DEMO_GRADE_BENCH = "26-GRAD010";
/** At Billing, $45 of $90 paid by card at submission: the money statement's own order (others cancel 26-BILL001). */
export const DEMO_BILLING_MONEY = "26-BILL002";
/** The UPS account of the 15-item shipping order's customer (administration §5: UPS is 6 characters). */
export const DEMO_UPS_ACCOUNT = "1A2B3C";

export const stationsRandom = () => createRandom(20260510);

/** The customer of the 15-item shipping order: a US address and a UPS shipping account. */
export function buildShippingCustomer(random: () => number) {
  return buildCustomerRows(random, {
    country: "US",
    name: "Dana Whitfield",
    shippingAccounts: [{ carrier: "UPS", accountNumber: DEMO_UPS_ACCOUNT }],
  });
}

/** A fixed demo order: the factory's spec with the country its customer is picked from. */
export type DemoOrderSpec = SeedOrderSpec & { countryCode: "US" | "CA" };

export function stationOrderSpecs(now: number): DemoOrderSpec[] {
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  return [
    {
      id: DEMO_SHIPPING_15,
      status: "Shipping",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(12),
      tiers: [
        { code: "SO", count: 6 },
        { code: "SL", count: 5 },
        { code: "WS", count: 4 },
      ],
      rate: "UPS Ground",
      shippingAccount: `UPS ${DEMO_UPS_ACCOUNT}`,
      logs: [
        {
          type: "Comment",
          description: "Customer asks for signature on delivery.",
          author: "billing",
          at: daysAgo(1),
        },
      ],
    },
    {
      id: DEMO_HAND_OFF,
      status: "InProcess",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(20),
      tiers: [
        {
          code: "SO",
          status: "QC",
          count: 3,
          processed: 3,
          services: ALL_SERVICES,
          press: 1,
          isRejected: true,
          labelsVerified: true,
          missingReason: "004 stayed with the customer at drop-off",
          dueDate: isoDate(daysAgo(2)),
        },
      ],
      logs: [
        {
          type: "Comment",
          description: "Customer asks for a call before the order ships.",
          author: "invoicing",
          at: daysAgo(9),
        },
        {
          type: "Tier",
          description: "Completed Pressing with missing comics: 004 stayed with the customer at drop-off",
          tierId: "SO",
          fromStatus: "Pressing",
          toStatus: "PreGrade",
          author: "pressing",
          at: daysAgo(8),
        },
        { type: "Labels", description: "Labels verified", tierId: "SO", author: "labels", at: daysAgo(6) },
        {
          type: "Reject",
          description: "Rejected to Labels: Label misprinted (wrong year on 002)",
          tierId: "SO",
          fromStatus: "Slab",
          toStatus: "Labels",
          author: "slab",
          at: daysAgo(5),
        },
        {
          type: "DueDate",
          description: `Due date ${toShortDisplay(isoDate(daysAgo(-10)))} → ${toShortDisplay(isoDate(daysAgo(2)))}`,
          tierId: "SO",
          author: "admin",
          at: daysAgo(4),
        },
      ],
    },
    {
      id: DEMO_NEXT,
      status: "InProcess",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(3),
      tiers: [{ code: "SO", status: "QC", count: 2, services: ALL_SERVICES, press: 1 }],
    },
    ...[DEMO_GRADE_NEXT, DEMO_COMIC_SCREEN].map((id) => ({
      id,
      status: "InProcess" as const,
      countryCode: "US" as const,
      collectibleType: "Comic" as const,
      date: daysAgo(3),
      tiers: [{ code: "SO", status: "PreGrade" as const, count: 2, services: ALL_SERVICES, press: 1 }],
    })),
    {
      id: DEMO_BILLING_MONEY,
      status: "Billing",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(5),
      tiers: [{ code: "SO", count: 2 }],
      balance: 4500,
    },
    {
      id: DEMO_GRADE_BENCH,
      status: "InProcess",
      countryCode: "US",
      collectibleType: "Comic",
      date: daysAgo(4),
      tiers: [{ code: "SO", status: "PreGrade", count: 12, services: ALL_SERVICES, press: 1 }],
    },
  ];
}
