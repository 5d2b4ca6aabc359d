// Demo banners, sliders and a published feed (issue 16), so /banners, /slider and GET /api/public/content
// show something on a first `npm start`. Pictures need the blob store, which the seed does not receive:
// the demo records have none (the screens upload them).
import type { TPublishedBanners } from "@gbo/contracts/content";
import { addDays, utcDay } from "@gbo/domain/dates";
import type { Db } from "../db/client";
import { banners, contentPublications, sliders } from "../db/schema/content";

export async function seedDemoContent(db: Db): Promise<void> {
  const today = utcDay(new Date());
  const rows = await db
    .insert(banners)
    .values([
      {
        startDate: today,
        endDate: addDays(today, 30),
        header1: "Holiday grading special",
        header2: "Fast pass included",
        line1: "Submit by the end of the month",
        line2: "Turnaround in 10 business days",
        sortOrder: 1,
      },
      {
        startDate: today,
        endDate: addDays(today, 60),
        header1: "Pressing is back",
        line1: "Add pressing to any tier",
        sortOrder: 2,
      },
      {
        startDate: addDays(today, 14),
        endDate: addDays(today, 45),
        header1: "See us at the convention",
        line1: "On-site grading all weekend",
        sortOrder: 3,
      },
    ])
    .returning();
  await db.insert(sliders).values([
    { name: "Welcome", caption: "Grading you can trust", link: "/", sortOrder: 1 },
    { name: "Submit now", caption: "Start a submission online", link: "/submit", sortOrder: 2 },
    { name: "Last season", caption: "Kept for reference", link: "/", sortOrder: 3, isActive: false },
  ]);
  // The first two banners were published; the third is new since, so "Publish" has something to do.
  const published: TPublishedBanners["banners"] = rows.slice(0, 2).map((row) => ({
    id: row.id,
    start: row.startDate,
    end: row.endDate,
    headers: [row.header1, row.header2, row.header3].filter(Boolean),
    lines: [row.line1, row.line2, row.line3].filter(Boolean),
    img: null,
  }));
  await db
    .insert(contentPublications)
    .values({ kind: "banners", body: { banners: published, publishedBy: "demo" } });
}
