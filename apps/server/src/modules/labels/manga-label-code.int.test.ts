// The manga label code through every route that writes it (issue 29 point 4): the edit, the spec's POST
// /api/orders/comic, the add-comic screen and the grade save take only a code the labels print (CB, HR,
// LP, RB, SL, PF) and refuse any other with a 400 naming the field; a comic stored with an older code
// still reads, and a label-queue scan says how many of the tier's comics print.
import type { TComicWriteResult } from "@gbo/contracts/comics";
import type { TLabelQueueChange } from "@gbo/contracts/labels";
import type { TComic } from "@gbo/contracts/orders";
import { MANGA_LABEL_CODE_UNKNOWN } from "@gbo/domain/labels";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics, orders } from "../../db/schema/index";
import { seedOrder } from "../../seed/orders-factory";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";

let ctx: TestContext;
let grader: Caller;
let invoicer: Caller;
let labeller: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  grader = await callerWith(ctx, "grade");
  invoicer = await callerWith(ctx, "invoicing");
  labeller = await callerWith(ctx, "labels");
});
afterAll(() => ctx.close());

type Refusal = { message: string; modelState: Record<string, string[]> };
const refusedCode = { "model.mangaLabelCode": [MANGA_LABEL_CODE_UNKNOWN] };

const versionOf = async (orderId: string) => {
  const [row] = await ctx.db.select({ version: orders.version }).from(orders).where(eq(orders.id, orderId));
  return row?.version ?? 0;
};
const comicOf = async (orderId: string, comicId = "001") =>
  (await grader.get<TComic>(`/api/orders/${orderId}/comic/${comicId}`)).body;

/** A manga order whose MO tier of `count` stands at `status`, every book stored with `code`. */
async function mangaOrder(status: "PreGrade" | "Labels", count: number, code: string) {
  const { orderId } = await seedOrder(ctx.db, {
    status: "InProcess",
    collectibleType: "Manga",
    tiers: [{ code: "MO", status, count }],
  });
  await ctx.db
    .update(comics)
    .set({
      title: "Akira",
      issue: "1",
      year: "1984",
      publisher: "Kodansha",
      mangaLabelCode: code,
      grade: 9.8,
    })
    .where(eq(comics.orderId, orderId));
  return { orderId, version: await versionOf(orderId) };
}

describe("the routes that write a manga label code", () => {
  it("refuse JP on the edit, the spec's POST /api/orders/comic and the grade save, and change nothing", async () => {
    const { orderId, version } = await mangaOrder("PreGrade", 2, "CB");
    const edit = await grader.send<Refusal>("PUT", `/api/orders/${orderId}/comic/001`, {
      version,
      mangaLabelCode: "JP",
    });
    const post = await grader.send<Refusal>("POST", "/api/orders/comic", {
      orderId,
      comicId: "001",
      version,
      mangaLabelCode: "JP",
    });
    const grade = await grader.send<Refusal>("PUT", `/api/orders/${orderId}/comic/001/grade`, {
      version,
      grade: 9.6,
      mangaLabelCode: "JP",
    });
    for (const [route, refused] of [
      ["edit", edit],
      ["post", post],
      ["grade", grade],
    ] as const) {
      expect(refused.status, route).toBe(400);
      expect(refused.body.modelState, route).toEqual(refusedCode);
    }
    expect(await comicOf(orderId)).toMatchObject({ mangaLabelCode: "CB", grade: 9.8 });
    expect(await versionOf(orderId)).toBe(version);
  });

  it("refuse JP when a manga is added, and take a listed code", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "AddComic",
      collectibleType: "Manga",
      tiers: [{ code: "MO", count: 2, entered: 1 }],
    });
    const details = { tierId: "MO", title: "Dragon Ball", issue: "1", year: "1985", publisher: "Shueisha" };
    const refused = await invoicer.send<Refusal>("POST", `/api/orders/${orderId}/comic`, {
      version: await versionOf(orderId),
      ...details,
      mangaLabelCode: "JP",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.modelState).toEqual(refusedCode);

    const added = await invoicer.send<TComicWriteResult>("POST", `/api/orders/${orderId}/comic`, {
      version: await versionOf(orderId),
      ...details,
      mangaLabelCode: "HR",
    });
    expect(added.status, added.body.message).toBe(200);
    expect(await comicOf(orderId, added.body.comicId)).toMatchObject({ mangaLabelCode: "HR" });
  });

  it("take a listed code on the edit and the grade save", async () => {
    const { orderId, version } = await mangaOrder("PreGrade", 1, "JP");
    const edited = await grader.send("PUT", `/api/orders/${orderId}/comic/001`, {
      version,
      mangaLabelCode: "SL",
    });
    expect(edited.status, edited.body.message).toBe(200);
    expect((await comicOf(orderId)).mangaLabelCode).toBe("SL");
    const graded = await grader.send("PUT", `/api/orders/${orderId}/comic/001/grade`, {
      version: await versionOf(orderId),
      grade: 9.6,
      mangaLabelCode: "PF",
    });
    expect(graded.status, graded.body.message).toBe(200);
    expect(await comicOf(orderId)).toMatchObject({ mangaLabelCode: "PF", grade: 9.6 });
  });

  it("still read a comic stored with a code outside the list", async () => {
    const { orderId } = await mangaOrder("PreGrade", 1, "JP");
    const read = await grader.get<TComic>(`/api/orders/${orderId}/comic/001`);
    expect(read.status).toBe(200);
    expect(read.body.mangaLabelCode).toBe("JP");
  });
});

describe("a tier scanned into the label queue", () => {
  it("says how many of its comics print: manga stored with JP do not", async () => {
    const { orderId } = await mangaOrder("Labels", 6, "JP");
    await ctx.db
      .update(comics)
      .set({ mangaLabelCode: "HR" })
      .where(and(eq(comics.orderId, orderId), eq(comics.id, "001")));
    await ctx.db
      .update(comics)
      .set({ mangaLabelCode: "LP" })
      .where(and(eq(comics.orderId, orderId), eq(comics.id, "002")));
    const added = await labeller.send<TLabelQueueChange>("POST", "/api/orders/labels/queue", {
      collectibleType: "Manga",
      scan: `${orderId}-MO`,
    });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.message).toBe(
      "Tier added to Labels queue: 2 of 6 comics printable (4 manga need a label code: CB, HR, LP, RB, SL or PF)",
    );
    expect(added.body.queue.unbucketed).toHaveLength(4);
  });
});
