// The contract fuzz suite (issue 9): every operation of the app's own OpenAPI document, as admin and
// unsigned, gets malformed variants; each must answer 4xx (never 5xx), and the server keeps answering.
// Then card numbers are typed into every free-text field and no table may hold one afterwards.
// Operations come from the document: a new route is fuzzed without touching this file.
import { hasCardNumber } from "@gbo/domain/text";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedOrder } from "../../db/seed/orders-factory";
import { createTestContext, seedWorker, signIn, type TestContext } from "../index";
import {
  type JsonSchema,
  type KnownValues,
  mapLeaves,
  type Operation,
  operationsOf,
  plausibleValue,
  stringFields,
  wrongType,
} from "./openapi-walk";

let ctx: TestContext;
let adminHeader: { authorization: string };
let operations: Operation[];
let resolve: (schema: JsonSchema) => JsonSchema;
let known: KnownValues;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await seedWorker(ctx.db, { userName: "fuzzadmin", claims: "admin" });
  ({ authHeader: adminHeader } = await signIn(ctx.app, admin.userName, admin.password));
  // Real rows, so path ids and body ids reach the use cases and the database, not only "not found".
  const inProcess = await seedOrder(ctx.db, {
    status: "InProcess",
    tiers: [
      { code: "SO", status: "PreGrade", count: 2 },
      { code: "WS", status: "Signature", count: 1 },
    ],
  });
  await seedOrder(ctx.db, { status: "Billing", balance: 12_000 });
  await seedOrder(ctx.db, { status: "Shipping", tiers: [{ code: "SL", status: "Shipping", count: 1 }] });
  await seedOrder(ctx.db, { status: "AddComic" });
  const comic = inProcess.comics[0]!;
  known = {
    orderId: inProcess.orderId,
    tierId: "SO",
    comicId: comic.id as string,
    uniqueId: comic.uniqueId as string,
    version: 1,
  };
  ({ operations, resolve } = operationsOf(ctx.app.swagger()));
});
afterAll(() => ctx?.close());

type Request = {
  variant: string;
  /** Encoded path segments by parameter name. */
  params: Record<string, string>;
  query?: string;
  payload?: string;
  contentType?: string;
  /** A variant that may legitimately succeed (a plausible call, a negative number some fields take). */
  mayPass?: boolean;
};

const MB_STRING = "x".repeat(1_000_000);
const LONG_STRING = "y".repeat(20_000);

/** Plausible path values by parameter name; ids are the seeded order's. */
function pathValue(name: string): string {
  const values: Record<string, string> = {
    id: known.orderId,
    queue: "grading",
    page: "1",
    search: "-",
    extra: "all",
    prefix: "comic",
    ref: known.uniqueId,
    value: "1",
    comicId: known.comicId,
  };
  return encodeURIComponent(values[name] ?? (/tier|^x$/i.test(name) ? known.tierId : "1"));
}

function encodeBody(op: Operation, body: unknown): { payload: string; contentType: string } {
  if (op.bodyType === "form") {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
      form.set(key, typeof value === "string" ? value : JSON.stringify(value));
    }
    return { payload: form.toString(), contentType: "application/x-www-form-urlencoded" };
  }
  return { payload: JSON.stringify(body), contentType: "application/json" };
}

const isString = (leaf: unknown) => typeof leaf === "string";
const isNumber = (leaf: unknown) => typeof leaf === "number";

/** The malformed variants of one operation; only those that change something for it. */
function variantsOf(op: Operation): Request[] {
  const params = Object.fromEntries(op.pathParams.map((name) => [name, pathValue(name)]));
  const base = op.body ? (plausibleValue("", op.body, known, resolve) as Record<string, unknown>) : undefined;
  const withBody = (variant: string, body: unknown): Request => ({
    variant,
    params,
    ...encodeBody(op, body),
  });
  const mapParams = (map: (value: string) => string) =>
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, map(value)]));
  const plausible = base ? encodeBody(op, base).payload : undefined;
  const requests: Request[] = [
    { variant: "plausible", params, ...(base ? encodeBody(op, base) : {}), mayPass: true },
    { variant: "U+0000 in the query", params, query: "q=a%00b", ...(base ? encodeBody(op, base) : {}) },
    {
      variant: "broken escape in the query",
      params,
      query: "q=%E0%A4%A&%ZZ",
      ...(base ? encodeBody(op, base) : {}),
    },
  ];
  for (const name of Object.keys(op.query)) {
    requests.push({ variant: `1 MB query ${name}`, params, query: `${name}=${"q".repeat(12_000)}` });
  }
  if (op.pathParams.length > 0) {
    requests.push(
      { variant: "U+0000 in path", params: mapParams((value) => `${value}%00`) },
      { variant: "lone surrogate in path", params: mapParams((value) => `${value}%ED%A0%80`) },
      { variant: "traversal in path", params: mapParams(() => "..%2F..%2F..%2Fetc%2Fpasswd") },
      { variant: "long path segment", params: mapParams(() => "p".repeat(5000)) },
      { variant: "huge number in path", params: mapParams(() => "99999999999999999999999") },
      { variant: "negative number in path", params: mapParams(() => "-1"), mayPass: true },
    );
  }
  if (!op.body || !base) return requests;
  const strings = stringFields(op.body, resolve);
  requests.push(
    withBody(
      "U+0000 in every string",
      mapLeaves(base, isString, (s) => `${s}\u0000`),
    ),
    withBody(
      "lone surrogate in every string",
      mapLeaves(base, isString, (s) => `${s}\uD800`),
    ),
    withBody(
      "20 KB in every string",
      mapLeaves(base, isString, () => LONG_STRING),
    ),
    // A body whose every field is optional (a relabel's reason) is whole when empty.
    { ...withBody("missing fields", {}), mayPass: (op.body.required ?? []).length === 0 },
    withBody(
      "wrong types",
      mapObject(base, (name) => wrongType(op.body?.properties?.[name] ?? {}, resolve)),
    ),
    withBody(
      "huge numbers",
      mapLeaves(base, isNumber, () => 1e308),
    ),
    withBody(
      "unsafe integers",
      mapLeaves(base, isNumber, () => 9007199254740994),
    ),
    {
      ...withBody(
        "negative numbers",
        mapLeaves(base, isNumber, () => -987654321),
      ),
      mayPass: true,
    },
  );
  // A variant the body has nothing for (no number to make huge) would only repeat the plausible call.
  const repeats = requests.filter(
    (request) => request.payload === plausible && request.variant !== "plausible" && !request.query,
  );
  for (const repeat of repeats) requests.splice(requests.indexOf(repeat), 1);
  requests.push({ variant: "no body", params });

  const first = strings[0];
  if (first) requests.push(withBody(`1 MB ${first.name}`, { ...base, [first.name]: MB_STRING }));
  if (op.bodyType === "json") {
    const json = JSON.stringify(base);
    requests.push(
      { variant: "invalid JSON", params, payload: '{"orderId": "', contentType: "application/json" },
      {
        variant: "__proto__ keys",
        params,
        payload: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},${json.slice(1)}`,
        contentType: "application/json",
      },
      {
        variant: "deep nesting",
        params,
        payload: `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
        contentType: "application/json",
      },
      { variant: "array body", params, payload: `[${json}]`, contentType: "application/json" },
    );
  }
  return requests;
}

function mapObject(value: Record<string, unknown>, map: (name: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.keys(value).map((name) => [name, map(name)]));
}

function urlOf(op: Operation, request: Request): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => request.params[name] ?? "1");
  return request.query ? `${path}?${request.query}` : path;
}

type Outcome = { status: number | "stream"; body: string };

/** An event stream never ends by itself: a request still open after STREAM_MS is counted as a stream. */
const STREAM_MS = 3000;

async function send(op: Operation, request: Request, headers: Record<string, string>): Promise<Outcome> {
  const answer = ctx.app
    .inject({
      method: op.method as "GET",
      url: urlOf(op, request),
      headers: { ...headers, ...(request.contentType ? { "content-type": request.contentType } : {}) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    })
    .then((response) => ({ status: response.statusCode, body: response.body.slice(0, 300) }));
  const timeout = new Promise<Outcome>((done) =>
    setTimeout(() => done({ status: "stream", body: "" }), STREAM_MS),
  );
  return Promise.race([answer, timeout]);
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

describe("contract fuzz: every operation of /api/docs/json", () => {
  it("finds the API's operations in the document", () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.some((op) => op.path === "/token" && op.bodyType === "form")).toBe(true);
  });

  it("answers every malformed variant with 4xx, never 5xx, as admin and unsigned", async () => {
    const failures: string[] = [];
    let sent = 0;
    await inBatches(operations, 4, async (op) => {
      for (const request of variantsOf(op)) {
        for (const [who, headers] of [
          ["admin", adminHeader],
          ["unsigned", {}],
        ] as const) {
          const outcome = await send(op, request, headers);
          sent += 1;
          const label = `${op.method} ${urlOf(op, request).slice(0, 120)} [${request.variant}] as ${who}`;
          if (outcome.status === "stream") {
            if (op.method !== "GET" || !request.mayPass)
              failures.push(`${label}: no answer in ${STREAM_MS} ms`);
            continue;
          }
          const isServerError = outcome.status >= 500;
          const isWronglyAccepted = !request.mayPass && outcome.status < 400;
          if (isServerError || isWronglyAccepted)
            failures.push(`${label}: ${outcome.status} ${outcome.body}`);
        }
      }
    });
    expect(sent).toBeGreaterThan(operations.length * 4);
    expect(failures, failures.join("\n")).toEqual([]);
  }, 180_000);

  it("still answers /api/health afterwards", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok" });
  });
});

const CARD_TEXT = "paid with 4111 1111 1111 1111 exp 12/29 cvv 123";
const FREE_TEXT_NAME = /description|comment|explanation|reason|note|message|text/i;

describe("dump scan: no card number reaches the database", () => {
  it("after card numbers typed into every free-text field, no text column holds a Luhn-valid number", async () => {
    const attempts: string[] = [];
    for (const op of operations) {
      if (op.bodyType !== "json" || !op.body) continue;
      const freeText = stringFields(op.body, resolve).filter(
        (field) => field.schema["x-free-text"] || FREE_TEXT_NAME.test(field.name),
      );
      for (const field of freeText) {
        // The order's current version, so the write is refused for the card number and nothing else.
        const summary = await ctx.app.inject({
          method: "GET",
          url: `/api/orders/${known.orderId}`,
          headers: adminHeader,
        });
        known.version = (summary.json() as { order?: { version?: number } }).order?.version ?? 1;
        const body: Record<string, unknown> = {};
        for (const name of op.body.required ?? []) {
          body[name] = plausibleValue(name, op.body.properties?.[name] ?? {}, known, resolve);
        }
        body[field.name] = CARD_TEXT;
        const params = Object.fromEntries(op.pathParams.map((name) => [name, pathValue(name)]));
        const response = await ctx.app.inject({
          method: op.method as "POST",
          url: urlOf(op, { variant: "card", params }),
          headers: { ...adminHeader, "content-type": "application/json" },
          payload: JSON.stringify(body),
        });
        attempts.push(`${op.method} ${op.path} ${field.name}: ${response.statusCode}`);
        expect(response.statusCode, `${op.method} ${op.path} ${field.name}`).toBeLessThan(500);
      }
    }
    expect(attempts.length, "free-text fields found in the document").toBeGreaterThan(0);

    const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
      ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
    const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const values = await rowsOf<{ value: string }>(
        sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}
            where ${sql.identifier(column)}::text ~ '[0-9]{4}'`,
      );
      for (const { value } of values) {
        if (hasCardNumber(value)) found.push(`${table}.${column}: ${value.slice(0, 120)}`);
      }
    }
    expect(found, `card numbers stored (after: ${attempts.join("; ")})`).toEqual([]);
  }, 120_000);
});
