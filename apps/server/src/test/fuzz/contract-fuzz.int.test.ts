// The contract fuzz suite (issue 9): every operation of the app's own OpenAPI document, as admin and
// unsigned, gets malformed variants; each must answer 4xx (never 5xx), and the server keeps answering.
// Then card numbers are typed into every free-text field and no table may hold one afterwards.
// Operations come from the document: a new route is fuzzed without touching this file.
import { hasCardNumber } from "@gbo/domain/text";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createFuzz,
  encodeBody,
  type Fuzz,
  type FuzzRequest,
  inBatches,
  orderVersion,
  plausibleParams,
  STREAM_MS,
  send,
  urlOf,
} from "./fuzz-harness";
import { mapLeaves, type Operation, plausibleValue, stringFields, wrongType } from "./openapi-walk";

let fuzz: Fuzz;

beforeAll(async () => {
  fuzz = await createFuzz();
});
afterAll(() => fuzz?.ctx.close());

const MB_STRING = "x".repeat(1_000_000);
const LONG_STRING = "y".repeat(20_000);

const isString = (leaf: unknown) => typeof leaf === "string";
const isNumber = (leaf: unknown) => typeof leaf === "number";

/** The malformed variants of one operation; only those that change something for it. */
function variantsOf(op: Operation): FuzzRequest[] {
  const { known, resolve } = fuzz;
  const params = plausibleParams(fuzz, op);
  const base = op.body ? (plausibleValue("", op.body, known, resolve) as Record<string, unknown>) : undefined;
  const withBody = (variant: string, body: unknown): FuzzRequest => ({
    variant,
    params,
    ...encodeBody(op, body),
  });
  const mapParams = (map: (value: string) => string) =>
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, map(value)]));
  const plausible = base ? encodeBody(op, base).payload : undefined;
  const requests: FuzzRequest[] = [
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

describe("contract fuzz: every operation of /api/docs/json", () => {
  it("finds the API's operations in the document", () => {
    expect(fuzz.operations.length).toBeGreaterThan(20);
    expect(fuzz.operations.some((op) => op.path === "/token" && op.bodyType === "form")).toBe(true);
  });

  it("answers every malformed variant with 4xx, never 5xx, as admin and unsigned", async () => {
    const failures: string[] = [];
    let sent = 0;
    await inBatches(fuzz.operations, 4, async (op) => {
      for (const request of variantsOf(op)) {
        for (const [who, headers] of [
          ["admin", fuzz.adminHeader],
          ["unsigned", {}],
        ] as const) {
          const outcome = await send(fuzz, op, request, headers);
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
            failures.push(`${label}: ${outcome.status} ${outcome.body.slice(0, 300)}`);
        }
      }
    });
    expect(sent).toBeGreaterThan(fuzz.operations.length * 4);
    expect(failures, failures.join("\n")).toEqual([]);
  }, 180_000);

  it("still answers /api/health afterwards", async () => {
    const response = await fuzz.ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok" });
  });
});

const CARD_TEXT = "paid with 4111 1111 1111 1111 exp 12/29 cvv 123";
const FREE_TEXT_NAME = /description|comment|explanation|reason|note|message|text/i;

describe("dump scan: no card number reaches the database", () => {
  it("after card numbers typed into every free-text field, no text column holds a Luhn-valid number", async () => {
    const { ctx, adminHeader, known, resolve } = fuzz;
    const attempts: string[] = [];
    for (const op of fuzz.operations) {
      if (op.bodyType !== "json" || !op.body) continue;
      const freeText = stringFields(op.body, resolve).filter(
        (field) => field.schema["x-free-text"] || FREE_TEXT_NAME.test(field.name),
      );
      for (const field of freeText) {
        // The order's current version, so the write is refused for the card number and nothing else.
        known.version = await orderVersion(fuzz);
        const body: Record<string, unknown> = {};
        for (const name of op.body.required ?? []) {
          body[name] = plausibleValue(name, op.body.properties?.[name] ?? {}, known, resolve);
        }
        body[field.name] = CARD_TEXT;
        const params = plausibleParams(fuzz, op);
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
