// The dashboard's aggregates (issue 18) against hand-made histories: orders and tiers seeded at a
// status since a known time, then moved at known times (the writes' own status_changed_at), so every
// stay's length is known; one move goes through the API to show a real write reaching the figures.
import { utcDay } from "@gbo/domain/dates";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLog, orders, stationVisits, tiers } from "../../db/schema/index";
import { publishOrderEvents } from "../../events/order-events";
import { seedOrder as seedOrderRows } from "../../seed/orders-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../test/index";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const ago = (ms: number) => new Date(now - ms);
const NO_EXTRAS = { hasSpecialImaging: false, hasSignature: false, hasPressing: false, hasImaging: false };

let ctx: TestContext;
let manager: SignedIn;
let presser: SignedIn;

// Hand-made writes announce themselves as every real write does (the figures are kept until then).
const announce = (orderId: string) =>
  publishOrderEvents(ctx.database, [{ orderId, tierId: null, fromStatus: null, toStatus: "InProcess" }]);
const seedOrder = async (...args: Parameters<typeof seedOrderRows>) => {
  const seeded = await seedOrderRows(...args);
  await announce(seeded.orderId);
  return seeded;
};
const moveTier = async (orderId: string, tierId: string, status: string, at: Date) => {
  await ctx.db
    .update(tiers)
    .set({ status, statusChangedAt: at })
    .where(and(eq(tiers.orderId, orderId), eq(tiers.id, tierId)));
  await announce(orderId);
};
const moveOrder = async (orderId: string, status: string, at: Date) => {
  await ctx.db.update(orders).set({ status, statusChangedAt: at }).where(eq(orders.id, orderId));
  await announce(orderId);
};
const removeOrder = async (orderId: string) => {
  await ctx.db.delete(orders).where(eq(orders.id, orderId));
  await announce(orderId);
};
const get = async <T>(who: SignedIn, url: string) => {
  const response = await ctx.app.inject({ method: "GET", url, headers: who.authHeader });
  return { status: response.statusCode, body: response.json() as T };
};
type Station = { key: string; waiting: number; items: number; oldestHours: number | null; isMine: boolean };
const stations = async (who = manager) =>
  (await get<{ stations: Station[] }>(who, "/api/dashboard/stations")).body.stations;
const station = async (key: string, who = manager) => (await stations(who)).find((s) => s.key === key);
type Throughput = {
  stations: Array<{ key: string; completed: number; items: number; medianHours: number | null }>;
  tierCodes: Array<{
    tierCode: string;
    shipped: number;
    medianDays: number;
    promisedDays: number;
    onTime: number;
  }>;
};
const today = utcDay(now);
// Throughput is kept for 30 s whatever is written: each test reads its own range (its own kept value).
const throughput = async (from: string) =>
  (await get<Throughput>(manager, `/api/dashboard/throughput?from=${from}&to=${today}`)).body;

let pressed: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "mona", claims: "manage", password: "mona-test-password" });
  await seedWorker(ctx.db, { userName: "pete", claims: "pressing", password: "pete-test-password" });
  manager = await signIn(ctx.app, "mona", "mona-test-password");
  presser = await signIn(ctx.app, "pete", "pete-test-password");
  // A tier of 4 comics that has waited 3 days at pressing, then went on to pre-grade an hour ago.
  pressed = (
    await seedOrder(ctx.db, {
      status: "InProcess",
      date: ago(3 * DAY + HOUR),
      tiers: [{ code: "SO", status: "Pressing", count: 4, services: { hasPressing: true } }],
    })
  ).orderId;
  await moveTier(pressed, "SO", "PreGrade", ago(HOUR));
});
afterAll(() => ctx.close());

describe("work in progress", () => {
  it("counts what waits at each station now, with its comics and the longest wait", async () => {
    const waiting = (
      await seedOrder(ctx.db, {
        status: "InProcess",
        date: ago(5 * DAY),
        tiers: [
          { code: "SO", status: "Pressing", count: 2, services: { hasPressing: true } },
          { code: "SL", status: "Pressing", count: 3, services: { hasPressing: true } },
        ],
      })
    ).orderId;
    const pressing = await station("pressing");
    expect(pressing).toMatchObject({ waiting: 2, items: 5, isMine: false });
    expect(pressing?.oldestHours).toBeCloseTo(120, 0);
    // The tier that moved on waits at grading since an hour ago.
    const grading = await station("grading");
    expect(grading).toMatchObject({ waiting: 1, items: 4 });
    expect(grading?.oldestHours).toBeCloseTo(1, 0);
    await removeOrder(waiting);
  });

  it("puts the worker's own stations first", async () => {
    const list = await stations(presser);
    expect(list[0]).toMatchObject({ key: "pressing", isMine: true });
    expect(list.filter((s) => s.isMine)).toHaveLength(1);
    expect((await stations(manager))[0]?.key).toBe("receiving");
  });

  it("counts a tier only while its order is in process", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "AddComic",
      date: ago(10 * DAY),
      tiers: [{ code: "SO", status: "Signature", count: 2, services: { hasSignature: true } }],
    });
    expect((await station("signature"))?.waiting).toBe(0);
    expect((await station("addcomic"))?.waiting).toBe(1);
    // Pre-receiving done two hours ago: the tier arrives at signature then, not when it was invoiced.
    await moveOrder(orderId, "InProcess", ago(2 * HOUR));
    const signature = await station("signature");
    expect(signature).toMatchObject({ waiting: 1, items: 2 });
    expect(signature?.oldestHours).toBeCloseTo(2, 0);
    // Cancelled: it waits nowhere, and leaving that way is no work done.
    await moveOrder(orderId, "Cancelled", ago(HOUR));
    expect((await station("signature"))?.waiting).toBe(0);
    expect(
      (await throughput(utcDay(now - 6 * DAY))).stations.find((s) => s.key === "signature")?.completed,
    ).toBe(0);
  });

  it("changes at once when a tier is completed through the API", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SE", status: "Pressing", count: 1, processed: 1, services: { hasPressing: true } }],
    });
    const before = (await station("pressing"))?.waiting ?? 0;
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const done = await ctx.app.inject({
      method: "POST",
      url: "/api/orders/tier",
      headers: presser.authHeader,
      payload: { orderId, tierId: "SE", version: order?.version },
    });
    expect(done.statusCode).toBe(200);
    expect((await station("pressing"))?.waiting).toBe(before - 1);
    await removeOrder(orderId);
  });
});

describe("throughput and turnaround", () => {
  it("shows the 3 days a tier waited at pressing as the station's median stay", async () => {
    const pressing = (await throughput(utcDay(now - 7 * DAY))).stations.find((s) => s.key === "pressing");
    expect(pressing).toMatchObject({ completed: 1, items: 4 });
    expect(pressing?.medianHours).toBeCloseTo(72, 0);
  });

  it("counts a move within a station (pre-grade to finalize) as no completion of it", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      date: ago(2 * DAY),
      tiers: [{ code: "SO", status: "PreGrade", count: 1, services: NO_EXTRAS }],
    });
    await moveTier(orderId, "SO", "Finalize", ago(DAY));
    await moveTier(orderId, "SO", "Labels", ago(12 * HOUR));
    const grading = (await throughput(utcDay(now - 8 * DAY))).stations.find((s) => s.key === "grading");
    // One completion (finalize -> labels); the median of its two stays (24 h and 12 h) is 18 h.
    expect(grading).toMatchObject({ completed: 1, items: 1 });
    expect(grading?.medianHours).toBeCloseTo(18, 0);
    await removeOrder(orderId);
  });

  it("gives per tier code the median days from received to shipped against the promised days", async () => {
    const made = async (daysTaken: number) => {
      const { orderId } = await seedOrder(ctx.db, {
        status: "Shipping",
        date: ago((daysTaken + 2) * DAY),
        tiers: [{ code: "WS", count: 1, services: NO_EXTRAS }],
      });
      await ctx.db
        .update(orders)
        .set({ receivedDate: ago((daysTaken + 1) * DAY) })
        .where(eq(orders.id, orderId));
      await ctx.db.update(tiers).set({ days: 10 }).where(eq(tiers.orderId, orderId));
      await announce(orderId);
      await moveOrder(orderId, "Completed", ago(DAY));
    };
    await made(8);
    await made(12);
    await made(20);
    const ws = (await throughput(utcDay(now - 9 * DAY))).tierCodes.find((row) => row.tierCode === "WS");
    expect(ws).toEqual({ tierCode: "WS", shipped: 3, medianDays: 12, promisedDays: 10, onTime: 1 });
  });

  it("refuses a backwards or over-long range with its message, and a malformed day", async () => {
    const backwards = await get<{ message: string }>(
      manager,
      "/api/dashboard/throughput?from=2026-03-02&to=2026-03-01",
    );
    expect(backwards).toMatchObject({
      status: 400,
      body: { message: "The range must end on or after its first day." },
    });
    const long = await get<{ message: string }>(
      manager,
      "/api/dashboard/throughput?from=2024-01-01&to=2026-01-01",
    );
    expect(long.body.message).toBe("Choose a range of at most 366 days.");
    const bad = await get<{ message: string }>(
      manager,
      "/api/dashboard/throughput?from=2026-13-01&to=2026-13-02",
    );
    expect(bad).toMatchObject({ status: 400, body: { message: "Give the range's days as YYYY-MM-DD." } });
  });
});

describe("flow of the last 30 days", () => {
  it("gives arrivals, completions and what waited at each day's end", async () => {
    const flow = (
      await get<{
        days: string[];
        stations: Array<{ key: string; arrivals: number[]; completions: number[]; waiting: number[] }>;
      }>(manager, "/api/dashboard/flow")
    ).body;
    expect(flow.days).toHaveLength(30);
    expect(flow.days.at(-1)).toBe(today);
    const pressing = flow.stations.find((s) => s.key === "pressing");
    const dayOf = (ms: number) => flow.days.indexOf(utcDay(now - ms));
    expect(pressing?.arrivals[dayOf(3 * DAY + HOUR)]).toBe(1);
    expect(pressing?.completions[dayOf(HOUR)]).toBe(1);
    // It waited at pressing at the end of the day it arrived, and no longer today.
    expect(pressing?.waiting[dayOf(3 * DAY + HOUR)]).toBe(1);
    expect(pressing?.waiting.at(-1)).toBe(0);
  });
});

describe("due-date risk", () => {
  type Risk = {
    total: number;
    rows: Array<{ orderId: string; level: string; isEscalated: boolean; stationsLeft: string[] }>;
  };
  it("lists overdue, late and tight orders, most at risk first, escalated ones marked", async () => {
    const open = (dueInDays: number, status: "Pressing" | "QC") =>
      seedOrder(ctx.db, {
        status: "InProcess",
        dueDate: utcDay(now + dueInDays * DAY),
        tiers: [{ code: "SO", status, count: 1, services: { hasPressing: status === "Pressing" } }],
      });
    const overdue = (await open(-2, "QC")).orderId;
    const late = (await open(1, "Pressing")).orderId;
    const fine = (await open(60, "Pressing")).orderId;
    await ctx.db.insert(orderLog).values({
      orderId: late,
      author: "Boss",
      type: "Escalate",
      description: "Escalated",
    });
    await announce(late);
    const risk = (await get<Risk>(manager, "/api/dashboard/risk")).body;
    const ids = risk.rows.map((row) => row.orderId);
    expect(ids.indexOf(overdue)).toBeLessThan(ids.indexOf(late));
    expect(ids).not.toContain(fine);
    expect(risk.rows.find((r) => r.orderId === overdue)?.level).toBe("overdue");
    // Pressing (3 days learnt from the tier above), then pre-grade, finalize … QC, billing and shipping.
    const lateRow = risk.rows.find((r) => r.orderId === late);
    expect(lateRow).toMatchObject({ level: "late", isEscalated: true });
    expect(lateRow?.stationsLeft.slice(0, 3)).toEqual(["Pressing", "Pre-grade", "Finalize"]);
    expect(lateRow?.stationsLeft.at(-1)).toBe("Shipping");
  });
});

describe("access", () => {
  it("needs a signed-in worker", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/dashboard/stations" });
    expect(response.statusCode).toBe(401);
  });
  it("keeps one open stay per tier", async () => {
    const open = await ctx.db.select().from(stationVisits).where(eq(stationVisits.orderId, pressed));
    expect(open.filter((v) => v.tierId === "SO" && v.leftAt === null).map((v) => v.status)).toEqual([
      "PreGrade",
    ]);
  });
});
