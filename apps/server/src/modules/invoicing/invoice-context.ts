// What an invoice is read and priced from: the order's tier rows (insured from the tier's comics when the
// stored value is 0, and a pressed tier's press count, as on orders made before the invoice columns), its add-on counters, the customer,
// the catalog of the order's level and the chosen rate; and the one InvoiceQuoteInput the server prices
// with — the browser builds the same from the GET answer, so both find the same cents.
import { type Catalog, type Country, FAST_PASS_VALUES, type FastPassValue } from "@gbo/domain/catalog";
import { utcDay } from "@gbo/domain/dates";
import {
  effectiveReceivedDate,
  emptyRow,
  type InvoiceAddOnCounts,
  type InvoiceQuoteInput,
  type InvoiceTierRow,
  invoicePressOf,
  SUB_COUNT_FIELDS,
} from "@gbo/domain/invoice";
import type { PromoCode } from "@gbo/domain/promo";
import { rateTableFor } from "@gbo/domain/shipping";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type CustomerRow, comics, customers, type OrderRow, tiers } from "../../db/schema/index";
import { isAppError } from "../../http/errors";
import type { Tx } from "../orders/index";
import { findPromoCode } from "../promo/index";

export type TierRowRecord = typeof tiers.$inferSelect;

const count = (counts: Partial<Record<string, number>>, key: string) => Math.max(0, counts[key] ?? 0);

/** The order's tier rows as invoice rows, in position order, and the stored tier records by id. */
export async function loadInvoiceRows(
  db: Db | Tx,
  orderId: string,
): Promise<{ rows: InvoiceTierRow[]; records: Map<string, TierRowRecord> }> {
  const declared = db
    .select({
      tierId: comics.tierId,
      declaredInsured: sql<number>`coalesce(sum(${comics.insured} * ${comics.quantity}), 0)`.as(
        "declared_insured",
      ),
    })
    .from(comics)
    .where(eq(comics.orderId, orderId))
    .groupBy(comics.tierId)
    .as("declared");
  const found = await db
    .select({ tier: tiers, declared: declared.declaredInsured })
    .from(tiers)
    .leftJoin(declared, eq(declared.tierId, tiers.id))
    .where(eq(tiers.orderId, orderId))
    .orderBy(asc(tiers.position), asc(tiers.id));
  const rows = found.map(({ tier, declared: fromComics }) => {
    const row: InvoiceTierRow = {
      ...emptyRow(tier.id, tier.label ?? tier.id),
      count: tier.count,
      insured: tier.insured > 0 ? tier.insured : Number(fromComics ?? 0),
      fastPass: fastPassLevelOf(tier.fastPass),
    };
    for (const f of SUB_COUNT_FIELDS) row[f] = count(tier.invoiceCounts, f);
    // The stored press code (a comic's: 3 Pressing Express, 9 Cleaning …) as the row's speed.
    row.press = invoicePressOf(tier.press, row.pressScreenCount > 0);
    // A pressed tier stored without its press counts (orders made before the invoice columns): every
    // comic of it is pressed, as §5 "press plus press screening equal the comic count" asks.
    if (row.press > 0 && row.pressCount + row.pressScreenCount === 0) row.pressCount = row.count;
    return row;
  });
  return { rows, records: new Map(found.map(({ tier }) => [tier.id, tier])) };
}

/** A stored fast-pass level, or none when the column holds no level. */
function fastPassLevelOf(stored: number): FastPassValue {
  return (FAST_PASS_VALUES as readonly number[]).includes(stored) ? (stored as FastPassValue) : 0;
}

export function addOnCountsOf(order: Pick<OrderRow, "addOnCounts">): InvoiceAddOnCounts {
  const c = order.addOnCounts;
  return {
    aspComicsCount: count(c, "aspComicsCount"),
    vspPrimaryComicsCount: count(c, "vspPrimaryComicsCount"),
    vspSecondryComicsCount: count(c, "vspSecondryComicsCount"),
    vsppPrimaryComicsCount: count(c, "vsppPrimaryComicsCount"),
    vsppSecondryComicsCount: count(c, "vsppSecondryComicsCount"),
  };
}

export async function requireCustomer(db: Db | Tx, id: number): Promise<CustomerRow> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!customer) throw new Error(`order customer ${id} is missing`);
  return customer;
}

/** The dates an invoice is priced on: the order day, and the received date the screen shows. */
export function invoiceDays(order: Pick<OrderRow, "date" | "receivedDate">, today: string) {
  const stored = order.receivedDate ? utcDay(order.receivedDate) : null;
  return { orderDate: utcDay(order.date), receivedDate: effectiveReceivedDate(stored, today) };
}

/** The rate id of the stored rate name (orders keep the name) in the received date's table. */
export function rateIdOf(
  catalog: Catalog,
  order: Pick<OrderRow, "rate" | "countryCode">,
  days: { orderDate: string; receivedDate: string },
): string | null {
  if (!order.rate) return null;
  const table = rateTableFor(catalog, order.countryCode as Country, days.orderDate, days.receivedDate);
  return table.rates.find((r) => r.name === order.rate || r.id === order.rate)?.id ?? null;
}

/** The promo record of a typed code, or none for an unknown one (pricing then answers its message). */
export async function promoOrNone(
  db: Db | Tx,
  code: string | null | undefined,
): Promise<PromoCode | undefined> {
  if (!code) return undefined;
  try {
    return await findPromoCode(db as Db, code);
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") return undefined;
    throw error;
  }
}

export type InvoicePricingParts = {
  catalog: Catalog;
  order: Pick<OrderRow, "countryCode" | "level" | "rewards" | "dropOffValue"> &
    Partial<Pick<OrderRow, "isGradingPressScreen">>;
  customer: Pick<CustomerRow, "dealerDiscounts" | "isWelcomePromo" | "rewardsAvailable">;
  rows: readonly InvoiceTierRow[];
  addOnCounts: InvoiceAddOnCounts;
  orderDate: string;
  receivedDate: string;
  rateId: string | null;
  isInsurance: boolean;
  promoCode: string | null;
  promo: PromoCode | undefined;
  /** Rewards the invoicer applies; the order's stored rewards are given back first (`original`). */
  rewards: number;
  today: string;
};

export function invoiceQuoteInput(p: InvoicePricingParts): InvoiceQuoteInput {
  const dealer = p.customer.dealerDiscounts;
  return {
    catalog: p.catalog,
    country: p.order.countryCode as Country,
    version: p.catalog.version,
    member: {
      level: p.order.level,
      ...(dealer
        ? { discount: dealer.grading, pressingDiscount: dealer.pressing, vspDiscount: dealer.vsp }
        : {}),
      isWelcomePromo: p.customer.isWelcomePromo,
    },
    rows: p.rows,
    addOnCounts: p.addOnCounts,
    orderDate: p.orderDate,
    receivedDate: p.receivedDate,
    ...(p.rateId ? { rateId: p.rateId } : {}),
    isInsurance: p.isInsurance,
    ...(p.promoCode ? { promoCode: p.promoCode } : {}),
    ...(p.promo ? { promo: p.promo } : {}),
    rewards: { applied: p.rewards, available: p.customer.rewardsAvailable, original: p.order.rewards },
    dropOffValue: p.order.dropOffValue,
    isGradingPressScreen: p.order.isGradingPressScreen ?? false,
    today: p.today,
  };
}

/** Comics entered for a tier (a tier with comics cannot be removed from the invoice). */
export async function tiersWithComics(db: Db | Tx, orderId: string): Promise<Set<string>> {
  const found = await db
    .selectDistinct({ tierId: comics.tierId })
    .from(comics)
    .where(and(eq(comics.orderId, orderId)));
  return new Set(found.map((r) => r.tierId));
}
