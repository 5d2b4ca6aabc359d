// The comic's own details, adding and removing a comic, through the HTTP API: each call read back,
// each refusal with its text and nothing changed, claims (403), stale versions (409), id forms, the
// zero-padded next sequence and the 100-comic limit.

import type { TComicWriteResult } from "@gbo/contracts/comics";
import type { TComic, TOrderLog } from "@gbo/contracts/orders";
import {
  COMIC_DELETE_NOT_ALLOWED,
  PUBLISHER_REQUIRED,
  TITLE_REQUIRED,
  tierFull,
  YEAR_INVALID,
} from "@gbo/domain/comic";
import { INSURED_INTEGER, MANGA_LABEL_CODE_REQUIRED, TOO_MANY_COMICS } from "@gbo/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics, tiers } from "../../../db/schema/index";
import { seedOrder } from "../../../seed/orders-factory";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, seedWorker, signIn, type TestContext } from "../../../test/index";
import { tierTestKit } from "../../../test/tier-kit";

let ctx: TestContext;
let grader: Caller;
let invoicer: Caller;
const { summary } = tierTestKit(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
  grader = await callerWith(ctx, "grade");
  invoicer = await callerWith(ctx, "invoicing");
});
afterAll(() => ctx.close());

type Refusal = { message: string; modelState: Record<string, string[]> };

const comicOf = async (orderId: string, comicId = "001") =>
  (await grader.get<TComic>(`/api/orders/${orderId}/comic/${comicId}`)).body;
const versionOf = async (orderId: string) => (await summary(orderId)).order.version;
const logOf = async (orderId: string) => (await grader.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;

/** An order in process with a PreGrade SO tier of two comics: #12 of 1964 by Marvel, insured $100. */
async function gradingOrder(collectibleType: "Comic" | "Manga" = "Comic") {
  const code = collectibleType === "Manga" ? "MO" : "SO";
  const { orderId } = await seedOrder(ctx.db, {
    status: "InProcess",
    collectibleType,
    tiers: [{ code, status: "PreGrade", count: 2 }],
  });
  await ctx.db
    .update(comics)
    .set({
      title: "X-Men",
      issue: "12",
      year: "1964",
      displayYear: "1964",
      publisher: "Marvel",
      insured: 10_000,
    })
    .where(eq(comics.orderId, orderId));
  return { orderId, version: await versionOf(orderId) };
}

/** An order at Add comic whose SO tier is invoiced for `count` comics but holds `held` of them. */
async function addComicOrder(count = 3, held = count) {
  const { orderId } = await seedOrder(ctx.db, { status: "AddComic", tiers: [{ code: "SO", count }] });
  if (held < count) {
    for (let n = held + 1; n <= count; n++) {
      const deleted = await deleteCall(
        "invoicing",
        orderId,
        String(n).padStart(3, "0"),
        await versionOf(orderId),
      );
      expect(deleted.status, deleted.body.message).toBe(200);
    }
  }
  return { orderId, version: await versionOf(orderId) };
}

const details = { title: "Fantastic Four", issue: "48", year: "1966", publisher: "Marvel", insured: "250" };

/** DELETE …/delete?version=N as a worker holding `claims` (the kit's caller sends only POST and PUT). */
async function deleteCall(claims: string, orderId: string, comicId: string, version: number) {
  const userName = `del${claims.replace(/[^a-z]/g, "")}${Math.random().toString(36).slice(2, 8)}`;
  const worker = await seedWorker(ctx.db, { userName, claims });
  const { authHeader } = await signIn(ctx.app, worker.userName, worker.password);
  const response = await ctx.app.inject({
    method: "DELETE",
    url: `/api/orders/${orderId}/comic/${comicId}/delete?version=${version}`,
    headers: authHeader,
  });
  return { status: response.statusCode, body: response.json() as TComicWriteResult & { message: string } };
}

describe("editing a comic's details", () => {
  it("saves the issue, logs what changed and reads back", async () => {
    const { orderId, version } = await gradingOrder();
    const saved = await grader.send<TComicWriteResult>("PUT", `/api/orders/${orderId}/comic/001`, {
      version,
      issue: "13",
      variant: "Newsstand",
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body).toMatchObject({ version: version + 1, comicId: "001", uniqueId: `${orderId}-001` });
    expect(await comicOf(orderId)).toMatchObject({
      issue: "13",
      variant: "Newsstand",
      title: "X-Men",
      year: "1964",
    });
    expect((await logOf(orderId)).find((e) => e.type === "Details")).toMatchObject({
      comicId: "001",
      tierId: "SO",
      description: "Details: issue 12 → 13, variant (none) → Newsstand",
    });
  });

  it("opens the comic by each id form: sequence, tier code and sequence, unique id", async () => {
    const { orderId, version } = await gradingOrder();
    const byTier = await grader.send("PUT", `/api/orders/${orderId}/comic/SO-002`, { version, issue: "20" });
    expect(byTier.status, byTier.body.message).toBe(200);
    const byUnique = await grader.send("PUT", `/api/orders/${orderId}/comic/${orderId}-002`, {
      version: version + 1,
      issue: "21",
    });
    expect(byUnique.status, byUnique.body.message).toBe(200);
    expect((await comicOf(orderId, "002")).issue).toBe("21");
    const otherOrder = await grader.send("PUT", `/api/orders/${orderId}/comic/26-ZZZZZZZ-002`, {
      version: version + 2,
      issue: "22",
    });
    expect(otherOrder.status).toBe(404);
    const wrongTier = await grader.send("PUT", `/api/orders/${orderId}/comic/WS-002`, {
      version: version + 2,
      issue: "22",
    });
    expect(wrongTier.status).toBe(404);
  });

  it("refuses every bad field at once with its text and changes nothing", async () => {
    const { orderId, version } = await gradingOrder();
    const before = await comicOf(orderId);
    const refused = await grader.send<Refusal>("PUT", `/api/orders/${orderId}/comic/001`, {
      version,
      title: " ",
      year: "64",
      publisher: "",
      insured: "12.50",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.modelState).toEqual({
      "model.title": [TITLE_REQUIRED],
      "model.year": [YEAR_INVALID],
      "model.publisher": [PUBLISHER_REQUIRED],
      "model.insured": [INSURED_INTEGER],
    });
    expect(await comicOf(orderId)).toEqual(before);
    expect(await versionOf(orderId)).toBe(version);
  });

  it("clears insured above 999999999 and needs a manga label code", async () => {
    const { orderId, version } = await gradingOrder();
    const cleared = await grader.send("PUT", `/api/orders/${orderId}/comic/001`, {
      version,
      insured: "1000000000",
    });
    expect(cleared.status, cleared.body.message).toBe(200);
    expect((await comicOf(orderId)).insured).toBe(0);

    const manga = await gradingOrder("Manga");
    const noCode = await grader.send<Refusal>("PUT", `/api/orders/${manga.orderId}/comic/001`, {
      version: manga.version,
      mangaLabelCode: "",
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.modelState).toEqual({ "model.mangaLabelCode": [MANGA_LABEL_CODE_REQUIRED] });
  });

  it("writes nothing when nothing changed", async () => {
    const { orderId, version } = await gradingOrder();
    const same = await grader.send("PUT", `/api/orders/${orderId}/comic/001`, { version, issue: "12" });
    expect(same.status).toBe(200);
    expect(same.body.message).toBe("Nothing changed.");
    expect(await versionOf(orderId)).toBe(version);
  });

  it("answers 409 to a stale version and keeps the first save", async () => {
    const { orderId, version } = await gradingOrder();
    const first = await grader.send("PUT", `/api/orders/${orderId}/comic/001`, { version, issue: "13" });
    expect(first.status).toBe(200);
    const second = await grader.send("PUT", `/api/orders/${orderId}/comic/001`, { version, issue: "14" });
    expect(second.status).toBe(409);
    expect((await comicOf(orderId)).issue).toBe("13");
  });

  it("refuses workers without the claim (403): another station, or no edit claim at all", async () => {
    const { orderId, version } = await gradingOrder();
    const labels = await callerWith(ctx, "labels");
    const wrongStation = await labels.send("PUT", `/api/orders/${orderId}/comic/001`, {
      version,
      issue: "99",
    });
    expect(wrongStation.status).toBe(403);
    const refund = await callerWith(ctx, "refund");
    const noClaim = await refund.send("PUT", `/api/orders/${orderId}/comic/001`, { version, issue: "99" });
    expect(noClaim.status).toBe(403);
    expect((await comicOf(orderId)).issue).toBe("12");
  });

  it("takes the spec's POST /api/orders/comic with the order and comic in the body", async () => {
    const { orderId, version } = await gradingOrder();
    const saved = await grader.send("POST", "/api/orders/comic", {
      orderId,
      comicId: "001",
      version,
      issue: "15",
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect((await comicOf(orderId)).issue).toBe("15");
  });
});

describe("adding a comic", () => {
  it("adds to a tier with room: next sequence zero-padded, the order's type, logged", async () => {
    const { orderId, version } = await addComicOrder(10, 9);
    const added = await invoicer.send<TComicWriteResult>("POST", `/api/orders/${orderId}/comic`, {
      version,
      tierId: "SO",
      ...details,
    });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body).toMatchObject({ comicId: "011", uniqueId: `${orderId}-011`, version: version + 1 });
    expect(await comicOf(orderId, "011")).toMatchObject({
      title: "Fantastic Four",
      issue: "48",
      tierId: "SO",
      insured: 250,
      status: "Submitted",
      collectibleType: "Comic",
    });
    expect((await summary(orderId)).order.count).toBe(10);
    expect((await logOf(orderId)).find((e) => e.type === "AddComic")).toMatchObject({
      comicId: "011",
      description: "Added comic 011 to tier SO: Fantastic Four #48",
    });
  });

  it("never reuses a removed comic's number", async () => {
    const { orderId } = await addComicOrder(3);
    const removed = await deleteCall("invoicing", orderId, "003", await versionOf(orderId));
    expect(removed.status, removed.body.message).toBe(200);
    const added = await invoicer.send<TComicWriteResult>("POST", `/api/orders/${orderId}/comic`, {
      version: await versionOf(orderId),
      tierId: "SO",
      ...details,
    });
    expect(added.body.comicId).toBe("004");
  });

  it("refuses a missing field, a full tier and an unknown tier, changing nothing", async () => {
    const { orderId, version } = await addComicOrder(2, 1);
    const missing = await invoicer.send<Refusal>("POST", `/api/orders/${orderId}/comic`, {
      version,
      tierId: "SO",
      ...details,
      title: "",
    });
    expect(missing.status).toBe(400);
    expect(missing.body.modelState).toEqual({ "model.title": [TITLE_REQUIRED] });
    const unknownTier = await invoicer.send("POST", `/api/orders/${orderId}/comic`, {
      version,
      tierId: "WS",
      ...details,
    });
    expect(unknownTier.status).toBe(404);
    expect(await versionOf(orderId)).toBe(version);

    const full = await addComicOrder(2);
    const refused = await invoicer.send("POST", `/api/orders/${full.orderId}/comic`, {
      version: full.version,
      tierId: "SO",
      ...details,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(tierFull("SO", 2));
    expect((await summary(full.orderId)).comics).toHaveLength(2);
  });

  it("refuses the 101st comic of an order", async () => {
    const { orderId } = await seedOrder(ctx.db, { status: "AddComic", tiers: [{ code: "SO", count: 100 }] });
    await ctx.db.update(tiers).set({ count: 101 }).where(eq(tiers.orderId, orderId));
    const refused = await invoicer.send("POST", `/api/orders/${orderId}/comic`, {
      version: await versionOf(orderId),
      tierId: "SO",
      ...details,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TOO_MANY_COMICS);
    expect((await summary(orderId)).comics).toHaveLength(100);
  });

  it("answers 409 to a stale version and 403 without the claim or at the wrong status", async () => {
    const { orderId, version } = await addComicOrder(3, 2);
    const stale = await invoicer.send("POST", `/api/orders/${orderId}/comic`, {
      version: version - 1,
      tierId: "SO",
      ...details,
    });
    expect(stale.status).toBe(409);
    const noClaim = await grader.send("POST", `/api/orders/${orderId}/comic`, {
      version,
      tierId: "SO",
      ...details,
    });
    expect(noClaim.status).toBe(403);
    const inProcess = await gradingOrder();
    const wrongStatus = await invoicer.send("POST", `/api/orders/${inProcess.orderId}/comic`, {
      version: inProcess.version,
      tierId: "SO",
      ...details,
    });
    expect(wrongStatus.status).toBe(403);
    expect((await summary(orderId)).comics).toHaveLength(2);
  });
});

describe("removing a comic", () => {
  it("removes it while the order is at Add comic or Invoicing, logged; refuses it otherwise", async () => {
    const { orderId, version } = await addComicOrder(2);
    const removed = await deleteCall("invoicing", orderId, "002", version);
    expect(removed.status, removed.body.message).toBe(200);
    expect((await grader.get(`/api/orders/${orderId}/comic/002`)).status).toBe(404);
    expect((await logOf(orderId)).find((e) => e.type === "DeleteComic")?.comicId).toBe("002");
    expect((await deleteCall("invoicing", orderId, "001", version)).status).toBe(409);

    const submitted = await seedOrder(ctx.db, { status: "Submitted", tiers: [{ code: "SO", count: 2 }] });
    const refused = await deleteCall(
      "invoicing",
      submitted.orderId,
      "001",
      await versionOf(submitted.orderId),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(COMIC_DELETE_NOT_ALLOWED);
    const inProcess = await gradingOrder();
    expect((await deleteCall("invoicing", inProcess.orderId, "001", inProcess.version)).status).toBe(403);
    expect((await deleteCall("grade", inProcess.orderId, "001", inProcess.version)).status).toBe(403);
    expect((await summary(inProcess.orderId)).comics).toHaveLength(2);
  });
});
