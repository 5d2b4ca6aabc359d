// Customers (with a default address) for the demo seed, the int tests and the benchmark generator.
// `build…` functions are pure (rows only), `seed…`/`insert…` write them.
import type { Db } from "../db/client";
import { addresses, customers, type NewAddressRow, type NewCustomerRow } from "../db/schema/index";
import { CITIES, FIRST_NAMES, LAST_NAMES, LEVELS, REP_CODES, streetsOf } from "./orders-sample-data";
import { type CountryCode, createRandom, pick } from "./seed-random";

export type SeedCustomerOptions = Partial<NewCustomerRow> & {
  country?: CountryCode;
  address?: Partial<NewAddressRow> | null;
};

export function buildCustomerRows(random: () => number, options: SeedCustomerOptions = {}) {
  const country: CountryCode = options.country ?? (random() < 0.25 ? "CA" : "US");
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const level = options.level ?? pick(random, LEVELS);
  const name = options.name ?? `${first} ${last}`;
  // A given display name splits like the migration's backfill: first word, then the rest.
  const [givenFirst = "", ...givenRest] = options.name ? options.name.trim().split(/\s+/) : [];
  const customer: NewCustomerRow = {
    name,
    firstName: options.firstName ?? (options.name ? givenFirst : first),
    lastName: options.lastName ?? (options.name ? givenRest.join(" ") : last),
    email: options.email ?? `${first}.${last}.${Math.floor(random() * 100000)}@example.com`.toLowerCase(),
    phone:
      options.phone ??
      `+1 555 ${String(Math.floor(random() * 9000000) + 1000000).replace(/^(\d{3})/, "$1 ")}`,
    level,
    country,
    defaultRepCode: options.defaultRepCode ?? (random() < 0.5 ? pick(random, REP_CODES) : null),
    dealerDiscounts:
      options.dealerDiscounts ?? (level === "Dealer" ? { grading: 15, pressing: 10, vsp: 50 } : null),
    shippingAccounts:
      options.shippingAccounts ?? (random() < 0.2 ? [{ carrier: "FedEx", accountNumber: "123456789" }] : []),
  };
  const cities = CITIES.filter((city) => city.country === country);
  const city = pick(random, cities);
  const address: Omit<NewAddressRow, "customerId"> | null =
    options.address === null
      ? null
      : {
          // A street of the address's own city, also when the caller names the city.
          line1: `${Math.floor(random() * 9000) + 100} ${pick(random, streetsOf({ ...city, ...options.address, country }))}`,
          line2: null,
          city: city.city,
          stateProvince: city.stateProvince,
          zipPostal: city.zip,
          country,
          isDefault: true,
          ...options.address,
        };
  return { customer, address };
}

/** Inserts a customer (and a default address unless `address: null`). */
export async function seedCustomer(
  db: Db,
  options: SeedCustomerOptions = {},
  random = createRandom(Date.now()),
) {
  const rows = buildCustomerRows(random, options);
  const [customer] = await db.insert(customers).values(rows.customer).returning();
  if (!customer) throw new Error("customer insert returned nothing");
  const address = rows.address
    ? ((
        await db
          .insert(addresses)
          .values({ ...rows.address, customerId: customer.id })
          .returning()
      )[0] ?? null)
    : null;
  return { customer, address };
}

/** Inserts customers (each with one default address) in bulk; returns ids in input order. */
export async function insertCustomerBatch(
  db: Db,
  rows: readonly ReturnType<typeof buildCustomerRows>[],
): Promise<{ customerId: number; addressId: number | null; country: CountryCode }[]> {
  const result: { customerId: number; addressId: number | null; country: CountryCode }[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    const part = rows.slice(start, start + 1000);
    const inserted = await db
      .insert(customers)
      .values(part.map((row) => row.customer))
      .returning({ id: customers.id, country: customers.country });
    const withAddress = part
      .map((row, index) => ({ row, id: inserted[index]?.id }))
      .filter((entry): entry is { row: (typeof part)[number]; id: number } =>
        Boolean(entry.row.address && entry.id),
      );
    const addressIds = withAddress.length
      ? await db
          .insert(addresses)
          .values(withAddress.map((entry) => ({ ...entry.row.address!, customerId: entry.id })))
          .returning({ id: addresses.id, customerId: addresses.customerId })
      : [];
    const addressByCustomer = new Map(addressIds.map((a) => [a.customerId, a.id]));
    for (const customer of inserted) {
      result.push({
        customerId: customer.id,
        addressId: addressByCustomer.get(customer.id) ?? null,
        country: customer.country,
      });
    }
  }
  return result;
}
