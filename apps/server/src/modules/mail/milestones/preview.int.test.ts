// The manager's preview of the customer e-mails (issue 33 point 5): every milestone listed with whether a
// customer may turn it off, each template rendered (subject, HTML, plain text) with the lab details as
// saved, and the manage claim.
import { MILESTONE_LABELS, MILESTONES, OPTIONAL_MILESTONES } from "@gbo/domain/mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let manager: SignedIn;
let invoicing: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "mona", claims: "manage", password: "mona-test-password" });
  await seedWorker(ctx.db, { userName: "ivy", claims: "invoicing", password: "ivy-test-password" });
  manager = await signIn(ctx.app, "mona", "mona-test-password");
  invoicing = await signIn(ctx.app, "ivy", "ivy-test-password");
});
afterAll(() => ctx.close());

const get = (url: string, who = manager) => ctx.app.inject({ method: "GET", url, headers: who.authHeader });

describe("the customer e-mails' preview", () => {
  it("lists every milestone with its label and whether a customer may turn it off", async () => {
    const list = await get("/api/email/milestones");
    expect(list.statusCode).toBe(200);
    expect(list.json().rows).toEqual(
      MILESTONES.map((milestone) => ({
        milestone,
        label: MILESTONE_LABELS[milestone],
        isOptional: OPTIONAL_MILESTONES.includes(milestone),
      })),
    );
    expect(
      list.json().rows.find((row: { milestone: string }) => row.milestone === "payment").isOptional,
    ).toBe(false);
  });

  it("renders each template with a demo order and the lab's saved name, in HTML and plain text", async () => {
    const saved = await ctx.app.inject({
      method: "PUT",
      url: "/api/settings/lab",
      headers: manager.authHeader,
      payload: {
        name: "Preview Test Lab",
        addressLines: ["7 Harbor Road", "Tampa, FL 33602"],
        phone: "813 555 0142",
        email: "hello@preview-lab.example",
        hours: "Weekdays 8:00 to 16:00",
        version: 0,
      },
    });
    expect(saved.statusCode).toBe(200);
    for (const milestone of MILESTONES) {
      const preview = await get(`/api/email/milestones/${milestone}/preview`);
      expect(preview.statusCode, milestone).toBe(200);
      const body = preview.json();
      expect(body).toMatchObject({ milestone, label: MILESTONE_LABELS[milestone] });
      expect(body.subject.length, milestone).toBeGreaterThan(0);
      expect(body.html, milestone).toMatch(/<html/i);
      expect(body.html, milestone).toContain("Preview Test Lab");
      expect(body.text, milestone).toContain("Preview Test Lab");
      expect(body.text, milestone).not.toMatch(/<[a-z]/i);
    }
    const pickup = (await get("/api/email/milestones/pickup/preview")).json();
    expect(pickup.text).toContain("7 Harbor Road");
    expect(pickup.text).toContain("Weekdays 8:00 to 16:00");
  });

  it("answers 400 for a milestone that does not exist", async () => {
    expect((await get("/api/email/milestones/lunch/preview")).statusCode).toBe(400);
  });

  it("is the manager's: a worker without the manage claim is refused, and no token is refused", async () => {
    for (const url of ["/api/email/milestones", "/api/email/milestones/grades/preview"]) {
      expect((await get(url, invoicing)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });
});
