// The dashboard's demo history gives every part of the dashboard something to show: completions over
// the last 30 days, pressing as the slow station with work waiting, and shipped orders per tier code.
import { utcDay } from "@gbo/domain/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../test/index";
import { seedDemoDashboard } from "./dashboard-demo";

let ctx: TestContext;
let manager: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  // As the first start seeds: every demo seeder in one transaction.
  await ctx.db.transaction((tx) => seedDemoDashboard(tx));
  await seedDemoDashboard(ctx.db); // a second run makes nothing more
  await seedWorker(ctx.db, { userName: "mona", claims: "manage", password: "mona-test-password" });
  manager = await signIn(ctx.app, "mona", "mona-test-password");
});
afterAll(() => ctx.close());

const get = async <T>(url: string) =>
  (await ctx.app.inject({ method: "GET", url, headers: manager.authHeader })).json() as T;

describe("dashboard demo history", () => {
  it("shows pressing as the slow station, work waiting there, and orders shipped per tier code", async () => {
    type Throughput = {
      stations: Array<{ key: string; completed: number; medianHours: number | null }>;
      tierCodes: Array<{ tierCode: string; shipped: number; medianDays: number }>;
    };
    const to = utcDay(Date.now());
    const from = utcDay(Date.now() - 29 * 86_400_000);
    const range = await get<Throughput>(`/api/dashboard/throughput?from=${from}&to=${to}`);
    const pressing = range.stations.find((s) => s.key === "pressing");
    const grading = range.stations.find((s) => s.key === "grading");
    expect(pressing?.completed).toBeGreaterThan(3);
    expect(pressing?.medianHours).toBeGreaterThanOrEqual(48);
    expect(grading?.medianHours).toBeLessThan(30);
    const shipped = range.tierCodes.reduce((sum, row) => sum + row.shipped, 0);
    expect(shipped).toBeGreaterThan(5);
    for (const row of range.tierCodes) expect(row.medianDays).toBeGreaterThan(3);

    const stations = await get<{ stations: Array<{ key: string; waiting: number }> }>(
      "/api/dashboard/stations",
    );
    expect(stations.stations.find((s) => s.key === "pressing")?.waiting).toBeGreaterThan(0);
    const flow = await get<{ stations: Array<{ key: string; completions: number[] }> }>(
      "/api/dashboard/flow",
    );
    const done = flow.stations.flatMap((s) => s.completions).reduce((a, b) => a + b, 0);
    expect(done).toBeGreaterThan(50);
  });
});
