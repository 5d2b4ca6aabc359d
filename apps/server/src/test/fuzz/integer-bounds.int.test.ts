// Issue 27 point 5: every integer a client sends is bounded by what its column holds. 2^31 (one past an
// integer column), -2^31-1 (one below it) and 2^53 (past the integers JavaScript holds exactly) go into
// every field that takes a number, one field at a time: path and query values, body fields, nested
// objects and array items, of every operation of the app's own OpenAPI document. None may answer 5xx,
// and a value outside the bounds the document states is refused with 400 naming the field, in the
// usual error body. Operations come from the document: a new route is probed without touching this file.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tiers } from "../../db/schema/index";
import {
  createFuzz,
  encodeBody,
  type Fuzz,
  type FuzzRequest,
  inBatches,
  orderVersion,
  plausibleParams,
  send,
  urlOf,
} from "./fuzz-harness";
import {
  admits,
  bodyShapes,
  type FieldPath,
  isNumberSchema,
  type JsonSchema,
  numberFields,
  type Operation,
  plausibleValue,
  withFieldAt,
} from "./openapi-walk";

let fuzz: Fuzz;
beforeAll(async () => {
  fuzz = await createFuzz();
});
afterAll(() => fuzz?.ctx.close());

const BOUNDARY_VALUES = [2 ** 31, -(2 ** 31) - 1, 2 ** 53];

type Field = { in: "path" | "query"; name: string } | { in: "body"; path: FieldPath; shape: JsonSchema };

type Probe = {
  field: Field;
  value: number;
  /** The modelState key a refusal names: `params.id`, `querystring.page`, `model.payments.0.payMethodId`. */
  key: string;
  /** The number schemas the document gives the field; none when it takes text (an order id). */
  schemas: JsonSchema[];
};

const numberSchemas = (schema: JsonSchema) => [schema, ...(schema.anyOf ?? [])].filter(isNumberSchema);

/** Every boundary value in every field of one operation that a number can be sent in. */
function probesOf(op: Operation): Probe[] {
  const { known, resolve } = fuzz;
  const fields: { field: Field; key: string; schemas: JsonSchema[] }[] = [
    ...op.pathParams.map((name) => ({
      field: { in: "path" as const, name },
      key: `params.${name}`,
      schemas: numberSchemas(resolve(op.pathSchemas[name] ?? {})),
    })),
    ...Object.entries(op.query).map(([name, schema]) => ({
      field: { in: "query" as const, name },
      key: `querystring.${name}`,
      schemas: numberSchemas(resolve(schema)),
    })),
    ...bodyShapes(op.body, resolve).flatMap((shape) =>
      numberFields(shape, resolve, known).map(({ path, schemas }) => ({
        field: { in: "body" as const, path, shape },
        key: `model.${path.join(".")}`,
        schemas,
      })),
    ),
  ];
  return BOUNDARY_VALUES.flatMap((value) => fields.map((field) => ({ ...field, value })));
}

/** The probe as a request: the operation's plausible call with the one field set to the value. */
function requestOf(op: Operation, probe: Probe): FuzzRequest {
  const { field, value } = probe;
  const params = plausibleParams(fuzz, op);
  const shape = field.in === "body" ? field.shape : op.body;
  const base = shape ? plausibleValue("", shape, fuzz.known, fuzz.resolve) : undefined;
  const body = field.in === "body" ? withFieldAt(base, field.path, value) : base;
  const name = field.in === "body" ? field.path.join(".") : field.name;
  return {
    variant: `${value} in ${field.in} ${name}`,
    params: field.in === "path" ? { ...params, [field.name]: String(value) } : params,
    ...(field.in === "query" ? { query: `${field.name}=${value}` } : {}),
    ...(body === undefined ? {} : encodeBody(op, body)),
  };
}

function namesField(body: string, key: string): boolean {
  try {
    const modelState = (JSON.parse(body) as { modelState?: Record<string, unknown> }).modelState ?? {};
    return Object.keys(modelState).some((name) => name === key || name.startsWith(`${key}.`));
  } catch {
    return false;
  }
}

/** A write that carries the order's version is sent with the version of the moment, one at a time. */
const carriesVersion = (op: Operation) => Boolean(op.body?.properties?.version) || "version" in op.query;

describe("integer bounds: 2^31, -2^31-1 and 2^53 in every field that takes a number", () => {
  it("never answers 5xx, and refuses a value past the documented bounds with 400 naming the field", async () => {
    const failures: string[] = [];
    let sent = 0;
    let refused = 0;
    const probe = async (op: Operation) => {
      for (const each of probesOf(op)) {
        if (carriesVersion(op)) fuzz.known.version = await orderVersion(fuzz);
        const request = requestOf(op, each);
        const outcome = await send(fuzz, op, request, fuzz.adminHeader);
        sent += 1;
        const label = `${op.method} ${urlOf(op, request).slice(0, 120)} [${request.variant}]`;
        if (outcome.status === "stream") {
          if (op.method !== "GET") failures.push(`${label}: no answer`);
          continue;
        }
        if (outcome.status >= 500) {
          failures.push(`${label}: ${outcome.status} ${outcome.body.slice(0, 200)}`);
          continue;
        }
        if (each.schemas.length === 0 || admits(each.schemas, each.value)) continue;
        if (outcome.status === 400 && namesField(outcome.body, each.key)) refused += 1;
        else
          failures.push(
            `${label}: ${outcome.status}, not a 400 naming ${each.key}: ${outcome.body.slice(0, 200)}`,
          );
      }
    };
    await inBatches(
      fuzz.operations.filter((op) => !carriesVersion(op)),
      4,
      probe,
    );
    await inBatches(fuzz.operations.filter(carriesVersion), 1, probe);
    expect(failures, failures.join("\n")).toEqual([]);
    // The walk reached path, query and nested body fields, and the document bounds them.
    expect(sent).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(600);
  }, 300_000);

  it("still answers /api/health afterwards", async () => {
    const response = await fuzz.ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
  });
});

// The calls the issue found answering 500 to 2147483648, each with what it needs to reach the database.
describe("the calls that answered 500 to 2147483648 refuse it with 400 naming the field", () => {
  const TOO_BIG = 2 ** 31;
  type Case = {
    name: string;
    key: string;
    call: () => Promise<{ method: string; url: string; payload?: object }>;
  };
  const cases: Case[] = [
    {
      name: "a charge's payments[0].payMethodId",
      key: "model.payments.0.payMethodId",
      call: async () => ({
        method: "POST",
        url: "/api/orders/charge",
        payload: {
          orderId: fuzz.billingOrderId,
          version: await orderVersion(fuzz, fuzz.billingOrderId),
          idempotencyKey: "integer-bounds-charge",
          payments: [{ payMethodId: TOO_BIG, amount: 1 }],
        },
      }),
    },
    {
      name: "a comic edit's quantity",
      key: "model.quantity",
      call: async () => ({
        method: "PUT",
        url: `/api/orders/${fuzz.known.orderId}/comic/${fuzz.known.comicId}`,
        payload: { version: await orderVersion(fuzz), quantity: TOO_BIG },
      }),
    },
    {
      name: "an added comic's quantity",
      key: "model.quantity",
      call: async () => {
        // Room in the tier (the seed fills it), so the quantity is what decides the answer.
        await fuzz.ctx.db
          .update(tiers)
          .set({ count: 10 })
          .where(and(eq(tiers.orderId, fuzz.known.orderId), eq(tiers.id, "SO")));
        return {
          method: "POST",
          url: `/api/orders/${fuzz.known.orderId}/comic`,
          payload: {
            version: await orderVersion(fuzz),
            tierId: "SO",
            title: "Saga",
            year: "2019",
            publisher: "Image",
            quantity: TOO_BIG,
          },
        };
      },
    },
    {
      name: "an external user's id",
      key: "params.id",
      call: async () => ({ method: "GET", url: `/api/data/external/${TOO_BIG}` }),
    },
    {
      name: "a convention's id",
      key: "params.id",
      call: async () => ({ method: "GET", url: `/api/conventions/${TOO_BIG}` }),
    },
    {
      name: "a customer's orders export",
      key: "params.id",
      call: async () => ({ method: "GET", url: `/api/orders/user/${TOO_BIG}/export.csv` }),
    },
    {
      name: "a customer's comics export",
      key: "params.id",
      call: async () => ({ method: "GET", url: `/api/comics/user/${TOO_BIG}/export.csv` }),
    },
    {
      name: "a customer's history export",
      key: "params.id",
      call: async () => ({ method: "GET", url: `/api/users/${TOO_BIG}/audit/export.csv` }),
    },
    {
      name: "a device's id",
      key: "model.id",
      call: async () => ({
        method: "PUT",
        url: "/api/remote",
        payload: { id: TOO_BIG, version: 1, name: "Label printer", kind: "LabelWriterPrinter" },
      }),
    },
  ];

  it.each(cases)("$name", async ({ key, call }) => {
    const { method, url, payload } = await call();
    const response = await fuzz.ctx.app.inject({
      method: method as "GET",
      url,
      headers: fuzz.adminHeader,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json<{ message: string; modelState?: Record<string, string[]> }>();
    expect(answer.message).toBe("The request is invalid.");
    expect(answer.modelState?.[key], response.body).toEqual([expect.stringMatching(/2,147,483,647/)]);
  });
});
