// The demo data a worker reads must be plausible (issue 29): manga carry a label code the labels print,
// a comic's publisher and year fit a run of its title in the lab's own title catalogue (never a future
// year), street names belong to their address's country and province, and a comic at PreGrade has a
// grade screen so "a grade below the grade screen asks first" can be tried.
import { LABEL_BUCKETS } from "@gbo/domain/labels";
import { gradeBelowScreen } from "@gbo/domain/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { seedCatalog } from "../modules/catalog/index";
import { type Caller, callerWith } from "../test/callers";
import { createTestContext, type TestContext } from "../test/index";
import { tierTestKit } from "../test/tier-kit";
import { seedDemo } from "./demo";
import { DEMO_GRADE_SCREEN } from "./orders-demo-grade-screen";

let ctx: TestContext;
let grader: Caller;
const { summary } = tierTestKit(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalog(ctx.db);
  await seedDemo(ctx.db);
  grader = await callerWith(ctx, "grade");
}, 180_000);
afterAll(() => ctx.close());

describe("demo data a worker reads", () => {
  it("gives every manga a label code the labels print, several of them", async () => {
    const rows = await queryRows<{ code: string | null; n: number }>(
      ctx.db,
      sql`select manga_label_code as code, count(*)::int as n from comics
          where collectible_type = 'Manga' group by 1 order by 1`,
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(LABEL_BUCKETS.Manga, `manga label code ${row.code}`).toContain(row.code);
  });

  it("never dates a comic after this year, and dates and publishes it as a run of its title", async () => {
    const thisYear = new Date().getUTCFullYear();
    const future = await queryRows<{ uniqueId: string; year: string }>(
      ctx.db,
      sql`select unique_id as "uniqueId", year from comics
          where year ~ '^[0-9]{4}$' and year::int > ${thisYear}
             or display_year ~ '^[0-9]{4}$' and display_year::int > ${thisYear}`,
    );
    expect(future).toEqual([]);
    // A run of the catalogue with the comic's title and publisher whose years hold the comic's year.
    const outside = await queryRows<{ label: string }>(
      ctx.db,
      sql`select distinct c.title || ' #' || c.issue || ' · ' || c.year || ' · ' || c.publisher as label
          from comics c
          where exists (select 1 from lookup_values l
                        where l.kind in ('title', 'gtitle', 'mtitle') and l.value = c.title)
            and not exists (select 1 from lookup_values l
                            where l.kind in ('title', 'gtitle', 'mtitle') and l.value = c.title
                              and l.publisher = c.publisher
                              and c.year::int between l.start_year and coalesce(l.end_year, ${thisYear}))
          order by 1`,
    );
    expect(outside).toEqual([]);
    // The one title outside the catalogue is the labels' long-title case, a Marvel annual.
    const unknown = await queryRows<{ title: string; publisher: string }>(
      ctx.db,
      sql`select distinct title, publisher from comics c
          where not exists (select 1 from lookup_values l
                            where l.kind in ('title', 'gtitle', 'mtitle') and l.value = c.title)`,
    );
    expect(unknown).toEqual([
      { title: "The Amazing Spider-Man Annual Special Edition", publisher: "Marvel" },
    ]);
  });

  it("prints the labels' X-Men #1 and Saga issues with their own publisher and year", async () => {
    const rows = await queryRows<{ label: string }>(
      ctx.db,
      sql`select title || ' #' || issue || ' · ' || year || ' · ' || publisher as label from comics
          where order_id in ('26-LABL009', '26-LABL003') and title in ('X-Men', 'Saga') and issue in ('1', '9')
          order by 1`,
    );
    expect(rows.map((r) => r.label)).toEqual([
      "Saga #1 · 2012 · Image",
      "Saga #9 · 2012 · Image",
      "X-Men #1 · 1963 · Marvel",
    ]);
  });

  it("puts Canadian street names on Canadian addresses only, and French ones in Québec", async () => {
    const canadian =
      "King St W|Queen St E|Yonge St|Bloor St W|Rue Sainte-Catherine|Boul\\. Saint-Laurent|Rue Saint-Denis|" +
      "Granville St|Jasper Ave|Portage Ave|Spring Garden Rd";
    const american = "Sunset Blvd|Broadway|Madison Ave|Washington Ave|Hillcrest Dr";
    const misplaced = await queryRows<{ line1: string; city: string; country: string }>(
      ctx.db,
      sql`select line1, city, country from addresses
          where (country <> 'CA' and line1 ~ ${canadian})
             or (country <> 'US' and line1 ~ ${american})
             or (line1 ~ '(^| )(Rue|Boul\\.|Grande Allée) ' and coalesce(state_province, '') <> 'QC')
          limit 10`,
    );
    expect(misplaced).toEqual([]);
    const [montreal] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from addresses where line1 like '%Rue Sainte-Catherine'`,
    );
    expect(montreal?.n).toBeGreaterThan(0);
    const notMontreal = await queryRows<{ city: string }>(
      ctx.db,
      sql`select distinct city from addresses where line1 like '%Rue Sainte-Catherine' and city <> 'Montréal'`,
    );
    expect(notMontreal).toEqual([]);
  });

  it(`has a comic at PreGrade with a grade screen (${DEMO_GRADE_SCREEN}-001): a grade below it asks first`, async () => {
    const screened = await queryRows<{ uniqueId: string; gradeScreen: number }>(
      ctx.db,
      sql`select c.unique_id as "uniqueId", c.grade_screen as "gradeScreen" from comics c
          join tiers t on t.order_id = c.order_id and t.id = c.tier_id
          where t.status = 'PreGrade' and c.grade_screen > 0 and c.grade is null
          order by 1`,
    );
    expect(screened).toContainEqual({ uniqueId: `${DEMO_GRADE_SCREEN}-001`, gradeScreen: 9.4 });
    const { version } = (await summary(DEMO_GRADE_SCREEN)).order;
    const url = `/api/orders/${DEMO_GRADE_SCREEN}/comic/001/grade`;
    const warned = await grader.send("PUT", url, { version, grade: 9.2 });
    expect([warned.status, warned.body.message]).toEqual([400, gradeBelowScreen("9.2", "9.4")]);
  });
});

describe("demo data a manager reads", () => {
  it("ships no order before its box arrived: every tier code's turnaround is at least a day", async () => {
    const early = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from orders where status = 'Completed' and status_changed_at < received_date`,
    );
    expect(early).toEqual([]);
    const manager = await callerWith(ctx, "manage");
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const range = await manager.get<{ tierCodes: Array<{ tierCode: string; medianDays: number }> }>(
      `/api/dashboard/throughput?from=${from}&to=${today}`,
    );
    expect(range.body.tierCodes.length).toBeGreaterThan(3);
    for (const row of range.body.tierCodes) expect(row.medianDays, row.tierCode).toBeGreaterThanOrEqual(1);
  });

  it("shows what a few orders' customers were told: their milestone e-mails, written and delivered", async () => {
    const rows = await queryRows<{
      order_id: string;
      milestone: string;
      subject: string;
      status: string;
      text: string;
    }>(
      ctx.db,
      sql`select order_id, milestone, subject, status, text from mail_outbox
          where milestone is not null order by order_id, created_at`,
    );
    expect(new Set(rows.map((row) => row.order_id)).size).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row.status).toBe("sent");
      expect(row.subject).toContain(row.order_id);
      expect(row.text.length).toBeGreaterThan(50);
    }
    const pickup = rows.filter((row) => row.order_id === "26-PICK001").map((row) => row.milestone);
    expect(pickup).toEqual(["received", "invoice", "grades", "pickup"]);
    expect(rows.some((row) => row.milestone === "shipped")).toBe(true);
  });
});
