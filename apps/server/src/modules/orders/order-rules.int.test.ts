// Per-record rules and spec readings on order actions through the HTTP API (issue 9, points 9, 2, 10
// and 12): the hidden tiers' log entries, who may comment, who may cancel by transfer, references that
// must exist, skip special imaging with the spec's payload, press codes and kinds, fast pass days,
// shipping account numbers, and billing's work on tiers.
import type { TOrderLog, TOrderSummary } from "@gbo/contracts/orders";
import { accountNumberInvalid } from "@gbo/domain/messages";
import {
  FAST_PASS_NOT_FOR_DAYS,
  PRESS_NOT_FOR_TIER_KIND,
  pressCodeNotOffered,
  SHIPPING_ACCOUNT_CARRIER_REQUIRED,
} from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tiers } from "../../db/schema/index";
import { seedOrder } from "../../seed/orders-factory";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";
import { NO_SERVICES } from "../../test/tier-kit";
import { NOT_ALLOWED_MESSAGE } from "./order-access";

let ctx: TestContext;
let billing: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  billing = await callerWith(ctx, "billing");
});
afterAll(() => ctx.close());

const read = async (orderId: string) => (await billing.get<TOrderSummary>(`/api/orders/${orderId}`)).body;
const versionOf = async (orderId: string) => (await read(orderId)).order.version;

describe("the order log", () => {
  it("leaves out, for an external user, the entries of tiers hidden from them", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        { code: "NW", status: "Pressing", count: 1 },
        { code: "MD", status: "Labels", count: 1 },
      ],
    });
    let version = await versionOf(orderId);
    for (const tierId of ["NW", "MD"]) {
      const added = await billing.send("POST", "/api/orders/comment", {
        orderId,
        tierId,
        description: `note on ${tierId}`,
        version,
      });
      expect(added.status, added.body.message).toBe(200);
      version = added.body.version;
    }
    const external = await callerWith(ctx, "external,pressing");
    const log = (await external.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    expect(log.map((entry) => entry.description)).toContain("note on NW");
    expect(log.map((entry) => entry.description)).not.toContain("note on MD");
    // Everyone else still sees the whole log.
    const full = (await billing.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    expect(full.map((entry) => entry.description)).toContain("note on MD");
  });
});

describe("comments follow the rule of other work on the order", () => {
  it("refuses a comment on a Completed or Cancelled order, or from a worker with no claim for its status", async () => {
    const completed = await seedOrder(ctx.db, { status: "Completed" });
    const cancelled = await seedOrder(ctx.db, { status: "Cancelled" });
    const invoicing = await seedOrder(ctx.db, { status: "Invoicing" });
    const shipping = await callerWith(ctx, "shipping");
    const invoicer = await callerWith(ctx, "invoicing");
    const labels = await callerWith(ctx, "labels");
    const cases: [Caller, string][] = [
      [shipping, completed.orderId],
      [invoicer, cancelled.orderId],
      [labels, invoicing.orderId],
    ];
    for (const [caller, orderId] of cases) {
      const refused = await caller.send("POST", "/api/orders/comment", {
        orderId,
        description: "hello",
        version: await versionOf(orderId),
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(NOT_ALLOWED_MESSAGE);
    }
    // Billing (and admin) keep access to completed orders; the invoicer comments on an invoice.
    const byBilling = await billing.send("POST", "/api/orders/comment", {
      orderId: completed.orderId,
      description: "refund discussed",
      version: await versionOf(completed.orderId),
    });
    expect(byBilling.status).toBe(200);
    const byInvoicer = await invoicer.send("POST", "/api/orders/comment", {
      orderId: invoicing.orderId,
      description: "customer called",
      version: await versionOf(invoicing.orderId),
    });
    expect(byInvoicer.status).toBe(200);
  });

  it("stores only references to a tier and a comic of this order, and refuses a 1 MB comic id", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "NW", status: "Labels", count: 2 }],
    });
    const version = await versionOf(orderId);
    const huge = await billing.send("POST", "/api/orders/comment", {
      orderId,
      comicId: "1".repeat(1_000_000),
      description: "x",
      version,
    });
    expect(huge.status).toBe(400);
    for (const [field, value] of [
      ["comicId", "999"],
      ["comicId", "26-0A12345-001"],
      ["tierId", "ZZ"],
    ]) {
      const missing = await billing.send("POST", "/api/orders/comment", {
        orderId,
        [field as string]: value,
        description: "x",
        version,
      });
      expect(missing.status, `${field}=${value} ${missing.body.message}`).toBe(404);
    }
    const comic = (await read(orderId)).comics[1]!;
    const onComic = await billing.send("POST", "/api/orders/comment", {
      orderId,
      comicId: comic.uniqueId,
      description: "corner ding",
      version,
    });
    expect(onComic.status, onComic.body.message).toBe(200);
    const log = (await billing.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    expect(log.find((entry) => entry.description === "corner ding")).toMatchObject({
      comicId: comic.id,
      tierId: "NW",
    });
    expect(log).toHaveLength(1);
  });
});

describe("cancel by transfer", () => {
  const transfer = (version: number, key: string) => ({ mode: "transfer", idempotencyKey: key, version });

  it("needs billing, or invoicing while the order is still an invoice; refund alone is not enough", async () => {
    const refundOnly = await callerWith(ctx, "refund");
    const invoicer = await callerWith(ctx, "invoicing");
    const inProcess = await seedOrder(ctx.db, { status: "InProcess", tiers: [{ code: "NW", count: 1 }] });
    const invoice = await seedOrder(ctx.db, { status: "Invoicing" });

    const byRefund = await refundOnly.send(
      "POST",
      `/api/orders/${inProcess.orderId}/cancel`,
      transfer(await versionOf(inProcess.orderId), "transfer-refund-only"),
    );
    expect(byRefund.status).toBe(403);
    const byInvoicerInProcess = await invoicer.send(
      "POST",
      `/api/orders/${inProcess.orderId}/cancel`,
      transfer(await versionOf(inProcess.orderId), "transfer-invoicer-1"),
    );
    expect(byInvoicerInProcess.status).toBe(403);
    expect((await read(inProcess.orderId)).order.status).toBe("InProcess");

    const byInvoicer = await invoicer.send(
      "POST",
      `/api/orders/${invoice.orderId}/cancel`,
      transfer(await versionOf(invoice.orderId), "transfer-invoicer-2"),
    );
    expect(byInvoicer.status, byInvoicer.body.message).toBe(200);
    const byBilling = await billing.send(
      "POST",
      `/api/orders/${inProcess.orderId}/cancel`,
      transfer(await versionOf(inProcess.orderId), "transfer-billing-1"),
    );
    expect(byBilling.status, byBilling.body.message).toBe(200);
  });

  it("refuses a replacement invoice that does not exist", async () => {
    const { orderId } = await seedOrder(ctx.db, { status: "Invoicing" });
    const refused = await billing.send("POST", `/api/orders/${orderId}/cancel`, {
      mode: "transfer",
      newInvoiceId: "26-ZZZZZZZ",
      idempotencyKey: "transfer-nowhere",
      version: await versionOf(orderId),
    });
    expect(refused.status).toBe(400);
    expect((await read(orderId)).order.status).toBe("Invoicing");
  });
});

describe("spec readings", () => {
  it("skips special imaging with administration §7's payload (Description, TierId, OrderId, Status)", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        { code: "NW", status: "ImagingSP", count: 1, services: { ...NO_SERVICES, hasSpecialImaging: true } },
      ],
    });
    const imaging = await callerWith(ctx, "imaging");
    const mismatch = await imaging.send("POST", `/api/orders/${orderId}/skip/imagesp`, {
      Description: "camera down",
      TierId: "NW",
      OrderId: "26-ZZZZZZZ",
      Status: "ImagingSP",
    });
    expect(mismatch.status).toBe(400);
    const skipped = await imaging.send("POST", `/api/orders/${orderId}/skip/imagesp`, {
      Description: "camera down",
      TierId: "NW",
      OrderId: orderId,
      Status: "ImagingSP",
    });
    expect(skipped.status, skipped.body.message).toBe(200);
    expect(skipped.body.tierStatus).toBe("Signature");
    const log = (await billing.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    expect(log.at(-1)?.description).toBe("Skipped special imaging: camera down");
  });

  it("takes press codes 0, 1, 3 and 9 (9 only for manga), refuses pressing on a slab tier, and charges it elsewhere", async () => {
    const finalize = await callerWith(ctx, "finalize");
    const comic = await seedOrder(ctx.db, {
      status: "InProcess",
      balance: 0,
      tiers: [
        { code: "NW", status: "PreGrade", count: 1, press: 0 },
        { code: "SO", status: "PreGrade", count: 1, press: 0 },
      ],
    });
    const press = (orderId: string, tierId: string, code: number, version: number) =>
      finalize.send("PUT", `/api/orders/press/${tierId}`, { orderId, press: code, version });
    let version = await versionOf(comic.orderId);
    expect((await press(comic.orderId, "NW", 2, version)).status).toBe(400);
    const cleaning = await press(comic.orderId, "NW", 9, version);
    expect(cleaning.status).toBe(400);
    expect(cleaning.body.message).toBe(pressCodeNotOffered([0, 1, 3]));
    const onSlab = await press(comic.orderId, "SO", 1, version);
    expect(onSlab.status).toBe(400);
    expect(onSlab.body.message).toBe(PRESS_NOT_FOR_TIER_KIND);
    const express = await press(comic.orderId, "NW", 3, version);
    expect(express.status, express.body.message).toBe(200);
    version = express.body.version;
    const after = await read(comic.orderId);
    expect(after.tiers.find((t) => t.id === "SO")?.press).toBe(0);
    expect(after.transactions).toHaveLength(1);
    expect(after.transactions[0]!.amount).toBeGreaterThan(0);

    const manga = await seedOrder(ctx.db, {
      status: "InProcess",
      collectibleType: "Manga",
      tiers: [{ code: "NW", status: "PreGrade", count: 1, press: 0 }],
    });
    const mangaCleaning = await press(manga.orderId, "NW", 9, await versionOf(manga.orderId));
    expect(mangaCleaning.status, mangaCleaning.body.message).toBe(200);
  });

  it("refuses fast pass on a tier whose days do not allow it", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "NW", status: "PreGrade", count: 1 }],
    });
    await ctx.db
      .update(tiers)
      .set({ days: 10 })
      .where(and(eq(tiers.orderId, orderId), eq(tiers.id, "NW")));
    const pregrade = await callerWith(ctx, "pregrade");
    const refused = await pregrade.send("PUT", `/api/orders/${orderId}/fastpass/2`, {
      tierId: "NW",
      version: await versionOf(orderId),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(FAST_PASS_NOT_FOR_DAYS);
    expect((await read(orderId)).transactions).toHaveLength(0);
  });

  it("applies the account-number rule to the order's shipping account", async () => {
    const modelStateOf = (body: unknown) => (body as { modelState: Record<string, string[]> }).modelState;
    // The order has its customer's (US) address, so the address rules may add their own refusal.
    const { orderId } = await seedOrder(ctx.db, { status: "Invoicing" });
    const invoicer = await callerWith(ctx, "invoicing");
    const cases: [string, string][] = [
      ["FedEx 12345", accountNumberInvalid("FedEx", 9)],
      ["UPS 1234567", accountNumberInvalid("UPS", 6)],
      ["DHL 12345678!", accountNumberInvalid("DHL", 9)],
      ["my usual account", SHIPPING_ACCOUNT_CARRIER_REQUIRED],
    ];
    for (const [shippingAccount, message] of cases) {
      const refused = await invoicer.send("POST", `/api/orders/${orderId}/details`, {
        shippingAccount,
        version: await versionOf(orderId),
      });
      expect(refused.status, shippingAccount).toBe(400);
      expect(modelStateOf(refused.body)["model.shippingAccount"]).toEqual([message]);
    }
    // Every rule at once: a malformed DHL account on a US address is refused for both reasons.
    const both = await invoicer.send("POST", `/api/orders/${orderId}/details`, {
      shippingAccount: "DHL 12345",
      version: await versionOf(orderId),
    });
    expect(Object.keys(modelStateOf(both.body)).sort()).toEqual(["model.addressId", "model.shippingAccount"]);
    const saved = await invoicer.send("POST", `/api/orders/${orderId}/details`, {
      shippingAccount: "UPS a1b2c3",
      version: await versionOf(orderId),
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect((await read(orderId)).order.shippingAccount).toBe("UPS A1B2C3");
  });

  it("lets billing toggle PreGrade/Finalize, verify labels and record a pressing failure", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        { code: "NW", status: "PreGrade", count: 1 },
        { code: "MD", status: "Labels", count: 1 },
        { code: "MO", status: "Pressing", count: 1 },
      ],
    });
    const toggled = await billing.send("PUT", `/api/orders/${orderId}/tier/NW/toggle-grade`, {
      version: await versionOf(orderId),
    });
    expect(toggled.status, toggled.body.message).toBe(200);
    const labelled = await billing.send("PUT", "/api/orders/labelsVerification/MD", {
      orderId,
      isVerified: true,
      version: toggled.body.version,
    });
    expect(labelled.status, labelled.body.message).toBe(200);
    const comic = (await read(orderId)).comics.find((c) => c.tierId === "MO")!;
    const failed = await billing.send("POST", `/api/orders/${orderId}/pressingfail/MO`, {
      comicIds: [comic.id],
      version: labelled.body.version,
    });
    expect(failed.status, failed.body.message).toBe(200);
  });
});
