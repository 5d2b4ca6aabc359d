// Reads the app's own OpenAPI document into operations the contract fuzz suite can call, and builds
// plausible and hostile values from their JSON schemas. No route is named here: a new route is fuzzed
// the moment it is published.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  additionalProperties?: boolean | JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  "x-free-text"?: boolean;
};

export type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  /** Each path parameter's schema, by name. */
  pathSchemas: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
  bodyType: "json" | "form" | null;
  isPublic: boolean;
};

type Document = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type OperationObject = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};

const METHODS = ["get", "post", "put", "patch", "delete"];

export function operationsOf(document: unknown): {
  operations: Operation[];
  resolve: (s: JsonSchema) => JsonSchema;
} {
  const doc = document as Document;
  const components = doc.components?.schemas ?? {};
  const resolve = (schema: JsonSchema): JsonSchema => {
    let current = schema;
    for (let depth = 0; current.$ref && depth < 10; depth++) {
      current = components[current.$ref.replace("#/components/schemas/", "")] ?? {};
    }
    if (current.allOf?.length) return Object.assign({}, ...current.allOf.map(resolve));
    return current;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    // The documentation pages are static assets, not the API's contract.
    if (path.startsWith("/api/docs")) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content["application/json"]?.schema;
      const form = content["application/x-www-form-urlencoded"]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        pathSchemas: Object.fromEntries(
          parameters.filter((p) => p.in === "path").map((p) => [p.name, p.schema ?? {}]),
        ),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === "query").map((p) => [p.name, p.schema ?? {}]),
        ),
        body: json ? resolve(json) : form ? resolve(form) : null,
        bodyType: json ? "json" : form ? "form" : null,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return { operations, resolve };
}

/** Values the fuzz suite knows to be real rows (seeded orders), by field name. */
export type KnownValues = {
  orderId: string;
  tierId: string;
  comicId: string;
  uniqueId: string;
  version: number;
};

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;

/**
 * A plausible value for a field: real ids for id-like names, the schema's first choice otherwise. An
 * array gets one item and a map one entry, so the fields nested in them are reached too (the charge's
 * `payments[0].payMethodId`).
 */
export function plausibleValue(
  name: string,
  raw: JsonSchema,
  known: KnownValues,
  resolve: (s: JsonSchema) => JsonSchema,
  depth = 0,
): unknown {
  const schema = resolve(raw.anyOf?.[0] ?? raw.oneOf?.[0] ?? raw);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const lower = name.toLowerCase();
  // A schema that contains itself (a tree) stops here rather than recursing for ever.
  const isTooDeep = depth > MAX_PLAUSIBLE_DEPTH;
  switch (typeOf(schema)) {
    case "object": {
      const value: Record<string, unknown> = {};
      if (isTooDeep) return value;
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        value[key] = plausibleValue(key, child, known, resolve, depth + 1);
      }
      const entry = schema.additionalProperties;
      if (typeof entry === "object" && Object.keys(value).length === 0) {
        value[known.tierId] = plausibleValue(known.tierId, entry, known, resolve, depth + 1);
      }
      return value;
    }
    case "array":
      return schema.items && !isTooDeep
        ? [plausibleValue(name, schema.items, known, resolve, depth + 1)]
        : [];
    case "boolean":
      return false;
    case "integer":
    case "number":
      if (lower === "version") return known.version;
      return Math.max(lowestOf(schema) ?? 1, Math.min(1, highestOf(schema) ?? 1));
    default:
      if (lower === "orderid" || lower === "id") return known.orderId;
      if (lower.startsWith("tier") || lower === "x") return known.tierId;
      if (lower === "comicid") return known.comicId;
      if (lower.includes("idempotency")) return `fuzz-${Math.random().toString(36).slice(2)}-key`;
      if (lower.includes("email")) return "fuzz@example.test";
      if (schema.format === "date" || /date/.test(lower)) return "2030-01-15";
      return textFitting(schema);
  }
}

function patternOf(source: string | undefined): RegExp | undefined {
  if (!source) return undefined;
  try {
    return new RegExp(source, "u");
  } catch {
    return new RegExp(source);
  }
}

const TEXT_CANDIDATES = ["fuzz text", "fuzz-text", "FUZZ", "1", "a"];

/** A text that fits the field's pattern and length (a reholder id: 14 letters, digits or dashes), if one of a few does. */
function textFitting(schema: JsonSchema): string {
  const pattern = patternOf(schema.pattern);
  for (const candidate of TEXT_CANDIDATES) {
    let text = candidate;
    while (text.length < (schema.minLength ?? 0)) text += candidate;
    text = text.slice(
      0,
      Math.max(schema.minLength ?? 0, Math.min(text.length, schema.maxLength ?? text.length)),
    );
    if (!pattern || pattern.test(text)) return text;
  }
  return "fuzz text";
}

const MAX_PLAUSIBLE_DEPTH = 6;

/** The smallest value a number schema admits (an exclusive bound in either OpenAPI form made inclusive). */
function lowestOf(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMinimum === "number") return schema.exclusiveMinimum + 1;
  if (schema.exclusiveMinimum === true && schema.minimum !== undefined) return schema.minimum + 1;
  return schema.minimum;
}

function highestOf(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMaximum === "number") return schema.exclusiveMaximum - 1;
  if (schema.exclusiveMaximum === true && schema.maximum !== undefined) return schema.maximum - 1;
  return schema.maximum;
}

/** Whether one of a field's number schemas admits `value` by its bounds (no bound: anything). */
export function admits(schemas: readonly JsonSchema[], value: number): boolean {
  return schemas.some((schema) => {
    const lowest = lowestOf(schema);
    const highest = highestOf(schema);
    return (lowest === undefined || value >= lowest) && (highest === undefined || value <= highest);
  });
}

export const isNumberSchema = (schema: JsonSchema): boolean =>
  typeOf(schema) === "integer" || typeOf(schema) === "number";

/** A field that takes a number, where it sits, and its number schemas (a union may have two). */
export type NumberField = { path: FieldPath; schemas: JsonSchema[] };

/** Where a field sits in a body: keys and array indexes from the top. */
export type FieldPath = (string | number)[];

/**
 * Every field of a body that takes a number, however deep (nested objects, the first item of an array,
 * an entry of a map), with the number schema it declares. A field that takes text or a number (a union)
 * counts: a number may be sent there.
 */
export function numberFields(
  raw: JsonSchema | null,
  resolve: (s: JsonSchema) => JsonSchema,
  known: KnownValues,
): NumberField[] {
  const found: NumberField[] = [];
  const visit = (node: JsonSchema, path: FieldPath) => {
    if (path.length > MAX_PLAUSIBLE_DEPTH) return;
    const top = resolve(node);
    const branches = [top, ...(top.anyOf ?? []), ...(top.oneOf ?? [])].map(resolve);
    const numeric = branches.filter(isNumberSchema);
    if (numeric.length > 0) {
      found.push({ path, schemas: numeric });
      return;
    }
    // The branch plausibleValue fills, so the field set here is one the value has.
    const chosen = resolve(top.anyOf?.[0] ?? top.oneOf?.[0] ?? top);
    if (typeOf(chosen) === "array" && chosen.items) visit(chosen.items, [...path, 0]);
    for (const [key, child] of Object.entries(chosen.properties ?? {})) visit(child, [...path, key]);
    if (typeof chosen.additionalProperties === "object") {
      visit(chosen.additionalProperties, [...path, known.tierId]);
    }
  };
  if (raw) visit(raw, []);
  return found;
}

/** Every number schema inside a schema, in every branch of every union, with where it sits. */
export function everyNumber(
  raw: JsonSchema | null | undefined,
  resolve: (s: JsonSchema) => JsonSchema,
  where: string,
  found: { where: string; schema: JsonSchema }[] = [],
): { where: string; schema: JsonSchema }[] {
  if (!raw || where.split(".").length > 12) return found;
  const schema = resolve(raw);
  if (isNumberSchema(schema)) found.push({ where, schema });
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    everyNumber(branch, resolve, where, found);
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    everyNumber(child, resolve, `${where}.${key}`, found);
  if (schema.items) everyNumber(schema.items, resolve, `${where}[]`, found);
  if (typeof schema.additionalProperties === "object") {
    everyNumber(schema.additionalProperties, resolve, `${where}{}`, found);
  }
  return found;
}

/** The shapes a body may take: each branch of a union (a draft or an invoice), else the one schema. */
export function bodyShapes(raw: JsonSchema | null, resolve: (s: JsonSchema) => JsonSchema): JsonSchema[] {
  if (!raw) return [];
  const top = resolve(raw);
  const branches = top.anyOf ?? top.oneOf;
  return branches && branches.length > 0 ? branches.map(resolve) : [top];
}

/** A copy of `value` with the field at `path` set to `leaf` (missing containers on the way created). */
export function withFieldAt(value: unknown, path: FieldPath, leaf: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return leaf;
  if (typeof key === "number") {
    const items = Array.isArray(value) ? [...value] : [];
    items[key] = withFieldAt(items[key], rest, leaf);
    return items;
  }
  const object = value && typeof value === "object" && !Array.isArray(value) ? value : {};
  return { ...object, [key]: withFieldAt((object as Record<string, unknown>)[key], rest, leaf) };
}

/** Every string field of an object schema, with its schema (first level: the API's bodies are flat). */
export function stringFields(schema: JsonSchema | null, resolve: (s: JsonSchema) => JsonSchema) {
  const fields: { name: string; schema: JsonSchema }[] = [];
  for (const [name, raw] of Object.entries(schema?.properties ?? {})) {
    const child = resolve(raw.anyOf?.[0] ?? raw.oneOf?.[0] ?? raw);
    if (typeOf(child) === "string" && !child.enum) fields.push({ name, schema: child });
  }
  return fields;
}

/** A value of the wrong JSON type for the schema. */
export function wrongType(raw: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): unknown {
  const schema = resolve(raw.anyOf?.[0] ?? raw.oneOf?.[0] ?? raw);
  switch (typeOf(schema)) {
    case "string":
      return { nested: [1, 2, 3] };
    case "integer":
    case "number":
      return "not a number";
    case "boolean":
      return "yes";
    case "array":
      return { not: "an array" };
    default:
      return 12345;
  }
}

/** Replaces every leaf of `value` that `pick` accepts with `replace(leaf)`. */
export function mapLeaves(
  value: unknown,
  pick: (leaf: unknown) => boolean,
  replace: (leaf: unknown) => unknown,
): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, pick, replace));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapLeaves(item, pick, replace)]),
    );
  }
  return pick(value) ? replace(value) : value;
}
