// What the contract fuzz files share: an app on a fresh database with real rows to aim at (seeded
// orders), an admin's token, the operations of the app's own OpenAPI document, and how one fuzzed
// request is encoded and sent.
import { seedOrder } from "../../seed/orders-factory";
import { createTestContext, seedWorker, signIn, type TestContext } from "../index";
import {
  isNumberSchema,
  type JsonSchema,
  type KnownValues,
  type Operation,
  operationsOf,
  plausibleValue,
} from "./openapi-walk";

export type Fuzz = {
  ctx: TestContext;
  adminHeader: { authorization: string };
  operations: Operation[];
  resolve: (schema: JsonSchema) => JsonSchema;
  known: KnownValues;
  /** An order in Billing with a balance of $120: what a charge needs to reach the stored method. */
  billingOrderId: string;
};

export async function createFuzz(): Promise<Fuzz> {
  const ctx = await createTestContext();
  const admin = await seedWorker(ctx.db, { userName: "fuzzadmin", claims: "admin" });
  const { authHeader: adminHeader } = await signIn(ctx.app, admin.userName, admin.password);
  // Real rows, so path ids and body ids reach the use cases and the database, not only "not found".
  const inProcess = await seedOrder(ctx.db, {
    status: "InProcess",
    tiers: [
      { code: "SO", status: "PreGrade", count: 2 },
      { code: "WS", status: "Signature", count: 1 },
    ],
  });
  const billing = await seedOrder(ctx.db, { status: "Billing", balance: 12_000 });
  await seedOrder(ctx.db, { status: "Shipping", tiers: [{ code: "SL", status: "Shipping", count: 1 }] });
  await seedOrder(ctx.db, { status: "AddComic" });
  const comic = inProcess.comics[0]!;
  const known: KnownValues = {
    orderId: inProcess.orderId,
    tierId: "SO",
    comicId: comic.id as string,
    uniqueId: comic.uniqueId as string,
    version: 1,
  };
  const { operations, resolve } = operationsOf(ctx.app.swagger());
  return { ctx, adminHeader, operations, resolve, known, billingOrderId: billing.orderId };
}

/** The order's version now, so a write is refused for what it carries and not for a stale version. */
export async function orderVersion(fuzz: Fuzz, orderId = fuzz.known.orderId): Promise<number> {
  const summary = await fuzz.ctx.app.inject({
    method: "GET",
    url: `/api/orders/${orderId}`,
    headers: fuzz.adminHeader,
  });
  return (summary.json() as { order?: { version?: number } }).order?.version ?? 1;
}

export type FuzzRequest = {
  variant: string;
  /** Encoded path segments by parameter name. */
  params: Record<string, string>;
  query?: string;
  payload?: string;
  contentType?: string;
  /** A variant that may legitimately succeed (a plausible call, a negative number some fields take). */
  mayPass?: boolean;
};

/**
 * A plausible path value: the schema's first choice, a number in range for a number, else by the
 * parameter's name (ids are the seeded order's).
 */
export function pathValue(fuzz: Fuzz, op: Operation, name: string): string {
  const { known, resolve } = fuzz;
  const schema = resolve(op.pathSchemas[name] ?? {});
  if (isNumberSchema(schema)) return String(plausibleValue(name, schema, known, resolve));
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
  const choices = schema.enum;
  const choice = typeof choices?.[0] === "string" ? choices[0] : undefined;
  return encodeURIComponent(choice ?? values[name] ?? (/tier|^x$/i.test(name) ? known.tierId : "1"));
}

export function plausibleParams(fuzz: Fuzz, op: Operation): Record<string, string> {
  return Object.fromEntries(op.pathParams.map((name) => [name, pathValue(fuzz, op, name)]));
}

export function encodeBody(op: Operation, body: unknown): { payload: string; contentType: string } {
  if (op.bodyType === "form") {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
      form.set(key, typeof value === "string" ? value : JSON.stringify(value));
    }
    return { payload: form.toString(), contentType: "application/x-www-form-urlencoded" };
  }
  return { payload: JSON.stringify(body), contentType: "application/json" };
}

export function urlOf(op: Operation, request: FuzzRequest): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => request.params[name] ?? "1");
  return request.query ? `${path}?${request.query}` : path;
}

export type Outcome = { status: number | "stream"; body: string };

/** An event stream never ends by itself: a request still open after STREAM_MS is counted as a stream. */
export const STREAM_MS = 3000;

export async function send(
  fuzz: Fuzz,
  op: Operation,
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const answer = fuzz.ctx.app
    .inject({
      method: op.method as "GET",
      url: urlOf(op, request),
      headers: { ...headers, ...(request.contentType ? { "content-type": request.contentType } : {}) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    })
    .then((response) => ({ status: response.statusCode, body: response.body }));
  const timeout = new Promise<Outcome>((done) => {
    timer = setTimeout(() => done({ status: "stream", body: "" }), STREAM_MS);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

export async function inBatches<T>(
  items: readonly T[],
  size: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}
