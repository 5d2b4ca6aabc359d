// Shared factories for orders: the demo seed, the int tests and the benchmark generator build rows
// with the same code (DESIGN §3). `build…` functions are pure (rows only), `seed…` insert them.
// Customers are in customers-factory.ts, the seeded randomness in seed-random.ts.
import { deriveCategory } from "@gbo/domain/grading";
import { comicUniqueId } from "@gbo/domain/ids";
import { LABEL_BUCKETS } from "@gbo/domain/labels";
import type { OrderStatus } from "@gbo/domain/workflow";
import { firstTierStatus, type TierServices, type TierStatus, tierRoute } from "@gbo/domain/workflow";
import type { Db } from "../db/client";
import { insertJsonRows } from "../db/insert-json-rows";
import {
  comics,
  type NewComicRow,
  type NewOrderRow,
  type NewTierRow,
  orderLog,
  orders,
  signatures,
  tiers,
} from "../db/schema/index";
import { seedCustomer } from "./customers-factory";
import {
  COMIC_TITLES,
  issueOf,
  MAGAZINE_TITLES,
  MANGA_TITLES,
  ORIGINS,
  REP_CODES,
  type SampleTitle,
  titleRun,
  yearOfIssue,
} from "./orders-sample-data";
import { type CollectibleType, type CountryCode, createRandom, DAY_MS, isoDate, pick } from "./seed-random";

export type SeedTierSpec = {
  /** Tier code (plus fast-pass letter), e.g. SO, SOF, WS. */
  code: string;
  status?: TierStatus;
  count?: number;
  /** Comics already scanned at the current station. */
  processed?: number;
  services?: Partial<TierServices>;
  fastPass?: number;
  press?: number;
  /** Per-comic rate in cents. */
  rate?: number;
  dueDate?: string | null;
  isRejected?: boolean;
  routedThrough?: TierStatus[];
  labelsVerified?: boolean;
  /** Pressing's missing-comic reason, as a completion with missing comics leaves it. */
  missingReason?: string | null;
  /**
   * Signature rows of the tier's comics by position (the first list is the first comic's); none when
   * absent. A comic given rows gets the category they derive. Consumes no randomness.
   */
  signatures?: readonly (readonly SeedSignatureSpec[])[];
  /** Comics entered so far (an order at Add comic still being filled); default: `count`. */
  entered?: number;
  /** Fields of the tier's comics by position, over what the factory picks (a long title, a raw grade). */
  comics?: readonly (SeedComicSpec | undefined)[];
};

/** What a demo may fix on one comic; consumes no randomness. */
export type SeedComicSpec = Partial<
  Pick<
    NewComicRow,
    | "title"
    | "issue"
    | "grade"
    | "partialGrade"
    | "category"
    | "keyComments"
    | "signees"
    | "artists"
    | "gradeScreen"
    | "variant"
  >
>;

/** One seeded signature row; ASP is valid and dated (the order's date) unless told otherwise. */
export type SeedSignatureSpec = {
  name: string;
  type: "ASP" | "VSP" | "VSPP";
  valid?: boolean;
  date?: string | null;
  processInvalid?: boolean;
  description?: string | null;
};

type NewSignatureRow = typeof signatures.$inferInsert;

type NewOrderLogRow = typeof orderLog.$inferInsert;

/** An order-log entry written with the order (hand-off notes in the demo data). */
export type SeedLogSpec = {
  type: string;
  description: string;
  author: string;
  /** When it was written; default: the order's date. */
  at?: Date;
  tierId?: string | null;
  fromStatus?: string | null;
  toStatus?: string | null;
};

export type SeedOrderSpec = {
  id?: string;
  status: OrderStatus;
  customerId?: number;
  addressId?: number | null;
  countryCode?: CountryCode;
  collectibleType?: CollectibleType;
  tiers?: SeedTierSpec[];
  /** Order date; default: a few days ago. */
  date?: Date;
  dueDate?: string | null;
  /** Amount still owed in cents; default 0 (paid) except Billing, where half the orders owe. */
  balance?: number;
  trackingNumber?: string | null;
  externalId?: string | null;
  level?: string;
  isFastPass?: boolean;
  /** Shipping rate name; "Pickup" makes billing route the order to ReadyForPickUp. */
  rate?: string;
  /** The order's shipping account, carrier and number ("UPS 1A2B3C"). */
  shippingAccount?: string | null;
  logs?: SeedLogSpec[];
};

const TIER_CODES: Record<CollectibleType, readonly string[]> = {
  Comic: ["SO", "SL", "SE", "SI", "WS", "PM", "NW", "NP", "VI", "OT"],
  Magazine: ["ZS", "ZW", "ZV", "ZP", "ZO"],
  Manga: ["MO", "MS", "MW", "MN", "MT"],
};
const WITNESSED = /^(SI|WS|WE|ZW|MW)/;
const RATE_BY_PREFIX: Record<string, number> = {
  S: 4500,
  W: 9900,
  O: 12500,
  P: 2500,
  N: 3500,
  V: 6500,
  Z: 3000,
  M: 3500,
};

/** Services of a tier when the spec is silent: witnessed tiers get special imaging and signature. */
export function defaultTierServices(code: string, random: () => number, press: number): TierServices {
  const isWitnessed = WITNESSED.test(code);
  return {
    hasSpecialImaging: isWitnessed,
    hasSignature: isWitnessed || random() < 0.15,
    hasPressing: press > 0,
    hasImaging: random() < 0.4,
  };
}

let orderCounter = 0;

/** A fresh order id in the spec's form (`26-0A12345`), unique within this process. */
export function nextSeedOrderId(random: () => number, year = new Date().getUTCFullYear() % 100): string {
  orderCounter += 1;
  // Two random characters and a base-36 counter: unique within a process for 60 million orders.
  const tail = `${Math.floor(random() * 36 ** 2)
    .toString(36)
    .toUpperCase()
    .padStart(2, "0")}${orderCounter.toString(36).toUpperCase().padStart(5, "0")}`;
  return `${String(year).padStart(2, "0")}-${tail}`;
}

/** Grades of comics whose tier is past grading, by sequence (no randomness: other orders stay as they were). */
const PAST_GRADING_GRADES = [9.8, 9.6, 9.4, 9.2, 8.0] as const;

const AFTER_TIERS: readonly OrderStatus[] = [
  "Billing",
  "Shipping",
  "ShipToCanada",
  "ReadyForPickUp",
  "Completed",
];

/** The manga label codes the labels print (workflow §2); the seed never writes another. */
function mangaLabelCodeOf(seq: number): string {
  const codes = LABEL_BUCKETS.Manga;
  return codes[(seq - 1) % codes.length] as string;
}

function titlesFor(type: CollectibleType): readonly SampleTitle[] {
  return type === "Comic" ? COMIC_TITLES : type === "Magazine" ? MAGAZINE_TITLES : MANGA_TITLES;
}

/** Builds the rows of one order without touching the database. */
export function buildOrderRows(spec: SeedOrderSpec & { customerId: number }, random: () => number) {
  const id = spec.id ?? nextSeedOrderId(random);
  const countryCode = spec.countryCode ?? "US";
  const collectibleType = spec.collectibleType ?? "Comic";
  const now = new Date();
  const date = spec.date ?? new Date(now.getTime() - Math.floor(random() * 20 + 1) * DAY_MS);
  const isReceived = !["Submitted", "Invoicing"].includes(spec.status);
  const receivedDate = isReceived ? new Date(date.getTime() + DAY_MS) : null;
  // A generated completed order shipped some days after its box arrived, never before (the dashboard's
  // turnaround read -1.0 days when it shipped on its order date).
  // The days come from the id, not from `random`: drawing here would shift every later demo order.
  const daysAfter = 2 + ([...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 20);
  const movedAt =
    receivedDate && spec.status === "Completed"
      ? new Date(Math.min(now.getTime(), receivedDate.getTime() + daysAfter * DAY_MS))
      : date;
  const tierSpecs = spec.tiers ?? [{ code: pick(random, TIER_CODES[collectibleType]) }];
  const orderDue =
    spec.dueDate !== undefined ? spec.dueDate : isoDate(new Date(date.getTime() + 30 * DAY_MS));

  const tierRows: NewTierRow[] = [];
  const comicRows: NewComicRow[] = [];
  const signatureRows: NewSignatureRow[] = [];
  let seq = 0;
  let total = 0;
  for (const [position, tierSpec] of tierSpecs.entries()) {
    const press = tierSpec.press ?? (random() < 0.3 ? 1 : 0);
    const services: TierServices = {
      ...defaultTierServices(tierSpec.code, random, press),
      ...tierSpec.services,
    };
    const route = tierRoute(services);
    const status: TierStatus =
      tierSpec.status ?? (AFTER_TIERS.includes(spec.status) ? "Shipping" : firstTierStatus(services));
    const reached = route.indexOf(status);
    const routedThrough = tierSpec.routedThrough ?? (reached >= 0 ? route.slice(0, reached + 1) : [status]);
    const count = tierSpec.count ?? Math.floor(random() * 12) + 1;
    const processed = Math.min(tierSpec.processed ?? 0, count);
    const rate = tierSpec.rate ?? RATE_BY_PREFIX[tierSpec.code[0] ?? "S"] ?? 4000;
    const dueDate = tierSpec.dueDate !== undefined ? tierSpec.dueDate : orderDue;
    tierRows.push({
      orderId: id,
      id: tierSpec.code,
      position,
      label: tierSpec.code,
      status,
      count,
      days: 30,
      fastPass: tierSpec.fastPass ?? 0,
      press,
      rate,
      processed,
      labelsVerified: tierSpec.labelsVerified ?? false,
      services,
      routedThrough,
      isRejected: tierSpec.isRejected ?? false,
      missingReason: tierSpec.missingReason ?? null,
      dueDate,
      statusChangedAt: movedAt,
    });
    // A tier past Finalize on an order in process holds graded comics, as the stations left them.
    const finalizeAt = route.indexOf("Finalize");
    const isPastGrading = spec.status === "InProcess" && finalizeAt >= 0 && reached > finalizeAt;
    total += rate * count;
    const entered = Math.min(tierSpec.entered ?? count, count);
    for (let index = 0; index < entered; index += 1) {
      seq += 1;
      const sample = pick(random, titlesFor(collectibleType));
      // Drawn and unused since the year follows the issue: the rolls after it stay as they were.
      random();
      const insured = (Math.floor(random() * 40) + 1) * 2500;
      const issue = String(issueOf(sample, random()));
      const year = String(yearOfIssue(sample, issue, now));
      comicRows.push({
        orderId: id,
        id: String(seq).padStart(3, "0"),
        uniqueId: comicUniqueId(id, seq),
        tierId: tierSpec.code,
        tierLabel: tierSpec.code,
        title: sample.title,
        issue,
        year,
        displayYear: year,
        publisher: sample.publisher,
        quantity: 1,
        insured,
        press,
        pressed: reached > route.indexOf("Pressing") && press > 0,
        status: spec.status === "InProcess" ? status : spec.status === "AddComic" ? "Submitted" : status,
        scanned: index < processed,
        isSlab: /^(SO|SL|SE|ZS|MO|MS)/.test(tierSpec.code),
        isWitnessedSignature: WITNESSED.test(tierSpec.code),
        artwork: /^(OT|OE|ZO|OA|OR)/.test(tierSpec.code),
        collectibleType,
        mangaType: collectibleType === "Manga" ? "Tankobon" : null,
        // A code the labels print, varied by position (no randomness: other rows stay as they were).
        mangaLabelCode: collectibleType === "Manga" ? mangaLabelCodeOf(seq) : null,
        grade: AFTER_TIERS.includes(spec.status)
          ? pick(random, [6.5, 8.0, 9.2, 9.4, 9.6, 9.8])
          : isPastGrading
            ? PAST_GRADING_GRADES[seq % PAST_GRADING_GRADES.length]
            : null,
        category: AFTER_TIERS.includes(spec.status) || isPastGrading ? "Certified" : null,
        // Every field a demo may fix (SeedComicSpec) is on every row: the batch insert takes one column
        // list for all rows, and a column missing from a row would insert null, not the default.
        partialGrade: false,
        gradeScreen: null,
        variant: null,
        signees: [],
        artists: [],
        keyComments: [],
        baseTotal: rate,
        total: rate,
        days: 30,
      });
      const signed = tierSpec.signatures?.[index];
      if (signed && signed.length > 0) {
        const comic = comicRows[comicRows.length - 1] as NewComicRow;
        const rows = signed.map((s) => {
          const isAsp = s.type === "ASP";
          const valid = s.valid ?? isAsp;
          return {
            orderId: id,
            comicId: comic.id,
            name: s.name,
            type: s.type,
            valid,
            date: s.date !== undefined ? s.date : valid ? isoDate(date) : null,
            processInvalid: s.processInvalid ?? false,
            description: s.description ?? null,
          };
        });
        signatureRows.push(...rows);
        comic.category = deriveCategory({ tierId: tierSpec.code, partialGrade: false, signatures: rows });
      }
      const fixed = tierSpec.comics?.[index];
      if (fixed) {
        const comic = comicRows[comicRows.length - 1] as NewComicRow;
        Object.assign(comic, fixed);
        // A title or issue set by hand takes its run's publisher and year, not those of the title drawn.
        const run =
          fixed.title !== undefined || fixed.issue !== undefined ? titleRun(comic.title) : undefined;
        if (run) {
          const fixedYear = String(yearOfIssue(run, comic.issue, now));
          Object.assign(comic, { publisher: run.publisher, year: fixedYear, displayYear: fixedYear });
        }
      }
    }
  }
  const count = comicRows.length;
  const paidAll = spec.status === "Billing" ? random() < 0.5 : true;
  const balance = spec.balance ?? (paidAll ? 0 : Math.round(total / 2));
  const order: NewOrderRow = {
    id,
    customerId: spec.customerId,
    addressId: spec.addressId ?? null,
    status: spec.status,
    level: spec.level ?? "Basic",
    version: 1,
    countryCode,
    collectibleType,
    mangaType: collectibleType === "Manga" ? "Tankobon" : null,
    count,
    total,
    baseTotal: total,
    grandTotal: total,
    balance,
    paidDetail: balance < total ? [{ id: "card", amt: total - balance, desc: "Visa ending 4242" }] : [],
    rate: spec.rate ?? "Standard",
    shippingAccount: spec.shippingAccount ?? null,
    repCode: random() < 0.5 ? pick(random, REP_CODES) : null,
    origin: pick(random, ORIGINS),
    receivedDate,
    date,
    dueDate: orderDue,
    trackingNumber: spec.trackingNumber ?? (spec.status === "Completed" ? `1Z${id.replace("-", "")}` : null),
    externalId: spec.externalId ?? null,
    isFastPass: spec.isFastPass ?? tierSpecs.some((tier) => (tier.fastPass ?? 0) > 0),
    statusChangedAt: movedAt,
    updatedAt: date,
  };
  const logs: NewOrderLogRow[] = (spec.logs ?? []).map((log) => ({
    orderId: id,
    createdAt: log.at ?? date,
    author: log.author,
    type: log.type,
    tierId: log.tierId ?? null,
    description: log.description,
    fromStatus: log.fromStatus ?? null,
    toStatus: log.toStatus ?? null,
  }));
  return { order, tiers: tierRows, comics: comicRows, logs, signatures: signatureRows };
}

/**
 * Inserts one order with its tiers and comics; creates a customer (with an address in the order's
 * country) when none is given. Returns the order id and the rows as built.
 */
export async function seedOrder(db: Db, spec: SeedOrderSpec, random = createRandom(Date.now())) {
  let customerId = spec.customerId;
  let addressId = spec.addressId;
  if (customerId === undefined) {
    const { customer, address } = await seedCustomer(db, { country: spec.countryCode ?? "US" }, random);
    customerId = customer.id;
    if (addressId === undefined) addressId = address?.id ?? null;
  }
  const rows = buildOrderRows({ ...spec, customerId, addressId }, random);
  await db.transaction(async (tx) => {
    await tx.insert(orders).values(rows.order);
    if (rows.tiers.length > 0) await tx.insert(tiers).values(rows.tiers);
    if (rows.comics.length > 0) await tx.insert(comics).values(rows.comics);
    if (rows.logs.length > 0) await tx.insert(orderLog).values(rows.logs);
    if (rows.signatures.length > 0) await tx.insert(signatures).values(rows.signatures);
  });
  return { orderId: rows.order.id, ...rows };
}

type BuiltOrder = ReturnType<typeof buildOrderRows>;

/** Bulk insert of built orders with their tiers, comics and log (demo seed and benchmark generator). */
export async function insertOrderBatch(db: Db, built: readonly BuiltOrder[]): Promise<void> {
  const chunks = <T>(rows: T[], size: number) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, i * size + size));
  for (const part of chunks(
    built.map((b) => b.order),
    2000,
  ))
    await insertJsonRows(db, orders, part);
  for (const part of chunks(
    built.flatMap((b) => b.tiers),
    4000,
  ))
    await insertJsonRows(db, tiers, part);
  for (const part of chunks(
    built.flatMap((b) => b.comics),
    4000,
  ))
    await insertJsonRows(db, comics, part);
  const signatureRows = built.flatMap((b) => b.signatures ?? []);
  if (signatureRows.length > 0) await db.insert(signatures).values(signatureRows);
  const logs = built.flatMap((b) => b.logs);
  // Plain insert, in the order given: the log's ids (its order, newest last) follow the rows.
  if (logs.length > 0) await db.insert(orderLog).values(logs);
}
