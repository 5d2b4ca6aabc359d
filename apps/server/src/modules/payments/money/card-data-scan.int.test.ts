// No card number or card code anywhere after a whole money flow (DESIGN §7, issue 12 tests): cards are
// tokenized through the test gateway's hosted field, stored on the customer, charged (one declined),
// refunded and voided, with the server's log captured at debug level; then every table of the database
// is dumped (row_to_json) and searched with the log for the full test numbers and the card codes.
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import type { TMoneyResult, TPaymentMethod, TTokenizeResult } from "@gbo/contracts/payments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { queryRows } from "../../../db/client";
import { seedOrder } from "../../../seed/orders-factory";
import { createTestContext, seedWorker, signIn, type TestContext } from "../../../test/index";
import { DECLINED, MASTERCARD, VISA } from "../../../test/money-kit";

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});

let ctx: TestContext;
let app: App;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ logger: { level: "debug", stream } });
  app = ctx.app;
  const worker = await seedWorker(app.context.db, { userName: "cashier", claims: "billing,refund" });
  headers = (await signIn(app, worker.userName, worker.password)).authHeader;
});
afterAll(() => ctx.close());

// Codes no id, amount or version of this flow holds as a whole number.
const CARDS = [
  { number: VISA, code: "863" },
  { number: MASTERCARD, code: "574" },
  { number: DECLINED, code: "392" },
];
const YEAR = new Date().getUTCFullYear() + 2;

async function call<T>(method: "GET" | "POST", url: string, payload?: object): Promise<T> {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** Where a full number (plain or grouped) or a code (as a whole number, not inside a hex id) appears. */
function leaksIn(text: string): string[] {
  const digits = text.replace(/[\s-]/g, "");
  return CARDS.flatMap(({ number, code }) => [
    ...(digits.includes(number) ? [number] : []),
    ...(new RegExp(`(?<![0-9a-fA-F])${code}(?![0-9a-fA-F])`).test(text) ? [code] : []),
  ]);
}

/** A row's text without its timestamps, whose milliseconds may spell a code ("…10.574+00:00"). */
function withoutTimestamps(row: string): string {
  return row.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?/g, "<time>");
}

/** A log line without the fields that hold clock digits. */
function withoutClock(line: string): string {
  const { time: _t, pid: _p, hostname: _h, responseTime: _r, reqId: _q, ...rest } = JSON.parse(line);
  return JSON.stringify(rest);
}

describe("after tokenizing, storing, charging, refunding and voiding", () => {
  it("no table and no log line holds a card number or a card code", async () => {
    const { orderId, order } = await seedOrder(app.context.db, {
      status: "Billing",
      balance: 20000,
      tiers: [{ code: "SO", count: 1, rate: 20000 }],
    });
    const methods: TPaymentMethod[] = [];
    for (const card of CARDS) {
      const { token } = await call<TTokenizeResult>("POST", "/api/payments/test-gateway/tokenize", {
        type: "CreditCard",
        cardNumber: card.number.replace(/(\d{4})(?=\d)/g, "$1 "),
        cardCode: card.code,
        expireMonth: 10,
        expireYear: YEAR,
      });
      methods.push(await call<TPaymentMethod>("POST", `/api/users/${order.customerId}/paymethod`, { token }));
    }
    const [visa, mastercard, declined] = methods;
    const money = (path: string, body: object) =>
      call<TMoneyResult>("POST", `/api/orders/${path}`, { orderId, idempotencyKey: randomUUID(), ...body });
    const charged = await money("charge", {
      version: 1,
      payments: [
        { payMethodId: visa!.id, amount: 100 },
        { payMethodId: mastercard!.id, amount: 50 },
      ],
    });
    const [visaCharge, mastercardCharge] = charged.outcomes.map((o) => o.transactionId);
    const refunded = await money("refund", {
      version: charged.version,
      transactionId: visaCharge,
      amount: 25,
    });
    const voided = await money("void", { version: refunded.version, transactionId: mastercardCharge });
    const declinedAnswer = await money("charge", {
      version: voided.version,
      payments: [{ payMethodId: declined!.id, amount: 10 }],
    });
    expect(declinedAnswer.outcomes[0]?.success).toBe(false);
    await call("GET", `/api/orders/${orderId}/payments`);

    const tables = await queryRows<{ schema: string; name: string }>(
      app.context.db,
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(["transactions", "payment_methods", "payment_attempts", "test_gateway_tokens"]),
    );
    const found: string[] = [];
    let rowCount = 0;
    for (const table of tables) {
      const rows = await queryRows<{ row: string }>(
        app.context.db,
        sql`select row_to_json(t)::text as row from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t`,
      );
      rowCount += rows.length;
      for (const { row } of rows)
        for (const leak of leaksIn(withoutTimestamps(row))) found.push(`${table.name}: ${leak} in ${row}`);
    }
    expect(rowCount).toBeGreaterThan(20);
    expect(found).toEqual([]);

    // The capture saw the flow (debug lines included), and none of its lines holds a number or code.
    expect(lines.some((line) => line.includes("/api/orders/charge"))).toBe(true);
    expect(lines.some((line) => line.includes('"level":20'))).toBe(true);
    expect(lines.map(withoutClock).filter((line) => leaksIn(line).length > 0)).toEqual([]);
  });
});
