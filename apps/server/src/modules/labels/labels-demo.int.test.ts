import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LABEL_ORDERS, seedDemoLabels } from "../../db/seed/labels-demo";
import { comics, tiers } from "../../db/schema/index";
import { labelPrints } from "../../db/schema/labels";
import { createTestContext, type TestContext } from "../../test/index";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoLabels(ctx.db);
});
afterAll(() => ctx.close());

describe("demo labels seed", () => {
  it("puts every demo tier at Labels with graded comics, once", async () => {
    await seedDemoLabels(ctx.db); // idempotent: a second run adds nothing
    for (const orderId of Object.values(DEMO_LABEL_ORDERS)) {
      const rows = await ctx.db.select().from(tiers).where(eq(tiers.orderId, orderId));
      expect(rows.map((t) => t.status), orderId).toEqual(["Labels"]);
    }
    const grades = await ctx.db
      .select({ grade: comics.grade, category: comics.category, restoration: comics.restoration })
      .from(comics)
      .where(eq(comics.orderId, DEMO_LABEL_ORDERS.grades))
      .orderBy(comics.id);
    expect(grades.map((c) => c.grade)).toEqual([10, 9.9, 9.8, 9.4]);
    expect(grades[1]?.category).toBe("Verified");
    expect(grades[3]?.restoration).toBeTruthy();
    const manga = await ctx.db
      .select({ code: comics.mangaLabelCode })
      .from(comics)
      .where(and(eq(comics.orderId, DEMO_LABEL_ORDERS.manga)))
      .orderBy(comics.id);
    expect(manga.map((c) => c.code)).toEqual(["CB", "HR", "LP", "JP"]);
    const prints = await ctx.db.select().from(labelPrints);
    expect(prints.length).toBe(5);
    expect(prints.find((p) => p.uniqueId === `${DEMO_LABEL_ORDERS.grades}-001`)?.label).toMatchObject({
      grade: "9.9",
    });
  });
});
