// The packing slip reads as the box holds it (issue 30 point 9): a line standing for two copies says so
// (Qty), the lines add up to the comics declared, and the phone reads (xxx) xxx-xxxx (administration §9).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { customers } from "../../db/schema/index";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, seedWorker, signIn, type TestContext } from "../../test/index";
import { seedSubmitter, submitBody, submitComic } from "../../test/submit-kit";

let ctx: TestContext;
let receiver: Caller;
let pdfReader: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  receiver = await callerWith(ctx, "receiving");
  const worker = await seedWorker(ctx.db, { userName: "slipqty", claims: "receiving" });
  pdfReader = (await signIn(ctx.app, worker.userName, worker.password)).authHeader;
});
afterAll(() => ctx.close());

it("lists each line's quantity, totals the comics in the box and formats a +1 phone", async () => {
  const who = await seedSubmitter(ctx.db);
  await ctx.db.update(customers).set({ phone: "+1 555 959 7849" }).where(eq(customers.id, who.customerId));
  const { body } = await submitBody(ctx.db, who, {
    comics: [
      submitComic({ id: "a", quantity: 2, insured: 5000 }),
      submitComic({ id: "b", insured: 7000, title: "Batman", issue: "423" }),
    ],
  });
  const submitted = await receiver.send<{ id: string }>("POST", "/api/orders/submit", body);
  expect(submitted.status).toBe(200);
  const id = submitted.body.id;

  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/orders/${id}/packing-slip.pdf`,
    headers: pdfReader,
  });
  expect(response.statusCode).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "slip-qty-")), "slip.pdf");
  writeFileSync(file, response.rawPayload);
  const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
  expect(text).toContain("(555) 959-7849");
  expect(text).not.toContain("+1 555 959 7849");
  expect(text).toMatch(/#\s+Title\s+Issue\s+Year\s+Tier\s+Qty/);
  expect(text).toMatch(/001\s+.+\s+NW\s+2\n/);
  expect(text).toMatch(/002\s+Batman\s+423\s+\S+\s+NW\s+1\n/);
  expect(text).toMatch(/Comics\s+3\n/);
  expect(text).toMatch(/Total comics\s+3/);
});
