// `npm run seed -- --orders 50000` and/or `--customers 200000`: fills the configured database (DATABASE_URL, else the embedded one
// in DATA_DIR) with generated customers and orders for benchmarks, ~10 comics per order, by batched
// multi-row inserts. Statuses follow a working lab: most orders completed, a fifth in process.
import { type OrderStatus, TIER_STATUSES, type TierServices } from "@gbo/domain/workflow";
import type { Database } from "../db/client";
import { buildCustomerRows, insertCustomerBatch } from "./customers-factory";
import { buildOrderRows, insertOrderBatch } from "./orders-factory";
import { type CollectibleType, createRandom } from "./seed-random";

const DAY_MS = 86_400_000;
const BATCH = 1000;

const STATUS_SHARES: readonly [OrderStatus, number][] = [
  ["Completed", 0.6],
  ["InProcess", 0.2],
  ["Submitted", 0.02],
  ["Invoicing", 0.03],
  ["AddComic", 0.03],
  ["Billing", 0.03],
  ["Shipping", 0.03],
  ["ShipToCanada", 0.01],
  ["ReadyForPickUp", 0.01],
  ["Cancelled", 0.04],
];
const CODES: Record<CollectibleType, readonly string[]> = {
  Comic: ["SO", "SL", "SE", "SI", "WS", "PM", "NW", "NP", "VI", "OT"],
  Magazine: ["ZS", "ZW", "ZV", "ZP", "ZO"],
  Manga: ["MO", "MS", "MW", "MN", "MT"],
};
const STATIONS = TIER_STATUSES.filter((status) => status !== "Shipping");

/** What kind of lab the orders look like: the share of each status and an order's age by its status. */
export type OrderProfile = {
  statusShares: readonly [OrderStatus, number][];
  ageDays: (status: OrderStatus, random: () => number) => number;
};

function pickStatus(roll: number, shares: readonly [OrderStatus, number][]): OrderStatus {
  let sum = 0;
  for (const [status, share] of shares) {
    sum += share;
    if (roll < sum) return status;
  }
  return "Completed";
}

/** Age in days: open work is recent, finished work spreads over two years. */
function ageDays(status: OrderStatus, random: () => number): number {
  if (status === "Completed" || status === "Cancelled") return 20 + Math.floor(random() * 700);
  return 1 + Math.floor(random() * 60);
}

/** The working lab of `npm run seed` and the bench: a fifth in process, two years of history. */
export const WORKING_LAB: OrderProfile = { statusShares: STATUS_SHARES, ageDays };

/** Order `index` (0-based over a whole data set) as `YY-` and 7 base-36 digits: unique across runs. */
export function orderIdOf(index: number, date: Date): string {
  return `${String(date.getUTCFullYear() % 100).padStart(2, "0")}-${index.toString(36).toUpperCase().padStart(7, "0")}`;
}

export async function generateOrders(
  database: Pick<Database, "db">,
  options: {
    orders: number;
    seed?: number;
    log?: (message: string) => void;
    /** Default: WORKING_LAB. */
    profile?: OrderProfile;
    /** Ids from `orderIdOf(firstIndex + i, date)` (a data set made in parts); default: the seed's ids. */
    firstIndex?: number;
  },
): Promise<void> {
  const profile = options.profile ?? WORKING_LAB;
  const log = options.log ?? (() => {});
  const random = createRandom(options.seed ?? 42);
  const customerCount = Math.max(1, Math.ceil(options.orders / 5));
  const customers = await insertCustomerBatch(
    database.db,
    Array.from({ length: customerCount }, () => buildCustomerRows(random)),
  );
  log(`customers: ${customers.length}`);
  const now = Date.now();
  let comicCount = 0;
  for (let done = 0; done < options.orders; done += BATCH) {
    const built = [];
    for (let i = done; i < Math.min(options.orders, done + BATCH); i += 1) {
      const customer = customers[Math.floor(random() * customers.length)]!;
      const status = pickStatus(random(), profile.statusShares);
      const roll = random();
      const collectibleType: CollectibleType = roll < 0.75 ? "Comic" : roll < 0.87 ? "Magazine" : "Manga";
      const codes = [...CODES[collectibleType]]
        .sort(() => random() - 0.5)
        .slice(0, 1 + Math.floor(random() * 2));
      const tiers = codes.map((code) => {
        const count = 1 + Math.floor(random() * 12);
        if (status !== "InProcess") return { code, count };
        const services: TierServices = {
          hasSpecialImaging: random() < 0.2,
          hasSignature: random() < 0.3,
          hasPressing: random() < 0.4,
          hasImaging: random() < 0.4,
        };
        const candidates = STATIONS.filter(
          (s) =>
            (s !== "ImagingSP" || services.hasSpecialImaging) &&
            (s !== "Signature" || services.hasSignature) &&
            (s !== "Pressing" || services.hasPressing) &&
            (s !== "Imaging" || services.hasImaging),
        );
        const at = candidates[Math.floor(random() * candidates.length)]!;
        return { code, count, services, status: at, processed: Math.floor(random() * count) };
      });
      const date = new Date(now - profile.ageDays(status, random) * DAY_MS);
      built.push(
        buildOrderRows(
          {
            ...(options.firstIndex === undefined ? {} : { id: orderIdOf(options.firstIndex + i, date) }),
            status,
            customerId: customer.customerId,
            addressId: customer.addressId,
            countryCode: status === "ShipToCanada" ? "CA" : customer.country,
            collectibleType,
            date,
            tiers,
            ...(status === "ReadyForPickUp" ? { rate: "Pickup" } : {}),
          },
          random,
        ),
      );
    }
    await insertOrderBatch(database.db, built);
    comicCount += built.reduce((sum, b) => sum + b.comics.length, 0);
    log(`orders: ${Math.min(options.orders, done + BATCH)} / ${options.orders}, comics: ${comicCount}`);
  }
}

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

// CLI entry (npm run seed -w apps/server -- --orders 50000 --customers 200000).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")) {
  const { loadConfig } = await import("../config");
  const { openDatabase } = await import("../db/client");
  const { migrateDatabase } = await import("../db/migrate");
  // Customers alone (--customers N) or orders (--orders N, with a customer per five orders), or both.
  const customerCount = argValue("customers") === undefined ? 0 : Number(argValue("customers"));
  const orders = Number(argValue("orders") ?? (customerCount > 0 ? "0" : "1000"));
  if (!Number.isInteger(orders) || orders < 0) throw new Error("--orders must be a positive integer");
  if (!Number.isInteger(customerCount) || customerCount < 0) {
    throw new Error("--customers must be a positive integer");
  }
  const config = loadConfig();
  const database = await openDatabase(config).catch((error: unknown) => {
    // The embedded database is open in a server: say which process, stop before touching anything.
    if (!(error instanceof Error) || error.name !== "DataDirLockedError") throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
  await migrateDatabase(database);
  const started = performance.now();
  const log = (message: string) => process.stdout.write(`${message}\n`);
  const seed = Number(argValue("seed") ?? "42");
  if (customerCount > 0) {
    const { generateCustomers } = await import("./customers-generate");
    await generateCustomers(database.db, { count: customerCount, seed, log });
  }
  if (orders > 0) await generateOrders(database, { orders, seed, log });
  process.stdout.write(
    `generated ${customerCount} customers and ${orders} orders in ${Math.round((performance.now() - started) / 1000)} s\n`,
  );
  await database.close();
}
