// The signature calls through the HTTP API: the rows save (add, edit, remove, 24 rows, ASP forced, no
// VSP beside a VSPP, failed descriptions, original art), the per-comic and bulk VSP verdicts, the
// category derived again, claims, station and stale versions, each refusal changing nothing.
import type { TComic, TOrderLog } from "@gbo/contracts/orders";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics } from "../../../db/schema/index";
import { type SeedSignatureSpec, seedOrder } from "../../../seed/orders-factory";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";
import { tierTestKit } from "../../../test/tier-kit";

let ctx: TestContext;
let signer: Caller;
const { summary } = tierTestKit(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
  signer = await callerWith(ctx, "signature");
});
afterAll(() => ctx.close());

const SIGNATURE_ONLY = {
  hasSpecialImaging: false,
  hasSignature: true,
  hasPressing: false,
  hasImaging: false,
};
const today = () => new Date().toISOString().slice(0, 10);

/** One tier at `status` (Signature by default) whose comics carry the given rows. */
async function signatureOrder(
  rows: SeedSignatureSpec[][],
  options: { code?: string; status?: "Signature" | "PreGrade" } = {},
) {
  const { orderId } = await seedOrder(ctx.db, {
    status: "InProcess",
    tiers: [
      {
        code: options.code ?? "SO",
        status: options.status ?? "Signature",
        services: SIGNATURE_ONLY,
        press: 0,
        count: rows.length,
        signatures: rows,
      },
    ],
  });
  return { orderId, version: (await summary(orderId)).order.version };
}

const rowsUrl = (orderId: string, comicId = "001") => `/api/orders/${orderId}/comic/${comicId}/signatures`;
const vspUrl = (orderId: string, verdict: string, comicId = "001") =>
  `/api/orders/${orderId}/comic/${comicId}/vsp/${verdict}`;
const bulkUrl = (orderId: string, verdict: string, tier = "SO") =>
  `/api/orders/${orderId}/bulkvsp/${tier}/${verdict}`;
const comicOf = async (orderId: string, comicId = "001") =>
  (await signer.get<TComic>(`/api/orders/${orderId}/comic/${comicId}`)).body;
const logOf = async (orderId: string) => (await signer.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;

/** A refusal with its text: 400, the order's version and the comic as they were. */
async function expectRefused(
  orderId: string,
  version: number,
  call: () => Promise<{ status: number; body: { message: string } }>,
  message: string,
) {
  const before = await comicOf(orderId);
  const answer = await call();
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(message);
  expect(await comicOf(orderId)).toEqual(before);
  expect((await summary(orderId)).order.version).toBe(version);
}

describe("saving a comic's signature rows", () => {
  it("adds, edits and removes rows, settles dates and validity, derives the category and logs", async () => {
    const { orderId, version } = await signatureOrder([[{ name: "Stan Lee", type: "ASP" }]]);
    const [stored] = (await comicOf(orderId)).signatures;
    expect((await comicOf(orderId)).category).toBe("Authentic");
    const saved = await signer.send("PUT", rowsUrl(orderId), {
      version,
      signatures: [
        { id: stored?.id, name: "Stan Lee", type: "ASP", remove: true },
        // A new VSP sent as valid and dated still starts invalid and undated.
        { name: "Jack Kirby", type: "VSP", valid: true, date: "2026-01-01" },
        { name: "Steve Ditko", type: "ASP" },
      ],
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.version).toBe(version + 1);
    expect(saved.body.message).toBe(`${orderId}-001: Signatures: Jack Kirby (VSP), Steve Ditko (ASP)`);
    const comic = await comicOf(orderId);
    expect(comic.signatures.map(({ name, type, valid, date }) => ({ name, type, valid, date }))).toEqual([
      { name: "Jack Kirby", type: "VSP", valid: false, date: null },
      { name: "Steve Ditko", type: "ASP", valid: true, date: today() },
    ]);
    expect(comic.category).toBe("Authentic");
    expect((await logOf(orderId)).find((e) => e.type === "Signature")).toMatchObject({
      tierId: "SO",
      comicId: "001",
      description: "Signatures: Jack Kirby (VSP), Steve Ditko (ASP)",
    });
  });

  it("refuses each broken rule with its text and changes nothing", async () => {
    const { orderId, version } = await signatureOrder([[{ name: "Stan Lee", type: "VSPP" }]]);
    const [vspp] = (await comicOf(orderId)).signatures;
    const put = (signatures: unknown[]) => () =>
      signer.send("PUT", rowsUrl(orderId), { version, signatures });
    await expectRefused(
      orderId,
      version,
      put([{ name: "Jack Kirby", type: "VSP" }]),
      "VSP cannot be set while a VSPP signature exists.",
    );
    await expectRefused(
      orderId,
      version,
      put([{ id: vspp?.id, name: "Stan Lee", type: "VSPP", processInvalid: true }]),
      "All Failed VSP Plus Signatures require a description.",
    );
    const vspOrder = await signatureOrder([[{ name: "Stan Lee", type: "VSP" }]]);
    const [vsp] = (await comicOf(vspOrder.orderId)).signatures;
    await expectRefused(
      vspOrder.orderId,
      vspOrder.version,
      () =>
        signer.send("PUT", rowsUrl(vspOrder.orderId), {
          version: vspOrder.version,
          signatures: [
            { id: vsp?.id, name: "Stan Lee", type: "VSP", processInvalid: true, description: " " },
          ],
        }),
      "All Failed VSP Signatures require a description.",
    );
    await expectRefused(
      orderId,
      version,
      put([{ name: " ", type: "ASP" }]),
      "Please enter the name of each signature.",
    );
    await expectRefused(
      orderId,
      version,
      put(Array.from({ length: 24 }, (_, i) => ({ name: `Signer ${i}`, type: "ASP" }))),
      "Up to 24 signatures can be entered.",
    );
    await expectRefused(
      orderId,
      version,
      put([{ id: 99_999, name: "X", type: "ASP" }]),
      "Signature 99999 is not on this comic.",
    );
  });

  it("accepts 24 rows", async () => {
    const { orderId, version } = await signatureOrder([[]]);
    const rows = Array.from({ length: 24 }, (_, i) => ({ name: `Signer ${i + 1}`, type: "ASP" }));
    const saved = await signer.send("PUT", rowsUrl(orderId), { version, signatures: rows });
    expect(saved.status, saved.body.message).toBe(200);
    expect((await comicOf(orderId)).signatures).toHaveLength(24);
  });

  it("forces ASP on raw-grade and witnessed comics", async () => {
    const { orderId, version } = await signatureOrder([[]]);
    await ctx.db
      .update(comics)
      .set({ isWitnessedSignature: true, isSlab: false })
      .where(eq(comics.orderId, orderId));
    await expectRefused(
      orderId,
      version,
      () =>
        signer.send("PUT", rowsUrl(orderId), { version, signatures: [{ name: "Stan Lee", type: "VSPP" }] }),
      "Raw grade and witnessed-signature comics take ASP signatures only.",
    );
    await ctx.db
      .update(comics)
      .set({ isWitnessedSignature: false, partialGrade: true })
      .where(eq(comics.orderId, orderId));
    const asp = await signer.send("PUT", rowsUrl(orderId), {
      version,
      signatures: [{ name: "Stan Lee", type: "ASP" }],
    });
    expect(asp.status).toBe(200);
    // A raw grade with a valid ASP is a Raw Grade (workflow §4).
    expect((await comicOf(orderId)).category).toBe("Raw Grade");
  });

  it("original art: the last signature cannot be removed, and none cannot be saved (version above 13)", async () => {
    const { orderId, version } = await signatureOrder([[{ name: "Frank Miller", type: "ASP" }], []], {
      code: "OT",
    });
    const [only] = (await comicOf(orderId)).signatures;
    await expectRefused(
      orderId,
      version,
      () =>
        signer.send("PUT", rowsUrl(orderId), {
          version,
          signatures: [{ id: only?.id, name: "Frank Miller", type: "ASP", remove: true }],
        }),
      "Original Art needs one signature",
    );
    const none = await signer.send("PUT", rowsUrl(orderId, "002"), { version, signatures: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(
      "Please note that Original Art submissions require at least one signature",
    );
    // Original-art tiers stay Certified whatever their signatures.
    const added = await signer.send("PUT", rowsUrl(orderId, "002"), {
      version,
      signatures: [{ name: "Frank Miller", type: "ASP" }],
    });
    expect(added.status, added.body.message).toBe(200);
    expect((await comicOf(orderId, "002")).category).toBe("Certified");
  });
});

describe("approving and disapproving one comic's VSP and VSPP signatures", () => {
  it("approve makes them valid and dated today; the category follows", async () => {
    const { orderId, version } = await signatureOrder([
      [
        { name: "Stan Lee", type: "VSPP" },
        { name: "Jack Kirby", type: "ASP" },
      ],
    ]);
    expect((await comicOf(orderId)).category).toBe("Authentic");
    const approved = await signer.send("POST", vspUrl(orderId, "approve"), { version });
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.message).toBe(`${orderId}-001: Signatures approved (1 VSP/VSPP)`);
    const comic = await comicOf(orderId);
    expect(comic.signatures[0]).toMatchObject({
      type: "VSPP",
      valid: true,
      processInvalid: false,
      date: today(),
    });
    expect(comic.category).toBe("Verified Plus");
    expect((await logOf(orderId)).map((e) => e.description)).toContain("Signatures approved (1 VSP/VSPP)");
  });

  it("disapprove needs a comment, then fails them with their descriptions", async () => {
    const { orderId, version } = await signatureOrder([
      [
        { name: "Stan Lee", type: "VSP" },
        { name: "Jack Kirby", type: "ASP" },
      ],
    ]);
    expect((await comicOf(orderId)).category).toBe("Authentic");
    await expectRefused(
      orderId,
      version,
      () => signer.send("POST", vspUrl(orderId, "disapprove"), { version, comment: "  " }),
      "Please enter a comment for the disapproval.",
    );
    const [vsp] = (await comicOf(orderId)).signatures;
    const refused = await signer.send("POST", vspUrl(orderId, "disapprove"), {
      version,
      comment: "Not his hand",
      descriptions: { [String(vsp?.id)]: "Signature is printed" },
    });
    expect(refused.status, refused.body.message).toBe(200);
    const comic = await comicOf(orderId);
    expect(comic.signatures[0]).toMatchObject({
      valid: false,
      processInvalid: true,
      description: "Signature is printed",
    });
    expect(comic.category).toBe("Authentic");
    expect((await logOf(orderId)).map((e) => e.description)).toContain(
      "Signatures disapproved (1 VSP/VSPP): Not his hand",
    );
  });

  it("a comic without VSP or VSPP has nothing to verify", async () => {
    const { orderId, version } = await signatureOrder([[{ name: "Jack Kirby", type: "ASP" }]]);
    await expectRefused(
      orderId,
      version,
      () => signer.send("POST", vspUrl(orderId, "approve"), { version }),
      "There are no VSP or VSPP signatures to verify.",
    );
  });
});

describe("bulk VSP verdicts for a tier", () => {
  const tierRows: SeedSignatureSpec[][] = [
    [{ name: "Stan Lee", type: "VSP" }],
    [
      { name: "Chris Claremont", type: "VSPP" },
      { name: "John Byrne", type: "ASP" },
    ],
    [{ name: "Todd McFarlane", type: "ASP" }],
  ];

  it("approves every comic's VSP/VSPP in one write with one log line", async () => {
    const { orderId, version } = await signatureOrder(tierRows);
    const approved = await signer.send("POST", bulkUrl(orderId, "approve"), { version });
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body).toMatchObject({
      message: "Approved 2 signatures on 2 comics",
      version: version + 1,
    });
    expect((await comicOf(orderId, "001")).category).toBe("Verified");
    expect((await comicOf(orderId, "002")).category).toBe("Verified Plus");
    expect((await comicOf(orderId, "003")).category).toBe("Authentic");
    const lines = (await logOf(orderId)).filter((e) => e.type === "Signature");
    expect(lines).toEqual([
      expect.objectContaining({
        tierId: "SO",
        comicId: null,
        description: "Approved 2 signatures on 2 comics: 001 Stan Lee (VSP); 002 Chris Claremont (VSPP)",
      }),
    ]);
  });

  it("disapproval needs a comment; with one every VSP/VSPP fails, described by it", async () => {
    const { orderId, version } = await signatureOrder(tierRows);
    await expectRefused(
      orderId,
      version,
      () => signer.send("POST", bulkUrl(orderId, "disapprove"), { version }),
      "Please enter a comment for the disapproval.",
    );
    const done = await signer.send("POST", bulkUrl(orderId, "disapprove"), { version, comment: "Stamped" });
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.message).toBe("Disapproved 2 signatures on 2 comics");
    const second = await comicOf(orderId, "002");
    expect(second.signatures.find((s) => s.type === "VSPP")).toMatchObject({
      valid: false,
      processInvalid: true,
      description: "Stamped",
    });
    expect(second.signatures.find((s) => s.type === "ASP")?.valid).toBe(true);
    expect(second.category).toBe("Authentic");
  });
});

describe("bulk verdicts decide only undecided signatures (issue 29)", () => {
  const stamped = { processInvalid: true, description: "Signature is stamped" } as const;
  // 26-SIGN001/SO as the issue found it: 001 an undecided VSP, 002 two disapproved VSPP, 003 an ASP.
  const issueRows: SeedSignatureSpec[][] = [
    [{ name: "Stan Lee", type: "VSP" }],
    [
      { name: "Jack Kirby", type: "VSPP", ...stamped },
      { name: "John Romita", type: "VSPP", ...stamped },
    ],
    [{ name: "Steve Ditko", type: "ASP" }],
  ];
  type Plan = {
    version: number;
    comics: { id: string; signatures: { name: string; type: string }[] }[];
    comicCount: number;
    signatureCount: number;
    decidedCount: number;
    blocker: string | null;
  };
  const planOf = async (orderId: string) =>
    (await signer.get<Plan>(`/api/orders/${orderId}/bulkvsp/SO`)).body;

  it("approve all leaves 002's disapproved VSPP disapproved with their description; the log counts what the plan said", async () => {
    const { orderId, version } = await signatureOrder(issueRows);
    const plan = await planOf(orderId);
    expect(plan).toMatchObject({
      version,
      comics: [{ id: "001", signatures: [{ name: "Stan Lee", type: "VSP" }] }],
      comicCount: 1,
      signatureCount: 1,
      decidedCount: 2,
      blocker: null,
    });
    const approved = await signer.send("POST", bulkUrl(orderId, "approve"), { version: plan.version });
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.message).toBe("Approved 1 signature on 1 comic");
    const second = await comicOf(orderId, "002");
    expect(second.signatures.map((s) => [s.name, s.valid, s.processInvalid, s.description])).toEqual([
      ["Jack Kirby", false, true, "Signature is stamped"],
      ["John Romita", false, true, "Signature is stamped"],
    ]);
    expect(second.category).toBe("Certified");
    expect((await comicOf(orderId, "001")).category).toBe("Verified");
    const lines = (await logOf(orderId)).filter((e) => e.type === "Signature");
    expect(lines.map((e) => e.description)).toEqual(["Approved 1 signature on 1 comic: 001 Stan Lee (VSP)"]);
  });

  it("disapprove all leaves an approved VSP approved", async () => {
    const { orderId, version } = await signatureOrder([
      [{ name: "Stan Lee", type: "VSP", valid: true, date: "2026-11-01" }],
      [{ name: "Jack Kirby", type: "VSPP" }],
    ]);
    const done = await signer.send("POST", bulkUrl(orderId, "disapprove"), { version, comment: "Stamped" });
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.message).toBe("Disapproved 1 signature on 1 comic");
    expect((await comicOf(orderId, "001")).signatures[0]).toMatchObject({
      valid: true,
      processInvalid: false,
      date: "2026-11-01",
    });
    expect((await comicOf(orderId, "002")).signatures[0]).toMatchObject({
      processInvalid: true,
      description: "Stamped",
    });
    expect((await logOf(orderId)).map((e) => e.description)).toContain(
      "Disapproved 1 signature on 1 comic: 002 Jack Kirby (VSPP). Comment: Stamped",
    );
  });

  it("nothing undecided: the plan says so and the verdict is refused, changing nothing", async () => {
    const { orderId, version } = await signatureOrder([issueRows[1] ?? [], issueRows[2] ?? []]);
    const message =
      "Every VSP and VSPP signature of this tier is already approved or disapproved: nothing to change.";
    expect(await planOf(orderId)).toMatchObject({ comics: [], signatureCount: 0, blocker: message });
    await expectRefused(
      orderId,
      version,
      () => signer.send("POST", bulkUrl(orderId, "approve"), { version }),
      message,
    );
    await expectRefused(
      orderId,
      version,
      () => signer.send("POST", vspUrl(orderId, "approve"), { version }),
      "Every VSP and VSPP signature of this comic is already approved or disapproved: change one in its details.",
    );
  });

  it("the plan needs the signature claim and the tier at Signature", async () => {
    const { orderId } = await signatureOrder(issueRows);
    const grader = await callerWith(ctx, "grade");
    expect((await grader.get(`/api/orders/${orderId}/bulkvsp/SO`)).status).toBe(403);
    expect((await signer.get(`/api/orders/${orderId}/bulkvsp/ZZ`)).status).toBe(404);
  });
});

describe("claims, station and versions", () => {
  it("needs the signature (or billing) claim", async () => {
    const { orderId, version } = await signatureOrder([[{ name: "Stan Lee", type: "VSP" }]]);
    const grader = await callerWith(ctx, "grade");
    const body = { version, signatures: [{ name: "X", type: "ASP" }] };
    expect((await grader.send("PUT", rowsUrl(orderId), body)).status).toBe(403);
    expect((await grader.send("POST", vspUrl(orderId, "approve"), { version })).status).toBe(403);
    expect((await grader.send("POST", bulkUrl(orderId, "approve"), { version })).status).toBe(403);
    const billing = await callerWith(ctx, "billing");
    expect((await billing.send("POST", vspUrl(orderId, "approve"), { version })).status).toBe(200);
  });

  it("only at the Signature station", async () => {
    const { orderId, version } = await signatureOrder([[{ name: "Stan Lee", type: "VSP" }]], {
      status: "PreGrade",
    });
    const admin = await callerWith(ctx, "admin");
    const wrong = "This order is not at a step where this can be done.";
    await expectRefused(
      orderId,
      version,
      () => admin.send("PUT", rowsUrl(orderId), { version, signatures: [] }),
      wrong,
    );
    await expectRefused(
      orderId,
      version,
      () => admin.send("POST", vspUrl(orderId, "approve"), { version }),
      wrong,
    );
    await expectRefused(
      orderId,
      version,
      () => admin.send("POST", bulkUrl(orderId, "approve"), { version }),
      wrong,
    );
    expect((await signer.send("PUT", rowsUrl(orderId, "099"), { version, signatures: [] })).status).toBe(404);
    expect((await signer.send("POST", bulkUrl(orderId, "approve", "ZZ"), { version })).status).toBe(404);
  });

  it("a stale version answers 409 and changes nothing", async () => {
    const { orderId, version } = await signatureOrder([[{ name: "Stan Lee", type: "VSP" }]]);
    const before = await comicOf(orderId);
    for (const call of [
      () =>
        signer.send("PUT", rowsUrl(orderId), {
          version: version - 1,
          signatures: [{ name: "X", type: "ASP" }],
        }),
      () => signer.send("POST", vspUrl(orderId, "approve"), { version: version - 1 }),
      () => signer.send("POST", bulkUrl(orderId, "approve"), { version: version + 5 }),
    ]) {
      const answer = await call();
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe("This order was changed by someone else. Reload it and try again.");
    }
    expect(await comicOf(orderId)).toEqual(before);
    const [row] = await ctx.db
      .select({ category: comics.category })
      .from(comics)
      .where(and(eq(comics.orderId, orderId), eq(comics.id, "001")));
    expect(row?.category).toBe("Certified");
  });
});
