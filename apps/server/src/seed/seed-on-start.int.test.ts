import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { countWorkers } from "../modules/identity/index";
import { createTestContext, signIn, type TestContext } from "../test/index";
import { DEMO_SEEDERS, type DemoSeeder } from "./demo";
import { DEMO_WORKERS, demoPassword } from "./demo-workers";
import { seedOnStart } from "./seed-on-start";

describe("first-start seed", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("creates admin with a generated password (shown once) and the demo workers, then never again", async () => {
    const outcome = await seedOnStart(
      ctx.database,
      { adminPassword: undefined, isDemoSeedEnabled: true },
      () => {},
    );
    expect(outcome.isFirstStart).toBe(true);
    expect(outcome.generatedAdminPassword).toMatch(/^\S{12,}$/);
    const admin = await signIn(ctx.app, "admin", outcome.generatedAdminPassword ?? "");
    expect(admin.body.claims).toBe("admin");

    const shipping = await signIn(ctx.app, "shipping", "shipping-demo-pass");
    expect(shipping.body).toMatchObject({ displayName: "Sam Shipping", claims: "shipping" });
    const manager = await signIn(ctx.app, "manager", demoPassword("manager"));
    expect(manager.body.claims).toBe("managecontent,manage,manageworker,user,shelves");
    expect(DEMO_WORKERS.map((w) => w.userName)).toEqual([
      "receiving",
      "invoicing",
      "comics",
      "signature",
      "pressing",
      "grade",
      "pregrade",
      "finalize",
      "labels",
      "heatseal",
      "slab",
      "qc",
      "imaging",
      "shipping",
      "billing",
      "refund",
      "manager",
    ]);

    const workers = await countWorkers(ctx.db);
    const again = await seedOnStart(
      ctx.database,
      { adminPassword: undefined, isDemoSeedEnabled: true },
      () => {},
    );
    expect(again).toEqual({ isFirstStart: false, isDemoSeeded: false, generatedAdminPassword: null });
    expect(await countWorkers(ctx.db)).toBe(workers);
  }, 90_000); // the whole demo data set, every area's seeder
});

describe("first-start seed of a DATABASE_URL database", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("creates only the admin, with ADMIN_PASSWORD", async () => {
    const outcome = await seedOnStart(
      ctx.database,
      { adminPassword: "chosen-admin-pass", isDemoSeedEnabled: false },
      () => {},
    );
    expect(outcome).toEqual({ isFirstStart: true, isDemoSeeded: false, generatedAdminPassword: null });
    expect(await countWorkers(ctx.db)).toBe(1);
    await signIn(ctx.app, "admin", "chosen-admin-pass");
  });
});

describe("a first-start seed that fails half-way", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("leaves no worker behind, so the next start seeds admin and the whole demo set again", async () => {
    const crash: DemoSeeder = {
      name: "crash after workers",
      run: async () => {
        throw new Error("power cut");
      },
    };
    DEMO_SEEDERS.splice(1, 0, crash);
    try {
      await expect(
        seedOnStart(ctx.database, { adminPassword: "first-admin-pass", isDemoSeedEnabled: true }, () => {}),
      ).rejects.toThrow("power cut");
    } finally {
      DEMO_SEEDERS.splice(DEMO_SEEDERS.indexOf(crash), 1);
    }
    expect(await countWorkers(ctx.db)).toBe(0);

    const outcome = await seedOnStart(
      ctx.database,
      { adminPassword: "second-admin-pass", isDemoSeedEnabled: true },
      () => {},
    );
    expect(outcome).toMatchObject({ isFirstStart: true, isDemoSeeded: true });
    expect(await countWorkers(ctx.db)).toBe(DEMO_WORKERS.length + 1);
    const [walk] = await queryRows<{ count: number }>(
      ctx.db,
      sql`select count(*)::int as count from orders where id = '26-WALK003'`,
    );
    expect(walk?.count).toBe(1);
    await signIn(ctx.app, "admin", "second-admin-pass");
  }, 90_000);
});
