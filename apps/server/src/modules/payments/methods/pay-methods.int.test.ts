// Stored payment methods through the HTTP API: the test gateway's hosted field (tokenize), the payments
// configuration, and list, add and delete on a customer, each refusal with its text and nothing changed,
// claims (403), another customer's method (404), and the money slice's lookup (findPaymentMethod).
import type { TErrorBody } from "@gbo/contracts/common";
import type { TPaymentMethod, TPaymentMethodList, TTokenizeResult } from "@gbo/contracts/payments";
import {
  ACCOUNT_NUMBER_INVALID,
  CARD_CODE_INVALID_AMEX,
  CARD_EXPIRED,
  CARD_NUMBER_INVALID,
  CUSTOMER_NOT_FOUND,
  ERROR_DELETING_PAYMENT_METHOD,
  ERROR_UPDATING_PAYMENT_METHOD,
  PAY_METHOD_NOT_FOUND,
  PAY_METHOD_TOKEN_IN_USE,
  PAY_METHOD_TOKEN_UNKNOWN,
  ROUTING_NUMBER_INVALID,
} from "@gbo/domain/payments";
import { CARD_NUMBER_IN_TEXT } from "@gbo/domain/text";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethods, testGatewayTokens } from "../../../db/schema/index";
import { storeTestToken } from "../../../integrations/payments/index";
import { seedCustomer } from "../../../seed/customers-factory";
import { createTestContext, seedWorker, signIn, type TestContext } from "../../../test/index";
import { findPaymentMethod } from "./index";

let ctx: TestContext;
let invoicer: Caller;
let grader: Caller;
let customerId: number;
let otherCustomerId: number;
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

type Caller = {
  call: <T>(
    method: "GET" | "POST" | "DELETE",
    url: string,
    payload?: unknown,
  ) => Promise<{ status: number; body: T }>;
};

async function callerWith(claims: string): Promise<Caller> {
  const worker = await seedWorker(ctx.db, { userName: `pm${claims.replace(/\W/g, "")}`, claims });
  const { authHeader } = await signIn(ctx.app, worker.userName, worker.password);
  return {
    call: async (method, url, payload) => {
      const response = await ctx.app.inject({
        method,
        url,
        headers: authHeader,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  invoicer = await callerWith("invoicing");
  grader = await callerWith("grade");
  customerId = (await seedCustomer(ctx.db, { name: "Ada Buyer" })).customer.id;
  otherCustomerId = (await seedCustomer(ctx.db, { name: "Bo Other" })).customer.id;
});
afterAll(() => ctx.close());

const TOKENIZE = "/api/payments/test-gateway/tokenize";
const methodsOf = (id: number) => `/api/users/${id}/paymethod`;
const visa = {
  type: "CreditCard",
  cardNumber: "4242 4242 4242 4242",
  cardCode: "123",
  expireMonth: 12,
  expireYear: NEXT_YEAR,
};

async function tokenize(details: object = visa): Promise<TTokenizeResult> {
  const { status, body } = await invoicer.call<TTokenizeResult>("POST", TOKENIZE, details);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

const list = async (id = customerId) =>
  (await invoicer.call<TPaymentMethodList>("GET", methodsOf(id))).body.items;

describe("GET /api/payments/config", () => {
  it("names the test gateway, its hosted field and the receipt printer", async () => {
    const { status, body } = await grader.call("GET", "/api/payments/config");
    expect(status).toBe(200);
    expect(body).toEqual({
      gateway: "test",
      tokenizeUrl: TOKENIZE,
      receiptPrinterUrl: ctx.config.payments.receiptPrinterUrl,
    });
  });
});

describe("POST /api/payments/test-gateway/tokenize (the hosted field)", () => {
  it("answers a token with brand, last four digits and expiry; any signed-in worker may use it", async () => {
    const { status, body } = await grader.call<TTokenizeResult>("POST", TOKENIZE, visa);
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: "CreditCard", brand: "Visa", last4: "4242", expireYear: NEXT_YEAR });
    expect(JSON.stringify(body)).not.toMatch(/4242424242424242|"123"/);
  });

  it("tokenizes a bank account", async () => {
    const body = await tokenize({
      type: "BankAccount",
      bankName: "First Test Bank",
      routingNumber: "110000000",
      accountNumber: "000123456789",
    });
    expect(body).toMatchObject({
      type: "BankAccount",
      brand: null,
      last4: "6789",
      bankName: "First Test Bank",
    });
  });

  it("refuses bad details field by field with our own texts, stores nothing", async () => {
    const before = (await ctx.db.select().from(testGatewayTokens)).length;
    const refusals: [object, string, string][] = [
      [{ ...visa, cardNumber: "4242424242424241" }, "model.cardNumber", CARD_NUMBER_INVALID],
      [{ ...visa, cardNumber: "378282246310005", cardCode: "123" }, "model.cardCode", CARD_CODE_INVALID_AMEX],
      [{ ...visa, expireMonth: 1, expireYear: 2020 }, "model.expireYear", CARD_EXPIRED],
      [
        { type: "BankAccount", bankName: "B", routingNumber: "110000001", accountNumber: "000123456789" },
        "model.routingNumber",
        ROUTING_NUMBER_INVALID,
      ],
      [
        { type: "BankAccount", bankName: "B", routingNumber: "110000000", accountNumber: "12" },
        "model.accountNumber",
        ACCOUNT_NUMBER_INVALID,
      ],
      // Schema failures (too long, wrong type) get the same fixed texts, never the validator's echo.
      [{ ...visa, cardNumber: "4".repeat(40) }, "model.cardNumber", CARD_NUMBER_INVALID],
      [
        {
          type: "BankAccount",
          bankName: "4111 1111 1111 1111",
          routingNumber: "110000000",
          accountNumber: "1234",
        },
        "model.bankName",
        CARD_NUMBER_IN_TEXT,
      ],
    ];
    for (const [details, field, message] of refusals) {
      const { status, body } = await invoicer.call<TErrorBody>("POST", TOKENIZE, details);
      expect(status, JSON.stringify(details)).toBe(400);
      expect(body.message).toBe(ERROR_UPDATING_PAYMENT_METHOD);
      expect(body.modelState?.[field]).toEqual([message]);
    }
    expect((await ctx.db.select().from(testGatewayTokens)).length).toBe(before);
  });

  it("needs a signed-in worker", async () => {
    const response = await ctx.app.inject({ method: "POST", url: TOKENIZE, payload: visa });
    expect(response.statusCode).toBe(401);
  });
});

describe("a customer's payment methods", () => {
  it("adds a card from its token: shown details come from the gateway, default name 'Visa ending 4242'", async () => {
    const { token } = await tokenize();
    const { status, body } = await invoicer.call<TPaymentMethod>("POST", methodsOf(customerId), {
      token,
      // The browser cannot relabel the card: brand and digits are not taken from the request.
      brand: "Amex",
      last4: "0000",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userId: customerId,
      type: "CreditCard",
      displayName: "Visa ending 4242",
      brand: "Visa",
      cardNumber: "4242",
      expireMonth: 12,
      expireYear: NEXT_YEAR,
      accountNumber: null,
      isExpired: false,
    });
    expect(await list()).toEqual([body]);
    expect(JSON.stringify(await list())).not.toContain(token);
  });

  it("adds a bank account named '<bank> ending 6789', or by the worker's own name", async () => {
    const { token } = await tokenize({
      type: "BankAccount",
      bankName: "Chase",
      routingNumber: "110000000",
      accountNumber: "000123456789",
    });
    const { body } = await invoicer.call<TPaymentMethod>("POST", methodsOf(customerId), { token });
    expect(body).toMatchObject({
      type: "BankAccount",
      displayName: "Chase ending 6789",
      accountNumber: "6789",
    });
    const named = await invoicer.call<TPaymentMethod>("POST", methodsOf(customerId), {
      token: (await tokenize({ ...visa, cardNumber: "5555555555554444" })).token,
      displayName: "  Company card ",
    });
    expect(named.body.displayName).toBe("Company card");
  });

  it("the same token saved twice is stored once", async () => {
    const { token } = await tokenize();
    const first = await invoicer.call<TPaymentMethod>("POST", methodsOf(customerId), { token });
    const again = await invoicer.call<TPaymentMethod>("POST", methodsOf(customerId), { token });
    expect(again.body.id).toBe(first.body.id);
    const rows = await ctx.db.select().from(paymentMethods).where(eq(paymentMethods.token, token));
    expect(rows).toHaveLength(1);
  });

  it("concurrent saves of one token store one method", async () => {
    const { token } = await tokenize();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        invoicer.call<TPaymentMethod>("POST", methodsOf(customerId), { token }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const rows = await ctx.db.select().from(paymentMethods).where(eq(paymentMethods.token, token));
    expect(rows).toHaveLength(1);
  });

  it("refuses an unknown token, another customer's token, an expired card and a card number as name", async () => {
    const before = await list();
    const refuse = async (id: number, body: object, field: string, message: string) => {
      const answer = await invoicer.call<TErrorBody>("POST", methodsOf(id), body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toEqual({
        message: ERROR_UPDATING_PAYMENT_METHOD,
        modelState: { [field]: [message] },
      });
    };
    await refuse(customerId, { token: "tg_tok_made_up" }, "model.token", PAY_METHOD_TOKEN_UNKNOWN);
    const { token } = await tokenize();
    await invoicer.call("POST", methodsOf(otherCustomerId), { token });
    await refuse(customerId, { token }, "model.token", PAY_METHOD_TOKEN_IN_USE);
    const old = await storeTestToken(ctx.db, {
      type: "CreditCard",
      cardNumber: "4242424242424242",
      expireMonth: 1,
      expireYear: 2020,
    });
    await refuse(customerId, { token: old.token }, "model.token", CARD_EXPIRED);
    const fresh = await tokenize();
    await refuse(
      customerId,
      { token: fresh.token, displayName: "4111-1111-1111-1111" },
      "model.displayName",
      CARD_NUMBER_IN_TEXT,
    );
    expect(await list()).toEqual(before);
  });

  it("deletes (soft): gone from the list, kept for the payments that name it", async () => {
    const { token } = await tokenize();
    const added = (await invoicer.call<TPaymentMethod>("POST", methodsOf(customerId), { token })).body;
    const { status, body } = await invoicer.call<TPaymentMethodList>(
      "DELETE",
      `${methodsOf(customerId)}/${added.id}`,
    );
    expect(status).toBe(200);
    expect(body.items.map((item) => item.id)).not.toContain(added.id);
    expect(await list()).toEqual(body.items);
    const [row] = await ctx.db.select().from(paymentMethods).where(eq(paymentMethods.id, added.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await findPaymentMethod(ctx.db, customerId, added.id)).toBeUndefined();
    const again = await invoicer.call<TErrorBody>("DELETE", `${methodsOf(customerId)}/${added.id}`);
    expect(again.status).toBe(404);
  });

  it("another customer's method is not found, and stays", async () => {
    const theirs = (await list(otherCustomerId))[0];
    if (!theirs) throw new Error("the other customer has a method (added above)");
    const { status, body } = await invoicer.call<TErrorBody>(
      "DELETE",
      `${methodsOf(customerId)}/${theirs.id}`,
    );
    expect(status).toBe(404);
    expect(body).toEqual({
      message: ERROR_DELETING_PAYMENT_METHOD,
      modelState: { "params.payMethodId": [PAY_METHOD_NOT_FOUND] },
    });
    expect(await list(otherCustomerId)).toContainEqual(theirs);
  });

  it("an unknown customer is 404 on every call", async () => {
    const { token } = await tokenize();
    expect(await invoicer.call("GET", methodsOf(999_999))).toMatchObject({
      status: 404,
      body: { message: CUSTOMER_NOT_FOUND },
    });
    expect(await invoicer.call("POST", methodsOf(999_999), { token })).toMatchObject({
      status: 404,
      body: { message: ERROR_UPDATING_PAYMENT_METHOD, modelState: { "params.id": [CUSTOMER_NOT_FOUND] } },
    });
    expect(await invoicer.call("DELETE", `${methodsOf(999_999)}/1`)).toMatchObject({
      status: 404,
      body: { message: ERROR_DELETING_PAYMENT_METHOD },
    });
    // Past a PostgreSQL integer: still a clean refusal.
    expect((await invoicer.call("GET", methodsOf(2 ** 40))).status).toBe(400);
  });

  it("a malformed body is refused under the header", async () => {
    const { status, body } = await invoicer.call<TErrorBody>("POST", methodsOf(customerId), { token: 42 });
    expect(status).toBe(400);
    expect(body.message).toBe(ERROR_UPDATING_PAYMENT_METHOD);
    expect(Object.keys(body.modelState ?? {})).toEqual(["model.token"]);
  });

  it("needs invoicing, billing, receiving or manage (admin holds all): others get 403", async () => {
    const { token } = await tokenize();
    for (const claims of ["billing", "receiving", "manage", "admin"]) {
      expect((await (await callerWith(claims)).call("GET", methodsOf(customerId))).status).toBe(200);
    }
    expect((await grader.call("GET", methodsOf(customerId))).status).toBe(403);
    expect((await grader.call("POST", methodsOf(customerId), { token })).status).toBe(403);
    expect((await grader.call("DELETE", `${methodsOf(customerId)}/1`)).status).toBe(403);
  });
});

describe("findPaymentMethod (for the money slice)", () => {
  it("answers the customer's live method with its token; another customer's id is undefined", async () => {
    const { token } = await tokenize();
    const added = (await invoicer.call<TPaymentMethod>("POST", methodsOf(customerId), { token })).body;
    expect(await findPaymentMethod(ctx.db, customerId, added.id)).toMatchObject({
      id: added.id,
      customerId,
      token,
      gateway: "test",
      last4: "4242",
    });
    expect(await findPaymentMethod(ctx.db, otherCustomerId, added.id)).toBeUndefined();
  });
});
