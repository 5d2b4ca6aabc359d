// The built-in test gateway against a real database: each test number's behaviour, de-duplication by
// reference, the timeout after a charge was taken, settlement by an injected clock, refund limits and
// void refusals; a reference asked about before it arrived, refused from then on; and the start-up
// refusal of a gateway this build does not have.
import { randomUUID } from "node:crypto";
import {
  CARD_DECLINED,
  CARD_EXPIRED_AT_GATEWAY,
  CARD_INSUFFICIENT_FUNDS,
  CHARGE_ALREADY_SETTLED,
  CHARGE_ALREADY_VOIDED,
  CHARGE_REFUNDED_NO_VOID,
  GATEWAY_REFERENCE_CLOSED,
  REFUND_ABOVE_REMAINING,
} from "@gbo/domain/payments";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testGatewayOperations, testGatewayTokens } from "../../db/schema/index";
import { createTestContext, type TestContext, testConfig } from "../../test/index";
import {
  createPaymentGateway,
  createTestGateway,
  type GatewayResult,
  GatewayTimeoutError,
  type PaymentGateway,
  storeTestToken,
} from "./index";

let ctx: TestContext;
/** The gateway's clock: tests move it to cross a settlement. */
let clock = new Date("2026-03-10T15:00:00Z");
let gateway: PaymentGateway;
beforeAll(async () => {
  ctx = await createTestContext();
  gateway = createTestGateway(ctx.db, { now: () => clock });
});
afterAll(() => ctx.close());

const card = (cardNumber: string, expireYear = 2030) =>
  storeTestToken(ctx.db, { type: "CreditCard", cardNumber, expireMonth: 12, expireYear });
const bank = (accountNumber: string) =>
  storeTestToken(ctx.db, {
    type: "BankAccount",
    bankName: "Test Bank",
    routingNumber: "110000000",
    accountNumber,
  });
const charge = (token: string, amountCents = 5000, reference = randomUUID()) =>
  gateway.charge({ reference, token, amountCents, currency: "USD", description: "Order 26-0A00001" });

function approved(result: GatewayResult) {
  if (!result.success) throw new Error(`expected an approval, got ${result.code}: ${result.message}`);
  return result;
}

async function operationsOf(paymentId: string) {
  return ctx.db.select().from(testGatewayOperations).where(eq(testGatewayOperations.paymentId, paymentId));
}

describe("tokens", () => {
  it("keep brand, last four digits, expiry and behaviour; never the number", async () => {
    const info = await card("4242 4242 4242 4242");
    expect(info).toMatchObject({ type: "CreditCard", brand: "Visa", last4: "4242", expireMonth: 12 });
    expect(info.token).toMatch(/^tg_tok_[0-9a-f]{24}$/);
    expect(await gateway.describeToken(info.token)).toEqual(info);
    expect(await gateway.describeToken("tg_tok_unknown")).toBeNull();
    const [row] = await ctx.db
      .select()
      .from(testGatewayTokens)
      .where(eq(testGatewayTokens.token, info.token));
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
    expect(row?.behavior).toBe("approve");
  });

  it("bank accounts keep the bank name and the account's last four digits", async () => {
    const info = await bank("000123456789");
    expect(info).toMatchObject({ type: "BankAccount", brand: null, last4: "6789", bankName: "Test Bank" });
  });

  it("refuse a number that is not valid (the seed's mistake, not a silent token)", async () => {
    await expect(card("4242424242424241")).rejects.toThrow(RangeError);
  });
});

describe("charges by test number", () => {
  it("approve with readable ids and settle at the next UTC midnight", async () => {
    for (const number of ["4242424242424242", "5555555555554444", "378282246310005", "6011111111111117"]) {
      const result = approved(await charge((await card(number)).token));
      expect(result.authPaymentId).toMatch(/^tg_ch_/);
      expect(result.authId).toMatch(/^tg_auth_/);
      expect(result.refId).toMatch(/^tg_ref_/);
      expect(result.message).toBe("Approved");
      expect(result.settlesAt?.toISOString()).toBe("2026-03-11T00:00:00.000Z");
    }
  });

  it("decline, insufficient funds and expired with the gateway's message", async () => {
    expect(await charge((await card("4000000000000002")).token)).toEqual({
      success: false,
      code: "declined",
      message: CARD_DECLINED,
    });
    expect(await charge((await card("4000000000009995")).token)).toMatchObject({
      code: "insufficient_funds",
      message: CARD_INSUFFICIENT_FUNDS,
    });
    expect(await charge((await card("4000000000000069")).token)).toMatchObject({
      code: "expired_card",
      message: CARD_EXPIRED_AT_GATEWAY,
    });
  });

  it("a card past its expiry month is refused as expired, whatever its number", async () => {
    const token = (await card("4242424242424242", 2025)).token;
    expect(await charge(token)).toMatchObject({ success: false, code: "expired_card" });
  });

  it("bank accounts: approve, decline, insufficient funds", async () => {
    approved(await charge((await bank("000123456789")).token));
    expect(await charge((await bank("000111111116")).token)).toMatchObject({
      code: "declined",
      message: "The bank account was declined.",
    });
    expect(await charge((await bank("000222222227")).token)).toMatchObject({ code: "insufficient_funds" });
    approved(await charge((await bank("000999999999")).token));
  });

  it("an unknown token is refused", async () => {
    expect(await charge("tg_tok_nope")).toMatchObject({ success: false, code: "invalid_token" });
  });
});

describe("de-duplication by reference", () => {
  it("a repeated charge answers the first result and takes the money once", async () => {
    const token = (await card("4242424242424242")).token;
    const reference = randomUUID();
    const first = approved(await charge(token, 5000, reference));
    const again = await charge(token, 9900, reference);
    expect(again).toEqual(first);
    expect(await operationsOf(first.authPaymentId)).toHaveLength(1);
  });

  it("20 concurrent calls with one reference make one charge", async () => {
    const token = (await card("5555555555554444")).token;
    const reference = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => charge(token, 1234, reference)));
    const ids = new Set(results.map((result) => approved(result).authPaymentId));
    expect(ids.size).toBe(1);
    const rows = await ctx.db
      .select()
      .from(testGatewayOperations)
      .where(eq(testGatewayOperations.reference, reference));
    expect(rows).toHaveLength(1);
  });

  it("a declined charge stays declined on a repeat", async () => {
    const token = (await card("4000000000000002")).token;
    const reference = randomUUID();
    const first = await charge(token, 5000, reference);
    expect(await charge(token, 5000, reference)).toEqual(first);
  });
});

describe("timeout after the charge was taken", () => {
  it("the first call throws GatewayTimeoutError, status tells the success, a retry answers it", async () => {
    const token = (await card("4000000000000259")).token;
    const reference = randomUUID();
    await expect(charge(token, 7500, reference)).rejects.toBeInstanceOf(GatewayTimeoutError);
    const status = await gateway.status(reference);
    if (!status.known) throw new Error("the charge should be known");
    const taken = approved(status.result);
    expect(approved(await charge(token, 7500, reference))).toEqual(taken);
    expect(await operationsOf(taken.authPaymentId)).toHaveLength(1);
    // A new reference is a new charge (and times out again): the reference is what makes a retry safe.
    await expect(charge(token, 7500)).rejects.toBeInstanceOf(GatewayTimeoutError);
  });
});

describe("a reference the gateway never received", () => {
  it("is unknown to status, and from then on refused: a charge, refund or void sent with it moves nothing", async () => {
    const token = (await card("4242424242424242")).token;
    const paid = approved(await charge(token, 10_000));
    const [late, lateRefund, lateVoid] = [randomUUID(), randomUUID(), randomUUID()];
    for (const reference of [late, lateRefund, lateVoid]) {
      expect(await gateway.status(reference)).toEqual({ known: false });
    }
    const refused = { success: false, code: "reference_closed", message: GATEWAY_REFERENCE_CLOSED };
    expect(await charge(token, 5000, late)).toEqual(refused);
    expect(
      await gateway.refund({ reference: lateRefund, authPaymentId: paid.authPaymentId, amountCents: 100 }),
    ).toEqual(refused);
    expect(await gateway.void({ reference: lateVoid, authPaymentId: paid.authPaymentId })).toEqual(refused);
    // Still unknown when asked again, and the charge is whole: it can be voided.
    expect(await gateway.status(late)).toEqual({ known: false });
    expect(await operationsOf(paid.authPaymentId)).toHaveLength(1);
    approved(await gateway.void({ reference: randomUUID(), authPaymentId: paid.authPaymentId }));
  });

  it("a reference asked about while its charge is arriving: one of them wins, never both", async () => {
    const token = (await card("4242424242424242")).token;
    for (let round = 0; round < 5; round += 1) {
      const reference = randomUUID();
      const [status, result] = await Promise.all([gateway.status(reference), charge(token, 100, reference)]);
      if (status.known) expect(status.result).toEqual(approved(result));
      else expect(result).toMatchObject({ success: false, code: "reference_closed" });
      expect(await gateway.status(reference)).toEqual(status);
    }
  });
});

describe("refunds", () => {
  it("up to the charge less earlier refunds, settled or not; a repeat refunds once", async () => {
    const paid = approved(await charge((await card("4242424242424242")).token, 10_000));
    const refund = (amountCents: number, reference = randomUUID()) =>
      gateway.refund({ reference, authPaymentId: paid.authPaymentId, amountCents });
    const reference = randomUUID();
    const first = approved(await refund(4000, reference));
    expect(first.authPaymentId).toBe(paid.authPaymentId);
    expect(first.refId).toMatch(/^tg_re_/);
    expect(await refund(4000, reference)).toEqual(first);
    expect(await refund(6001)).toEqual({
      success: false,
      code: "not_refundable",
      message: REFUND_ABOVE_REMAINING,
    });
    clock = new Date("2026-03-12T09:00:00Z"); // settled
    approved(await refund(6000));
    expect(await refund(1)).toMatchObject({ success: false, code: "not_refundable" });
    clock = new Date("2026-03-10T15:00:00Z");
  });

  it("concurrent refunds never pass the charge", async () => {
    const paid = approved(await charge((await card("4242424242424242")).token, 10_000));
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        gateway.refund({ reference: randomUUID(), authPaymentId: paid.authPaymentId, amountCents: 3000 }),
      ),
    );
    expect(results.filter((result) => result.success)).toHaveLength(3);
  });

  it("a charge the gateway never made (or a declined one) cannot be refunded", async () => {
    expect(
      await gateway.refund({ reference: randomUUID(), authPaymentId: "tg_ch_nope", amountCents: 100 }),
    ).toMatchObject({ success: false, code: "not_refundable" });
  });
});

describe("voids", () => {
  it("an unsettled charge is voided once; then neither void nor refund", async () => {
    const paid = approved(await charge((await card("4242424242424242")).token, 2500));
    const reference = randomUUID();
    const voided = approved(await gateway.void({ reference, authPaymentId: paid.authPaymentId }));
    expect(voided.refId).toMatch(/^tg_vd_/);
    expect(await gateway.void({ reference, authPaymentId: paid.authPaymentId })).toEqual(voided);
    expect(await gateway.void({ reference: randomUUID(), authPaymentId: paid.authPaymentId })).toEqual({
      success: false,
      code: "not_refundable",
      message: CHARGE_ALREADY_VOIDED,
    });
    expect(
      await gateway.refund({ reference: randomUUID(), authPaymentId: paid.authPaymentId, amountCents: 100 }),
    ).toMatchObject({ success: false, code: "not_refundable" });
  });

  it("a settled charge is refused: refund it instead", async () => {
    const paid = approved(await charge((await card("4242424242424242")).token, 2500));
    clock = new Date("2026-03-11T00:00:00Z"); // the settlement instant itself
    expect(await gateway.void({ reference: randomUUID(), authPaymentId: paid.authPaymentId })).toEqual({
      success: false,
      code: "already_settled",
      message: CHARGE_ALREADY_SETTLED,
    });
    clock = new Date("2026-03-10T15:00:00Z");
  });

  it("a partly refunded charge cannot be voided", async () => {
    const paid = approved(await charge((await card("4242424242424242")).token, 2500));
    approved(
      await gateway.refund({ reference: randomUUID(), authPaymentId: paid.authPaymentId, amountCents: 500 }),
    );
    expect(await gateway.void({ reference: randomUUID(), authPaymentId: paid.authPaymentId })).toEqual({
      success: false,
      code: "not_refundable",
      message: CHARGE_REFUNDED_NO_VOID,
    });
  });
});

describe("books that outlive the process", () => {
  it("a new gateway on the same database knows the earlier charges", async () => {
    const reference = randomUUID();
    const paid = approved(await charge((await card("4242424242424242")).token, 1000, reference));
    const restarted = createTestGateway(ctx.db, { now: () => clock });
    expect(await restarted.status(reference)).toEqual({ known: true, result: paid });
  });

  it("no card number in the gateway's tables", async () => {
    const result = (await ctx.db.execute(
      sql`select (select json_agg(t)::text from test_gateway_tokens t) || (select json_agg(o)::text from test_gateway_operations o) as dump`,
    )) as unknown as { rows: { dump: string }[] };
    const dump = result.rows[0]?.dump ?? "";
    expect(dump.length).toBeGreaterThan(100);
    for (const number of ["4242424242424242", "5555555555554444", "378282246310005", "4000000000000259"]) {
      expect(dump).not.toContain(number);
    }
  });
});

describe("choosing the gateway", () => {
  it("'test' is the built-in gateway; any other name stops the start naming PAYMENT_GATEWAY", () => {
    const config = testConfig("/tmp/unused");
    expect(createPaymentGateway(config, ctx.db).name).toBe("test");
    const stripe = { ...config, payments: { ...config.payments, gateway: "stripe" } };
    expect(() => createPaymentGateway(stripe, ctx.db)).toThrow(/PAYMENT_GATEWAY=stripe.*operations\.md/s);
  });
});
