// Demo Submitted orders made the way staff make them (issue 14): each draft goes through the submissions
// module's submit use case, so the server prices it with the domain and every total on the receiving and
// order screens is its computation. The orders seeder's hand-made Submitted orders are replaced here
// (deleted after it ran, so its random stream, and every other demo order, stays as it was).
import { randomUUID } from "node:crypto";
import { noComicOptions, type TSubmitComic } from "@gbo/contracts/submissions";
import { utcDay } from "@gbo/domain/dates";
import { and, asc, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { addresses, customers, orders, transactions, workers } from "../db/schema/index";
import { getCatalog } from "../modules/catalog/index";
import {
  getReceiving,
  type SubmitDraft,
  saveReceiving,
  submitOrder,
  withExpectedTotals,
} from "../modules/submissions/index";
import { seedPayMethod } from "./payments-demo";
import { DAY_MS } from "./seed-random";

type DemoComic = Pick<TSubmitComic, "tierId" | "title" | "issue" | "publisher" | "year" | "insured"> &
  Partial<TSubmitComic>;

/** Ten real submissions: modern, vintage, value and premium books, two pressed, one imaged, one with the
 * Express fast pass. */
const DEMO_SUBMISSIONS: readonly { daysAgo: number; country: "US" | "CA"; comics: DemoComic[] }[] = [
  {
    daysAgo: 1,
    country: "US",
    comics: [
      {
        tierId: "NW",
        title: "Amazing Spider-Man",
        issue: "300",
        publisher: "Marvel",
        year: 1988,
        insured: 35000,
      },
      { tierId: "NW", title: "Batman", issue: "423", publisher: "DC", year: 1988, insured: 20000 },
    ],
  },
  {
    daysAgo: 2,
    country: "US",
    comics: [
      // Sold with the Express fast pass (issue 30: the invoice keeps its level and price).
      {
        tierId: "VI",
        title: "Fantastic Four",
        issue: "48",
        publisher: "Marvel",
        year: 1966,
        insured: 30000,
        fastPassValue: 2,
      },
    ],
  },
  {
    daysAgo: 3,
    country: "CA",
    comics: [
      {
        tierId: "NW",
        title: "Amazing Spider-Man",
        issue: "361",
        publisher: "Marvel",
        year: 1992,
        insured: 8000,
      },
      {
        tierId: "NW",
        title: "Amazing Spider-Man",
        issue: "362",
        publisher: "Marvel",
        year: 1992,
        insured: 4000,
        // One pressed comic of three in NW (issue 30: its own invoice row, NW2).
        press: 1,
      },
      {
        tierId: "NW",
        title: "Amazing Spider-Man",
        issue: "363",
        publisher: "Marvel",
        year: 1992,
        insured: 4000,
      },
    ],
  },
  {
    daysAgo: 4,
    country: "US",
    comics: [
      { tierId: "NP", title: "Batman", issue: "1", publisher: "DC", year: 2016, insured: 60000, press: 1 },
    ],
  },
  {
    daysAgo: 6,
    country: "US",
    comics: [
      {
        tierId: "PM",
        title: "Amazing Fantasy",
        issue: "15",
        publisher: "Marvel",
        year: 1962,
        insured: 250000,
      },
    ],
  },
  {
    daysAgo: 8,
    country: "US",
    comics: [
      {
        tierId: "NW",
        title: "Batman",
        issue: "497",
        publisher: "DC",
        year: 1993,
        insured: 5000,
        image: true,
      },
      { tierId: "VI", title: "Batman", issue: "227", publisher: "DC", year: 1970, insured: 25000 },
    ],
  },
  {
    daysAgo: 12,
    country: "CA",
    comics: [
      { tierId: "VI", title: "Fantastic Four", issue: "52", publisher: "Marvel", year: 1966, insured: 40000 },
    ],
  },
  {
    daysAgo: 20,
    country: "US",
    comics: [
      {
        tierId: "NW",
        title: "Amazing Spider-Man",
        issue: "129",
        publisher: "Marvel",
        year: 1975,
        insured: 39000,
      },
    ],
  },
  {
    daysAgo: 45,
    country: "US",
    comics: [{ tierId: "NW", title: "Batman", issue: "608", publisher: "DC", year: 2002, insured: 3000 }],
  },
  {
    daysAgo: 70,
    country: "CA",
    comics: [
      {
        tierId: "NW",
        title: "Amazing Spider-Man",
        issue: "1",
        publisher: "Marvel",
        year: 1999,
        insured: 6000,
      },
    ],
  },
];

function comicOf(demo: DemoComic, index: number): TSubmitComic {
  return {
    id: `demo-${index + 1}`,
    quantity: 1,
    collectibleType: "Comic",
    ...noComicOptions(),
    ...demo,
  };
}

/** The first demo customer with an address in `country`, after `skip` of them. */
async function customerIn(db: Db, country: "US" | "CA", skip: number) {
  const [row] = await db
    .select({ id: customers.id, level: customers.level, addressId: addresses.id })
    .from(customers)
    .innerJoin(addresses, eq(addresses.customerId, customers.id))
    .where(and(eq(addresses.country, country), isNotNull(customers.email)))
    .orderBy(asc(customers.id))
    .offset(skip)
    .limit(1);
  if (!row) throw new Error(`demo seed: no ${country} customer left for a submission`);
  return row;
}

/** How many of the submissions are also received (counted as declared), so the invoicing queue opens
 * on orders priced by the server too. */
const RECEIVED = 8;

export async function seedDemoSubmissions(db: Db): Promise<void> {
  // The hand-made Submitted and Invoicing orders (no money moved on them) give way to priced ones.
  await db
    .delete(orders)
    .where(
      and(
        inArray(orders.status, ["Submitted", "Invoicing"]),
        notExists(db.select({ one: sql`1` }).from(transactions).where(eq(transactions.orderId, orders.id))),
      ),
    );
  const database = { db, notify: async () => {} } as unknown as Parameters<typeof submitOrder>[0]["database"];
  const [admin] = await db.select({ id: workers.id, name: workers.userName }).from(workers).limit(1);
  const actor = { id: admin?.id ?? "00000000-0000-0000-0000-000000000000", name: "Demo", claims: ["admin"] };
  const now = Date.now();
  const used = { US: 0, CA: 0 };
  const submit = async (demo: (typeof DEMO_SUBMISSIONS)[number]) => {
    const customer = await customerIn(db, demo.country, used[demo.country]);
    used[demo.country] += 1;
    const card = await seedPayMethod(db, customer.id, { cardNumber: "4111111111111111" });
    const at = new Date(now - demo.daysAgo * DAY_MS);
    const draft: SubmitDraft = {
      userId: customer.id,
      version: (await getCatalog(db, undefined, customer.level)).version,
      countryCode: demo.country,
      collectibleType: "Comic",
      level: customer.level,
      origin: { id: "mail", title: "Mail" },
      addressId: customer.addressId,
      rateId: demo.country === "CA" ? "CAPOST" : "USPS",
      payMethodId: card.id,
      isInsurance: true,
      dropOffValue: 0,
      rewards: 0,
      isGradingPressScreen: false,
      comics: demo.comics.map(comicOf),
      idempotencyKey: randomUUID(),
    };
    const { body } = await withExpectedTotals(db, draft, utcDay(at));
    return submitOrder({ database, actor, body, now: at });
  };
  for (const demo of DEMO_SUBMISSIONS) await submit(demo);
  for (const demo of DEMO_SUBMISSIONS.slice(0, RECEIVED)) {
    const order = await submit(demo);
    const declared = await getReceiving(db, order.id);
    const counts = Object.fromEntries(declared.tiers.map((tier) => [tier.id, tier.count]));
    await saveReceiving({
      database,
      actor,
      orderId: order.id,
      body: { version: order.version, counts, complete: true },
    });
  }
}
