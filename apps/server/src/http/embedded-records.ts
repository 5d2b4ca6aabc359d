// Issue 27 point 3: every answer that embeds another area's records applies that area's claim. A route
// declares the claims of its own area; when its answer also carries records whose own routes need other
// claims (a customer's profile carries the customer's payment methods), a worker without those claims
// would read them through the side door. So the records are named once here with the claims their own
// routes require, found in every route's answer schema when the route is registered (a route added
// later is covered without a word), and withheld from the answer of a worker who lacks them.

import { ZPaymentMethodSchema } from "@gbo/contracts/payments";
import { hasAnyClaim } from "@gbo/domain/claims";
import { PAY_METHOD_CLAIMS } from "@gbo/domain/payments";

/** A kind of record with the claims its own area's routes require (any one of them). */
export type GuardedRecord = { name: string; schema: unknown; claims: readonly string[] };

export const GUARDED_RECORDS: readonly GuardedRecord[] = [
  // GET /api/users/{id}/paymethod: brand, last four digits and expiry are the payments area's.
  { name: "payment methods", schema: ZPaymentMethodSchema, claims: PAY_METHOD_CLAIMS },
];

/** An answer field holding guarded records; `path` names it ("[]" steps into a list, "*" into a map). */
export type Embed = {
  path: readonly string[];
  record: string;
  claims: readonly string[];
  /** What a worker without the claims gets in its place: the field emptied, left out, or null. */
  withheldAs: "empty list" | "empty map" | "left out" | "null";
};

/** Where a guarded record sits in an answer no route may hide it from. */
export class UnguardableEmbedError extends Error {}

type Def = { type: string; [key: string]: unknown };
type ZodLike = { _zod: { def: Def }; safeParse: (value: unknown) => { success: boolean } };

const isZod = (schema: unknown): schema is ZodLike =>
  typeof schema === "object" && schema !== null && "_zod" in schema && "safeParse" in schema;

function shapeOf(schema: ZodLike): Record<string, unknown> | null {
  const { def } = schema._zod;
  return def.type === "object" ? (def.shape as Record<string, unknown>) : null;
}

/**
 * The record `schema` holds, if any: the record's own schema, or any object with all of its fields (a copy
 * made by .describe() or .meta(), or one .extend()ed, is the same record to a reader).
 */
function recordOf(schema: ZodLike): GuardedRecord | undefined {
  const shape = shapeOf(schema);
  return GUARDED_RECORDS.find((guarded) => {
    if (guarded.schema === schema) return true;
    const guardedShape = isZod(guarded.schema) ? shapeOf(guarded.schema) : null;
    return Boolean(shape && guardedShape && Object.keys(guardedShape).every((key) => key in shape));
  });
}

/** Wrappers whose inner schema sits at the same place of the answer. */
const INNER_KEYS = ["innerType", "in", "out", "left", "right"] as const;
const MAX_DEPTH = 24;

type Found = { path: string[]; record: GuardedRecord; field: ZodLike | null };
/** A schema inside another, its place in the answer, and the field (object property) it belongs to. */
type Child = [schema: unknown, path: string[], field: ZodLike | null];

function childrenOf(schema: ZodLike, path: string[], field: ZodLike | null): Child[] {
  const { def } = schema._zod;
  const shape = shapeOf(schema);
  if (shape) return Object.entries(shape).map(([key, value]) => [value, [...path, key], value as ZodLike]);
  if (def.type === "array") return [[def.element, [...path, "[]"], field]];
  if (def.type === "record") return [[def.valueType, [...path, "*"], field]];
  if (def.type === "union") return (def.options as unknown[]).map((option) => [option, path, field]);
  if (def.type === "lazy") return [[(def.getter as () => unknown)(), path, field]];
  return INNER_KEYS.filter((key) => key in def).map((key) => [def[key], path, field]);
}

function walk(schema: unknown, path: string[], field: ZodLike | null, found: Found[], depth: number): void {
  if (!isZod(schema) || depth > MAX_DEPTH) return;
  const record = recordOf(schema);
  if (record) {
    found.push({ path, record, field });
    return;
  }
  for (const [child, at, ofField] of childrenOf(schema, path, field))
    walk(child, at, ofField, found, depth + 1);
}

const WITHHELD_VALUES: readonly [Embed["withheldAs"], unknown][] = [
  ["empty list", []],
  ["empty map", {}],
  ["left out", undefined],
  ["null", null],
];

/** The field's path without the list or map steps that end it: the field itself is what is withheld. */
function fieldPath(path: readonly string[]): string[] {
  const steps = [...path];
  while (steps.length > 0 && (steps.at(-1) === "[]" || steps.at(-1) === "*")) steps.pop();
  return steps;
}

export const formatPath = (path: readonly string[]) => path.join(".").replaceAll(".[]", "[]");

/**
 * The guarded records a route's answers (its 2xx response schemas) carry and that its own claims do not
 * already cover. Throws UnguardableEmbedError for a record that could not be withheld: the whole answer
 * is one, or its field accepts none of an empty list, an empty map, nothing or null.
 */
export function embedsOf(route: {
  method: string;
  url: string;
  claims: readonly string[] | null;
  response: Record<string, unknown> | undefined;
}): Embed[] {
  const found: Found[] = [];
  for (const [status, schema] of Object.entries(route.response ?? {})) {
    if (status.startsWith("2")) walk(schema, [], null, found, 0);
  }
  const embeds: Embed[] = [];
  for (const { path, record, field } of found) {
    // A route whose every claim is one of the record's (or admin) already shows it only to those workers.
    const covered =
      route.claims !== null &&
      route.claims.length > 0 &&
      route.claims.every((claim) => hasAnyClaim([claim], record.claims));
    if (covered) continue;
    const steps = fieldPath(path);
    const withheld =
      field && steps.length > 0
        ? WITHHELD_VALUES.find(([, value]) => field.safeParse(value).success)
        : undefined;
    if (!withheld) {
      throw new UnguardableEmbedError(
        `Route ${route.method} ${route.url} answers ${record.name} at "${formatPath(path) || "(the whole answer)"}" to workers without their claims (${record.claims.join(", ")}), and that field cannot be withheld: give the route those claims, or let the field be an empty list, left out or null.`,
      );
    }
    if (!embeds.some((embed) => formatPath(embed.path) === formatPath(steps))) {
      embeds.push({ path: steps, record: record.name, claims: record.claims, withheldAs: withheld[0] });
    }
  }
  return embeds;
}

/** The OpenAPI sentences that say what a worker without the claims gets. */
export function embedsDescription(embeds: readonly Embed[]): string {
  const what: Record<Embed["withheldAs"], string> = {
    "empty list": "an empty list",
    "empty map": "an empty map",
    "left out": "left out",
    null: "null",
  };
  return embeds
    .map(
      (embed) =>
        `${formatPath(embed.path)} (${embed.record}) is ${what[embed.withheldAs]} for a worker holding none of ${embed.claims.join(", ")} (the claims of the ${embed.record}' own calls).`,
    )
    .join(" ");
}

/** The embeds this worker may not read. */
export function embedsToWithhold(embeds: readonly Embed[], claims: readonly string[]): Embed[] {
  return embeds.filter((embed) => !hasAnyClaim(claims, embed.claims));
}

/**
 * The answer with each embed withheld. Nothing is changed in place: an answer can be a kept object shared
 * by every request, so only the objects on the way to a withheld field are copied.
 */
export function withholdEmbeds(payload: unknown, embeds: readonly Embed[]): unknown {
  let answer = payload;
  for (const embed of embeds) {
    const value = WITHHELD_VALUES.find(([kind]) => kind === embed.withheldAs)?.[1];
    answer = replaceAt(answer, embed.path, 0, embed.withheldAs === "left out", value);
  }
  return answer;
}

function replaceAt(
  node: unknown,
  path: readonly string[],
  at: number,
  isLeftOut: boolean,
  value: unknown,
): unknown {
  if (node === null || typeof node !== "object") return node;
  const step = path[at] as string;
  if (step === "[]") {
    return Array.isArray(node) ? node.map((item) => replaceAt(item, path, at + 1, isLeftOut, value)) : node;
  }
  if (Array.isArray(node)) return node;
  const record = node as Record<string, unknown>;
  if (step === "*") {
    return Object.fromEntries(
      Object.entries(record).map(([key, item]) => [key, replaceAt(item, path, at + 1, isLeftOut, value)]),
    );
  }
  if (!(step in record)) return node;
  if (at === path.length - 1) {
    if (isLeftOut) {
      const { [step]: _withheld, ...rest } = record;
      return rest;
    }
    // A fresh empty list or map for each answer: nothing later can add to a shared one.
    const fresh = Array.isArray(value) ? [] : value !== null && typeof value === "object" ? {} : value;
    return { ...record, [step]: fresh };
  }
  const child = record[step];
  const next = replaceAt(child, path, at + 1, isLeftOut, value);
  return next === child ? node : { ...record, [step]: next };
}
