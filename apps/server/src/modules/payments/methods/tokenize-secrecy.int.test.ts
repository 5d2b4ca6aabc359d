// The hosted field must never repeat or log a card number or card code (DESIGN §7): every way a request
// can go wrong (refused details, schema failures, broken JSON, form bodies, bad characters, no token)
// is sent with a card number and code in it while the log is captured at trace level; neither the answers
// nor any log line may hold them.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type App, buildApp } from "../../../app";
import { openTestDatabase } from "../../../test/database";
import { seedWorker, signIn, testConfig } from "../../../test/index";

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});

let app: App;
let dataDir: string;
let drop: () => Promise<void>;
let authHeader: { authorization: string };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "gbo-tokenize-log-"));
  const opened = await openTestDatabase({
    pgliteSnapshot: inject("pgliteSnapshot") || undefined,
    postgresUrl: inject("postgresUrl") || undefined,
    template: inject("postgresTemplate") || undefined,
  });
  drop = opened.drop;
  app = await buildApp({
    config: { ...testConfig(dataDir), jwtSecret: randomBytes(32) },
    database: opened.database,
    logger: { level: "trace", stream },
  });
  await app.ready();
  const worker = await seedWorker(app.context.db, { userName: "cardholder", claims: "invoicing" });
  ({ authHeader } = await signIn(app, worker.userName, worker.password));
});
afterAll(async () => {
  await app.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

const URL = "/api/payments/test-gateway/tokenize";
// Distinctive digits: a Luhn-valid Visa and a code that no id, port or time in a log line holds.
const NUMBER = "4000056655665556";
const GROUPED = "4000 0566 5566 5556";
const CODE = "919";
const AMEX = "371449635398431";
const AMEX_CODE = "7357";
const YEAR = new Date().getUTCFullYear() + 2;
const card = { type: "CreditCard", cardNumber: NUMBER, cardCode: CODE, expireMonth: 11, expireYear: YEAR };

type Attempt = { name: string; payload: string; contentType?: string; isSignedIn?: boolean };

const json = (value: unknown) => JSON.stringify(value);
const ATTEMPTS: Attempt[] = [
  { name: "accepted", payload: json(card) },
  { name: "accepted, grouped", payload: json({ ...card, cardNumber: GROUPED }) },
  { name: "wrong card code length", payload: json({ ...card, cardCode: "91" }) },
  { name: "Amex with a 3-digit code", payload: json({ ...card, cardNumber: AMEX, cardCode: "735" }) },
  { name: "expired", payload: json({ ...card, expireMonth: 1, expireYear: 2001 }) },
  { name: "Luhn failure", payload: json({ ...card, cardNumber: "4000056655665557" }) },
  { name: "number too long", payload: json({ ...card, cardNumber: `${NUMBER}${NUMBER}` }) },
  { name: "code too long", payload: json({ ...card, cardCode: `${AMEX_CODE}${CODE}` }) },
  { name: "number as a number", payload: json({ ...card, cardNumber: Number(NUMBER) }) },
  { name: "code as a number", payload: json({ ...card, cardCode: Number(CODE) }) },
  { name: "month out of range", payload: json({ ...card, expireMonth: 13 }) },
  { name: "no type", payload: json({ ...card, type: undefined }) },
  { name: "unknown type", payload: json({ ...card, type: `Card ${NUMBER}` }) },
  {
    name: "number in the bank name",
    payload: json({
      type: "BankAccount",
      bankName: GROUPED,
      routingNumber: "110000000",
      accountNumber: "1234",
    }),
  },
  {
    name: "number as the account",
    payload: json({ type: "BankAccount", bankName: "B", routingNumber: NUMBER, accountNumber: NUMBER }),
  },
  { name: "U+0000 in the number", payload: json({ ...card, cardNumber: `${NUMBER}\u0000` }) },
  { name: "broken JSON", payload: `{"type":"CreditCard","cardNumber":"${NUMBER}","cardCode":"${CODE}",` },
  { name: "JSON array", payload: `[${json(card)}]` },
  {
    name: "form body",
    payload: new URLSearchParams({ ...card, expireMonth: "11", expireYear: String(YEAR) }).toString(),
    contentType: "application/x-www-form-urlencoded",
  },
  { name: "plain text", payload: `${NUMBER} ${CODE}`, contentType: "text/plain" },
  { name: "not signed in", payload: json(card), isSignedIn: false },
  { name: "Amex accepted", payload: json({ ...card, cardNumber: AMEX, cardCode: AMEX_CODE }) },
];

/** A log line without the fields that hold clock digits (time, pid, hostname, response time, request id). */
function withoutClockFields(line: string): string {
  const {
    time: _t,
    pid: _p,
    hostname: _h,
    responseTime: _r,
    reqId: _q,
    ...rest
  } = JSON.parse(line) as Record<string, unknown>;
  return JSON.stringify(rest);
}

function secretsIn(text: string): string[] {
  const digitsOnly = text.replace(/[\s-]/g, "");
  return [NUMBER, AMEX, CODE, AMEX_CODE, NUMBER.slice(0, 12), 'cardCode":"', 'cardNumber":"'].filter(
    (secret) => text.includes(secret) || digitsOnly.includes(secret),
  );
}

describe("the tokenizer keeps card numbers and codes out of answers and logs", () => {
  it("answers every attempt without the number or code, and logs neither at trace level", async () => {
    lines.length = 0;
    const statuses: Record<string, number> = {};
    for (const attempt of ATTEMPTS) {
      const response = await app.inject({
        method: "POST",
        url: URL,
        headers: {
          ...(attempt.isSignedIn === false ? {} : authHeader),
          "content-type": attempt.contentType ?? "application/json",
        },
        payload: attempt.payload,
      });
      statuses[attempt.name] = response.statusCode;
      // The token is random hex, which spells a 3-digit code now and then ("tg_tok_…919…"): left out.
      const body = response.body.replace(/tg_tok_[0-9a-f]+/g, "tg_tok_");
      const leaked = secretsIn(body).filter((secret) => secret !== 'cardNumber":"');
      expect(leaked, `${attempt.name} answered ${response.body}`).toEqual([]);
      expect(response.statusCode, attempt.name).toBeLessThan(500);
    }
    expect(statuses).toMatchObject({ accepted: 200, "accepted, grouped": 200, "Amex accepted": 200 });
    expect(Object.values(statuses).filter((status) => status === 400).length).toBeGreaterThanOrEqual(17);
    expect(statuses["not signed in"]).toBe(401);

    // The capture works: one request line per attempt, at least.
    expect(lines.filter((line) => line.includes(URL)).length).toBeGreaterThanOrEqual(ATTEMPTS.length);
    const leaks = lines.map(withoutClockFields).filter((line) => secretsIn(line).length > 0);
    expect(leaks).toEqual([]);
  });

  it("the test gateway's tables hold the last four digits and the behaviour, never the number or code", async () => {
    // Every column but the clock and the random token, whose digits can spell a 3-digit code by chance
    // ("…05.919+00"); those two are checked for the card numbers only.
    const result = (await app.context.db.execute(
      `select json_agg(t)::text as dump, string_agg(token || ' ' || created_at::text, ' ') as clock
       from (select * from test_gateway_tokens) t` as never,
    )) as unknown as { rows: { dump: string; clock: string }[] };
    const row = result.rows[0];
    const dump = (JSON.parse(row?.dump ?? "[]") as Record<string, unknown>[])
      .map(({ token: _token, created_at: _createdAt, ...rest }) => JSON.stringify(rest))
      .join("\n");
    expect(dump).toContain('"last4":"5556"');
    expect(secretsIn(dump)).toEqual([]);
    const clock = (row?.clock ?? "").replace(/[\s-]/g, "");
    expect([NUMBER, AMEX, NUMBER.slice(0, 12)].filter((secret) => clock.includes(secret))).toEqual([]);
  });
});
