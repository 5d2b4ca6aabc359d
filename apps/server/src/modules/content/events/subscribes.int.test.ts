// Subscribes (administration §5, §7): the search by start and end day with the spec's messages, a page at
// a time, and the export: a real .xlsx opened with exceljs's reader, its rows checked, same range checks
// with the "enter" wording.
import { addDays, utcDay } from "@gbo/domain/dates";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribers } from "../../../db/schema/content";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let content: SignedIn;
let grader: SignedIn;
const today = utcDay(Date.now());
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "cora", claims: "managecontent", password: "cora-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  content = await signIn(ctx.app, "cora", "cora-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
  // 1,205 sign-ups over the last 10 days (more than one export batch), one a day at noon from day -10.
  await ctx.db.insert(subscribers).values(
    Array.from({ length: 1205 }, (_, i) => ({
      email: `fan${i}@example.com`,
      firstName: `First${i}`,
      lastName: `Last${i}`,
      createdAt: new Date(`${day(-10 + (i % 11))}T12:00:00.000Z`),
    })),
  );
});
afterAll(() => ctx.close());

const get = (who: SignedIn, url: string) => ctx.app.inject({ method: "GET", url, headers: who.authHeader });

describe("subscribes search", () => {
  it("needs managecontent", async () => {
    expect((await get(grader, "/api/content/subscribe/all/-/-")).statusCode).toBe(403);
    expect((await get(grader, "/api/content/subscribe/sendMailExcel/-/-")).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/api/content/subscribe/all/-/-" })).statusCode).toBe(
      401,
    );
  });

  it("answers the spec's messages: both days or none, start not after end", async () => {
    const cases: [string, string, string][] = [
      [day(-3), "-", "Please select end date."],
      ["-", day(-3), "Please select start date."],
      [day(-1), day(-3), "Start date should not be greater than end date!"],
      ["yesterday", "-", "A day is MM-DD-YYYY or YYYY-MM-DD, or - for none."],
      ["2026-02-30", day(0), "A day is MM-DD-YYYY or YYYY-MM-DD, or - for none."],
    ];
    for (const [a, b, message] of cases) {
      const answer = await get(content, `/api/content/subscribe/all/${a}/${b}`);
      expect(answer.statusCode, `${a}/${b}`).toBe(400);
      expect(answer.json().message).toBe(message);
    }
  });

  it("finds the sign-ups from the start day through the end day, newest first, a page at a time", async () => {
    const all = (await get(content, "/api/content/subscribe/all/-/-?pageSize=10")).json();
    expect(all.total).toBe(1205);
    expect(all.rows).toHaveLength(10);
    // Days -2, -1 and 0: indexes 8, 9 and 10 of every 11, 109 sign-ups each (1205 = 11 × 109 + 6).
    const range = (await get(content, `/api/content/subscribe/all/${day(-2)}/${day(0)}?pageSize=100`)).json();
    expect(range.total).toBe(3 * 109);
    expect(range.rows[0].createdAt.slice(0, 10)).toBe(today);
    // MM-DD-YYYY works too.
    const [y, m, d] = day(-2).split("-");
    const typed = (await get(content, `/api/content/subscribe/all/${m}-${d}-${y}/${m}-${d}-${y}`)).json();
    expect(typed.total).toBe(109);
  });
});

describe("subscribes export", () => {
  it("answers the 'enter' wording before writing anything", async () => {
    const answer = await get(content, `/api/content/subscribe/sendMailExcel/${day(-3)}/-`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe("Please enter end date.");
    const start = await get(content, `/api/content/subscribe/sendMailExcel/-/${day(-3)}`);
    expect(start.json().message).toBe("Please enter start date.");
  });

  it("streams a workbook that opens with every row of the range, oldest first", async () => {
    const answer = await get(content, `/api/content/subscribe/sendMailExcel/${day(-10)}/${day(0)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("spreadsheetml");
    expect(answer.headers["content-disposition"]).toContain("subscribers.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Subscribers")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Email",
      "First name",
      "Last name",
      "Subscribed (UTC)",
    ]);
    expect(sheet.actualRowCount).toBe(1206);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe("fan0@example.com");
    expect(first.getCell(2).value).toBe("First0");
    expect((first.getCell(4).value as Date).toISOString()).toBe(`${day(-10)}T12:00:00.000Z`);
    const emails = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) emails.add(String(row.getCell(1).value));
    });
    expect(emails.size).toBe(1205);
  });
});
