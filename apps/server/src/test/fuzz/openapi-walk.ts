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

/** A plausible value for a field: real ids for id-like names, the schema's first choice otherwise. */
export function plausibleValue(
  name: string,
  raw: JsonSchema,
  known: KnownValues,
  resolve: (s: JsonSchema) => JsonSchema,
): unknown {
  const schema = resolve(raw.anyOf?.[0] ?? raw.oneOf?.[0] ?? raw);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const lower = name.toLowerCase();
  switch (typeOf(schema)) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        value[key] = plausibleValue(key, child, known, resolve);
      }
      return value;
    }
    case "array":
      return [];
    case "boolean":
      return false;
    case "integer":
    case "number":
      if (lower === "version") return known.version;
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    default:
      if (lower === "orderid" || lower === "id") return known.orderId;
      if (lower.startsWith("tier") || lower === "x") return known.tierId;
      if (lower === "comicid") return known.comicId;
      if (lower.includes("idempotency")) return `fuzz-${Math.random().toString(36).slice(2)}-key`;
      if (lower.includes("email")) return "fuzz@example.test";
      if (schema.format === "date" || /date/.test(lower)) return "2030-01-15";
      return "fuzz text";
  }
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
