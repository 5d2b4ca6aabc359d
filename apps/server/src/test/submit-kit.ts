// Helpers for the submissions int tests, property test and bench (and the invoicing tests that submit
// first): a customer ready to submit, a comic and a body whose `expected` is what the browser would show
// — the domain's quoteSubmission on the catalog getCatalog gives, with the same inputs the browser has
// (profile, promo record).
import { randomUUID } from "node:crypto";
import { noComicOptions, type TSubmitComic, type TSubmitOrder } from "@gbo/contracts/submissions";
import type { Quote } from "@gbo/domain/pricing";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers, paymentMethods } from "../db/schema/index";
import { getCatalog } from "../modules/catalog/index";
import { withExpectedTotals } from "../modules/submissions/index";
import { seedCustomer } from "../seed/customers-factory";

export type Submitter = { customerId: number; addressId: number; payMethodId: number; level: string };

let tokenCounter = 0;

/** A customer with an address in `country`, a stored card and `rewards` cents available. */
export async function seedSubmitter(
  db: Db,
  options: { country?: "US" | "CA"; level?: string; rewards?: number } = {},
): Promise<Submitter> {
  const level = options.level ?? "Basic";
  const { customer, address } = await seedCustomer(db, { country: options.country ?? "US", level });
  if (!address) throw new Error("customer without address");
  await db
    .update(customers)
    .set({ rewardsAvailable: options.rewards ?? 0 })
    .where(eq(customers.id, customer.id));
  tokenCounter += 1;
  const [method] = await db
    .insert(paymentMethods)
    .values({
      customerId: customer.id,
      type: "CreditCard",
      displayName: "Visa ending 4242",
      gateway: "test",
      token: `submit-test-${customer.id}-${tokenCounter}`,
      brand: "Visa",
      last4: "4242",
    })
    .returning({ id: paymentMethods.id });
  if (!method) throw new Error("pay method insert returned nothing");
  return { customerId: customer.id, addressId: address.id, payMethodId: method.id, level };
}

export function submitComic(over: Partial<TSubmitComic> = {}): TSubmitComic {
  return {
    id: "c1",
    tierId: "NW",
    quantity: 1,
    insured: 10000,
    year: 1985,
    collectibleType: "Comic",
    ...noComicOptions(),
    // In the seeded lookup catalogue (a title that is not must be marked custom).
    title: "Amazing Spider-Man",
    issue: "300",
    publisher: "Marvel",
    ...over,
  };
}

/** What the browser would send: `expected` from the domain on the server's catalog. */
export async function submitBody(
  db: Db,
  who: Submitter,
  over: Partial<Omit<TSubmitOrder, "expected">> = {},
): Promise<{ body: TSubmitOrder; quote: Quote }> {
  const level = over.level ?? who.level;
  const catalog = await getCatalog(db, undefined, level);
  return withExpectedTotals(db, {
    userId: who.customerId,
    version: catalog.version,
    countryCode: "US",
    collectibleType: "Comic",
    level,
    origin: { id: "mail", title: "Mail" },
    addressId: who.addressId,
    rateId: "USPS",
    payMethodId: who.payMethodId,
    isInsurance: false,
    dropOffValue: 0,
    rewards: 0,
    isGradingPressScreen: false,
    comics: [submitComic()],
    idempotencyKey: randomUUID(),
    ...over,
  });
}
