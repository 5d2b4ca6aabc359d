// Catalog calls (submissions-pricing §3, §7, §9): claims, the version adoption, the level override, the
// rate cut-offs by received date, origins, promo codes, lookups and the reholder lookup.
import {
  BAD_RATE_DATE,
  COMIC_SEARCH_NEEDS_CRITERIA,
  catalogFromSubmitData,
  type TSubmitData,
} from "@gbo/contracts/catalog";
import { DEFAULT_CATALOG, DEFAULT_CATALOG_VERSION, type Tier } from "@gbo/domain/catalog";
import { REHOLDER_ID_LENGTH } from "@gbo/domain/comic";
import { addDays, utcDay } from "@gbo/domain/dates";
import { quoteSubmission } from "@gbo/domain/pricing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  catalogTiers,
  comics,
  conventions,
  lookupValues,
  promoCodes,
  salesReps,
} from "../../db/schema/index";
import { seedCustomer } from "../../seed/customers-factory";
import { seedOrder } from "../../seed/orders-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../test/index";
import { seedCatalog, tierRow } from "./catalog-seed";
import { getCatalog } from "./index";

let ctx: TestContext;
let admin: SignedIn;
let invoicer: SignedIn;
let receiver: SignedIn;
let comicsWorker: SignedIn;
let grader: SignedIn;
let customerId: number;
const NW = DEFAULT_CATALOG.countries.US.tiers.find((t) => t.id === "NW") as Tier;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalog(ctx.db);
  await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" });
  await seedWorker(ctx.db, { userName: "ivy", claims: "invoicing", password: "ivy-test-password" });
  await seedWorker(ctx.db, { userName: "rex", claims: "receiving", password: "rex-test-password" });
  await seedWorker(ctx.db, { userName: "cole", claims: "comics", password: "cole-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  invoicer = await signIn(ctx.app, "ivy", "ivy-test-password");
  receiver = await signIn(ctx.app, "rex", "rex-test-password");
  comicsWorker = await signIn(ctx.app, "cole", "cole-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
  customerId = (await seedCustomer(ctx.db, { country: "US" })).customer.id;
  // Level prices for the override test, written before anything reads (and caches) the version.
  await ctx.db
    .insert(catalogTiers)
    .values([
      tierRow({ ...NW, level: "onsite", value: 2500 }, 0),
      tierRow({ ...NW, level: "Dealer", value: 2200 }, 0),
    ]);
});
afterAll(() => ctx.close());

const call = (who: SignedIn, method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });

const submitUrl = (level = "Standard", country = "US", type = "Comic", manga = "Tankobon", version = 0) =>
  `/api/data/submit/${customerId}/${version}/${level}/${country}/${type}/${manga}`;

describe("who may call the catalog calls", () => {
  it("needs a receiving or invoicing claim (admin holds all); a grader gets 403, no token 401", async () => {
    const calls = [
      ["GET", submitUrl()],
      ["GET", `/api/data/checkout/${customerId}`],
      ["POST", "/api/data/sh/Comic/Tankobon/03-09-2025"],
      ["GET", "/api/data/values/title?value=spi"],
      ["POST", "/api/data/comicbook/search"],
      ["GET", "/api/promocode/all"],
      ["GET", "/api/promocode/WELCOME10"],
      ["GET", "/api/conventions/-60"],
      ["GET", "/api/data/comic/26-0A12345-001"],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === "POST" ? {} : undefined;
      const answer = await call(grader, method, url, payload);
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
    for (const who of [admin, invoicer, receiver]) {
      expect((await call(who, "GET", submitUrl())).statusCode).toBe(200);
      expect((await call(who, "GET", "/api/conventions/-60")).statusCode).toBe(200);
    }
    // The comics claim is one of the /receiving link's (and the reholder screen's, §6).
    expect((await call(comicsWorker, "GET", "/api/data/comic/26-0A12345-001")).statusCode).toBe(404);
    expect((await call(comicsWorker, "GET", submitUrl())).statusCode).toBe(200);
  });
});

describe("GET /api/data/submit", () => {
  it("answers the current version, which the draft adopts when it asked another", async () => {
    const stale = await call(invoicer, "GET", submitUrl("Standard", "US", "Comic", "Tankobon", 3));
    expect(stale.json()).toMatchObject({ version: DEFAULT_CATALOG_VERSION, isVersionChanged: true });
    const same = await call(invoicer, "GET", submitUrl("Standard", "US", "Comic", "Tankobon", 14));
    expect(same.json()).toMatchObject({ version: DEFAULT_CATALOG_VERSION, isVersionChanged: false });
  });

  it("gives the country's tiers of the collectible type, add-ons, grades, pedigrees and rate tables", async () => {
    const data = (await call(invoicer, "GET", submitUrl())).json() as TSubmitData;
    const expected = DEFAULT_CATALOG.countries.US.tiers.filter((t) => t.collectibleType === "Comic");
    expect(data.tiers.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    expect(data.tiers[0]).toEqual(expected[0]);
    expect(data.addOns).toHaveLength(DEFAULT_CATALOG.countries.US.addOns.length);
    expect(data.grades[0]).toBe(0.5);
    expect(data.grades.at(-1)).toBe(10);
    expect(data.pedigrees.map((p) => p.name)).toContain("Edgar Church / Mile High");
    expect(data.shippingRates).toEqual(DEFAULT_CATALOG.countries.US.shippingRates);
    expect(data).toMatchObject({ currency: "USD", rejectFee: DEFAULT_CATALOG.rejectFee });

    const ca = (await call(invoicer, "GET", submitUrl("Standard", "CA", "Magazine"))).json() as TSubmitData;
    expect(ca.currency).toBe("CAD");
    expect(ca.tiers.length).toBeGreaterThan(0);
    expect(ca.tiers.every((t) => t.collectibleType === "Magazine" && t.country === "CA")).toBe(true);

    const zasshi = (await call(invoicer, "GET", submitUrl("Standard", "US", "Manga", "Zasshi"))).json();
    expect((zasshi as TSubmitData).tiers.every((t) => !t.mangaType || t.mangaType === "Zasshi")).toBe(true);
  });

  it("prices in the browser exactly as the server's catalog does (catalogFromSubmitData)", async () => {
    const data = (await call(invoicer, "GET", submitUrl())).json() as TSubmitData;
    const rebuilt = catalogFromSubmitData(data);
    const server = await getCatalog(ctx.db);
    expect(rebuilt.countries.US).toEqual({
      ...server.countries.US,
      tiers: server.countries.US.tiers.filter((t) => t.collectibleType === "Comic"),
    });
    const input = {
      country: "US" as const,
      version: data.version,
      member: { level: "Standard" },
      orderDate: "2026-01-05",
      receivedDate: "2026-01-07",
      rateId: data.shippingRates.at(-1)?.rates[0]?.id,
      comics: [
        {
          id: "001",
          tierId: "NW",
          quantity: 2,
          insured: 30000,
          year: 1990,
          collectibleType: "Comic" as const,
          press: 1 as const,
          pressScreen: false,
          fastPassValue: 0 as const,
          gradeScreen: 0,
          partialGrade: false,
          reholder: false,
          artwork: false,
          isSlab: false,
          isWitnessedSignature: false,
          image: true,
          international: false,
          signatures: [{ type: "VSP" as const, name: "Stan Lee" }],
        },
      ],
    };
    const browser = quoteSubmission({ ...input, catalog: rebuilt } as Parameters<typeof quoteSubmission>[0]);
    const onServer = quoteSubmission({ ...input, catalog: server } as Parameters<typeof quoteSubmission>[0]);
    expect(browser.grandTotal).toBeGreaterThan(0);
    expect(browser).toEqual(onServer);
  });

  it("replaces an every-level tier with the row priced for the asked level ('onsite', 'Dealer')", async () => {
    const base = NW;
    const url = (level: string) => submitUrl(level);
    const onsite = (await call(invoicer, "GET", url("onsite"))).json() as TSubmitData;
    expect(onsite.tiers.filter((t) => t.id === "NW")).toEqual([{ ...base, level: "onsite", value: 2500 }]);
    const dealer = (await call(invoicer, "GET", url("dealer"))).json() as TSubmitData;
    expect(dealer.tiers.find((t) => t.id === "NW")?.value).toBe(2200);
    const standard = (await call(invoicer, "GET", url("Standard"))).json() as TSubmitData;
    expect(standard.tiers.filter((t) => t.id === "NW")).toEqual([base]);
    // The override keeps the every-level tier's place.
    expect(onsite.tiers.map((t) => t.id)).toEqual(standard.tiers.map((t) => t.id));
    // The server prices a level with the same choice.
    const server = await getCatalog(ctx.db, undefined, "Onsite");
    expect(server.countries.US.tiers.filter((t) => t.id === "NW")).toEqual(
      onsite.tiers.filter((t) => t.id === "NW"),
    );
    expect((await getCatalog(ctx.db)).countries.US.tiers.filter((t) => t.id === "NW")).toEqual([base]);
  });

  it("refuses a bad country or type (400) and an unknown customer (404)", async () => {
    expect((await call(invoicer, "GET", submitUrl("Standard", "MX"))).statusCode).toBe(400);
    expect((await call(invoicer, "GET", submitUrl("Standard", "US", "Book"))).statusCode).toBe(400);
    const unknown = await call(invoicer, "GET", "/api/data/submit/999999/14/Standard/US/Comic/Tankobon");
    expect(unknown.statusCode).toBe(404);
  });
});

describe("POST /api/data/sh (rates by received date)", () => {
  const rates = async (date: string, payload: object = {}) =>
    call(invoicer, "POST", `/api/data/sh/Comic/Tankobon/${date}`, payload);

  it("chooses the rate table of the received date's cut-off (§9), each cut-off day inclusive", async () => {
    const cases: [string, number][] = [
      ["09-13-2022", 0],
      ["09-14-2022", 1],
      ["02-26-2023", 1],
      ["02-27-2023", 2],
      ["11-15-2023", 3],
      ["02-15-2025", 3],
      ["02-16-2025", 4],
      ["03-08-2025", 4],
      ["03-09-2025", 5],
      ["11-24-2026", 5],
    ];
    for (const [date, version] of cases) {
      const answer = await rates(date);
      expect(answer.statusCode, date).toBe(200);
      expect(answer.json().version, date).toBe(version);
    }
  });

  it("answers id, name, totalCost and the parts, for the body's country and count", async () => {
    const us = (await rates("03-09-2025")).json();
    const table = DEFAULT_CATALOG.countries.US.shippingRates[5];
    const first = table?.rates[0];
    expect(us.rates[0]).toMatchObject({
      id: first?.id,
      name: first?.name,
      baseCost: first?.baseCost,
      totalCost: (first?.baseCost ?? 0) + (first?.handlingCost ?? 0),
    });
    const three = (await rates("03-09-2025", { count: 3 })).json();
    expect(three.rates[0].totalCost).toBe(us.rates[0].totalCost + 2 * (first?.additionalCost ?? 0));
    const ca = (await rates("03-09-2025", { country: "CA" })).json();
    expect(ca.country).toBe("CA");
    expect(ca.rates.map((r: { id: string }) => r.id)).toEqual(
      DEFAULT_CATALOG.countries.CA.shippingRates[5]?.rates.map((r) => r.id),
    );
    const byQuery = await call(invoicer, "POST", "/api/data/sh/Comic/Tankobon/03-09-2025?country=CA");
    expect(byQuery.json(), byQuery.body).toMatchObject({ country: "CA" });
  });

  it("splits each rate as the totals do: handling apart from 16 April 2025, folded into S&H before", async () => {
    const first = DEFAULT_CATALOG.countries.US.shippingRates[5]?.rates[0];
    const shipping = (first?.baseCost ?? 0) + 2 * (first?.additionalCost ?? 0);
    const apart = (await rates("04-16-2025", { count: 3 })).json().rates[0];
    expect(apart).toMatchObject({ sh: shipping, handling: first?.handlingCost });
    const folded = (await rates("04-15-2025", { count: 3 })).json().rates[0];
    expect(folded).toMatchObject({ sh: shipping + (first?.handlingCost ?? 0), handling: 0 });
    expect(apart.sh + apart.handling).toBe(apart.totalCost);
  });

  it("refuses a date that is not MM-DD-YYYY or no real day (400)", async () => {
    for (const date of ["2025-03-09", "13-01-2025", "02-30-2025", "3-9-2025", "yesterday"]) {
      const answer = await rates(date);
      expect(answer.statusCode, date).toBe(400);
      expect(answer.json().message, date).toBe(BAD_RATE_DATE);
    }
  });
});

describe("origins and checkout data", () => {
  it("lists conventions from 3 days ago on (and upcoming), then Mail and Walk In", async () => {
    const today = utcDay(Date.now());
    await ctx.db.insert(conventions).values([
      { title: "Old Show", date: addDays(today, -4) },
      { title: "Edge Show", date: addDays(today, -3) },
      { title: "Next Show", date: addDays(today, 10) },
    ]);
    const { origins } = (await call(receiver, "GET", "/api/conventions/-60")).json();
    const titles = origins.map((o: { title: string }) => o.title);
    expect(titles).toEqual(["Edge Show", "Next Show", "Mail", "Walk In"]);
    expect(origins.slice(-2)).toEqual([
      { id: "Mail", title: "Mail" },
      { id: "WalkIn", title: "Walk In" },
    ]);
  });

  it("answers one convention by id (404 when none), which a grader may not read", async () => {
    const [show] = await ctx.db
      .insert(conventions)
      .values({ title: "Lookup Show", date: "2027-05-01", address: "1 Main St" })
      .returning();
    const found = await call(receiver, "GET", `/api/conventions/${show!.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      id: show!.id,
      title: "Lookup Show",
      date: "2027-05-01",
      address: "1 Main St",
    });
    expect((await call(receiver, "GET", "/api/conventions/999999")).statusCode).toBe(404);
    expect((await call(grader, "GET", `/api/conventions/${show!.id}`)).statusCode).toBe(403);
    expect((await call(receiver, "GET", "/api/conventions/abc")).statusCode).toBe(400);
  });

  it("gives payment methods, check and cash in the US only, carriers, origins and reps", async () => {
    await ctx.db.insert(salesReps).values({ repCode: "ZED9", firstName: "Zoe", lastName: "Dunn" });
    const us = (await call(invoicer, "GET", `/api/data/checkout/${customerId}`)).json();
    expect(us.paymentMethods).toEqual([]);
    expect(us.payOther.map((p: { id: string }) => p.id)).toEqual(["CHECK", "CASH"]);
    expect(us.shipOther).toEqual([
      { id: "FedEx", name: "FedEx account", accountLength: 9 },
      { id: "UPS", name: "UPS account", accountLength: 6 },
      { id: "DHL", name: "DHL account", accountLength: 9 },
    ]);
    expect(us.origins.at(-1)).toEqual({ id: "WalkIn", title: "Walk In" });
    expect(us.salesmanagers).toContainEqual({ repCode: "ZED9", name: "Zoe Dunn" });
    const ca = (await call(invoicer, "GET", `/api/data/checkout/${customerId}?country=CA`)).json();
    expect(ca.payOther).toEqual([]);
    expect((await call(invoicer, "GET", "/api/data/checkout/999999")).statusCode).toBe(404);
    const canadian = (await seedCustomer(ctx.db, { country: "CA" })).customer.id;
    expect((await call(invoicer, "GET", `/api/data/checkout/${canadian}`)).json().payOther).toEqual([]);
    const usDraft = (await call(invoicer, "GET", `/api/data/checkout/${canadian}?country=US`)).json();
    expect(usDraft.payOther).toHaveLength(2);
  });
});

describe("promo codes", () => {
  it("finds a code without case, answers the domain shape, and 404 'Promo Code is invalid.'", async () => {
    await ctx.db.insert(promoCodes).values([
      { code: "Save20", title: "20% off", promoType: "PercentTotal", promoValue: 20 },
      { code: "BUY4GET1", title: "Buy 4 get 1", promoType: "XGetY", xBooks: 4, yBooks: 1 },
    ]);
    const found = await call(invoicer, "GET", "/api/promocode/save20");
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: "Save20", promoType: "PercentTotal", promoValue: 20 });
    expect((await call(invoicer, "GET", "/api/promocode/buy4get1")).json()).toMatchObject({
      xBooks: 4,
      yBooks: 1,
    });
    const unknown = await call(invoicer, "GET", "/api/promocode/NOPE");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Promo Code is invalid.");
    const all = (await call(receiver, "GET", "/api/promocode/all")).json();
    expect(all.rows.map((p: { id: string }) => p.id)).toEqual(["BUY4GET1", "Save20"]);
    expect(all.total).toBe(2);
  });
});

describe("lookups", () => {
  it("puts values starting with the text before values containing it, case-insensitive, once each", async () => {
    await ctx.db.insert(lookupValues).values([
      { kind: "signee", value: "Beta Xyzzy" },
      { kind: "signee", value: "Xyzzy Alpha" },
      { kind: "signee", value: "Alpha xyzzy" },
      { kind: "signee", value: "XYZZY ALPHA" },
    ]);
    const { values } = (await call(invoicer, "GET", "/api/data/values/signee?value=XyZzY")).json();
    expect(values.map((v: { value: string }) => v.value)).toEqual([
      "Xyzzy Alpha",
      "Alpha xyzzy",
      "Beta Xyzzy",
    ]);
  });

  it("answers at most 20 real titles, a title once with its first volume's publisher and year", async () => {
    const { values } = (await call(invoicer, "GET", "/api/data/values/title?value=HULK")).json();
    const titles: string[] = values.map((v: { value: string }) => v.value);
    expect(titles.length).toBeGreaterThan(10);
    expect(new Set(titles).size).toBe(titles.length);
    const spider = (await call(invoicer, "GET", "/api/data/values/title?value=spider")).json();
    expect(spider.values).toHaveLength(20);
    expect(titles.every((t) => t.toLowerCase().includes("hulk"))).toBe(true);
    const firstContains = titles.findIndex((t) => !t.toLowerCase().startsWith("hulk"));
    expect(titles.slice(0, firstContains)).toContain("Hulk: Gray");
    expect(titles.slice(firstContains).some((t) => t.toLowerCase().startsWith("hulk"))).toBe(false);
    expect(titles.slice(firstContains)).toContain("Incredible Hulk");
    const amazing = (await call(invoicer, "GET", "/api/data/values/title?value=amazing spider-man")).json();
    expect(amazing.values[0]).toEqual({
      value: "Amazing Spider-Man",
      publisher: "Marvel",
      startYear: 1963,
      endYear: 1998,
    });
    const manga = (await call(invoicer, "GET", "/api/data/values/mtitle?value=weekly shonen")).json();
    expect(manga.values.map((v: { value: string }) => v.value)).toContain("Weekly Shonen Jump");
    const magazines = (await call(invoicer, "GET", "/api/data/values/gtitle?value=creepy")).json();
    expect(magazines.values[0]).toMatchObject({ value: "Creepy", publisher: "Warren", startYear: 1964 });
  });

  it("matches only prefixes below 3 characters and treats % and _ as text", async () => {
    await ctx.db.insert(lookupValues).values([
      { kind: "variant", value: "Zq first" },
      { kind: "variant", value: "Alpha zq" },
    ]);
    const short = (await call(invoicer, "GET", "/api/data/values/variant?value=zq")).json();
    expect(short.values.map((v: { value: string }) => v.value)).toEqual(["Zq first"]);
    const wild = (await call(invoicer, "GET", "/api/data/values/variant?value=%25")).json();
    expect(wild.values).toEqual([]);
  });

  it("refuses an unknown lookup name (400)", async () => {
    expect((await call(invoicer, "GET", "/api/data/values/colour?value=x")).statusCode).toBe(400);
  });

  it("searches catalogue series by title, publisher and year, 20 a page", async () => {
    const answer = await call(invoicer, "POST", "/api/data/comicbook/search", {
      title: "spider",
      publisher: "marvel",
      collectibleType: "Comic",
    });
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().rows as { title: string; publisher?: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.title.toLowerCase().includes("spider") && r.publisher === "Marvel")).toBe(
      true,
    );
    const inYear = await call(invoicer, "POST", "/api/data/comicbook/search", {
      title: "Amazing Spider-Man",
      year: 1965,
    });
    expect(inYear.json().rows).toContainEqual(
      expect.objectContaining({ title: "Amazing Spider-Man", startYear: 1963, collectibleType: "Comic" }),
    );
    const nothing = await call(invoicer, "POST", "/api/data/comicbook/search", { collectibleType: "Comic" });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().modelState["model.title"]).toEqual([COMIC_SEARCH_NEEDS_CRITERIA]);
    const marvel = await call(invoicer, "POST", "/api/data/comicbook/search", { publisher: "Marvel" });
    expect(marvel.json()).toMatchObject({ page: 1, pageSize: 20, hasMore: true });
    const page2 = (
      await call(invoicer, "POST", "/api/data/comicbook/search", { publisher: "Marvel", page: 2 })
    ).json();
    expect(page2.rows).toHaveLength(20);
    expect(page2.rows[0]).not.toEqual(marvel.json().rows[0]);
    const bad = await call(invoicer, "POST", "/api/data/comicbook/search", { year: 12 });
    expect(bad.statusCode).toBe(400);
  });
});

describe("reholder lookup", () => {
  it("refuses an id that is not 14 characters (400) and an unknown one (404), finds a graded comic", async () => {
    const short = await call(comicsWorker, "GET", "/api/data/comic/26-0A12345-01");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(REHOLDER_ID_LENGTH);
    expect((await call(comicsWorker, "GET", "/api/data/comic/26-0A12345-999")).statusCode).toBe(404);

    const { orderId, comics: rows } = await seedOrder(ctx.db, { status: "Completed" });
    const comic = rows[0];
    if (!comic) throw new Error("seeded order has no comic");
    expect(comic.uniqueId).toHaveLength(14);
    await ctx.db
      .update(comics)
      .set({ grade: 9.8, partialGrade: false })
      .where(eq(comics.uniqueId, comic.uniqueId));
    const found = await call(comicsWorker, "GET", `/api/data/comic/${comic.uniqueId.toLowerCase()}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      uniqueId: comic.uniqueId,
      orderId,
      comicId: comic.id,
      title: comic.title,
      grade: 9.8,
      displayGrade: "9.8",
      isRawGrade: false,
      collectibleType: comic.collectibleType,
    });
  });
});

describe("the catalog seed", () => {
  it("is idempotent and the loader rebuilds the default catalog from the tables", async () => {
    expect((await seedCatalog(ctx.db)).isCatalogSeeded).toBe(false);
    const catalog = await getCatalog(ctx.db, DEFAULT_CATALOG_VERSION);
    expect(catalog.countries.CA).toEqual(DEFAULT_CATALOG.countries.CA);
    expect(catalog.fastPassDays).toEqual(DEFAULT_CATALOG.fastPassDays);
  });
});
