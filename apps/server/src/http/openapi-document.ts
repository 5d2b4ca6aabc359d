// How a route is written into the OpenAPI document (issue 18 point 8: every call with its request and
// answer schemas and its error answers). Access: public routes need no token; protected ones state the
// claims the server checks. Error answers: every route answers its failures with the one ErrorBody shape
// of the error handler (http/errors.ts), so the codes a route can give are documented from what the
// route is: a route with input can refuse it (400), a protected route can be refused a token (401) or a
// claim (403; the route's or the record's), and a write that carries `version` can be stale (409). Codes a route declares itself are
// kept as declared. A route whose answer is not JSON names its media type in `config.answers`.
import { jsonSchemaTransform } from "fastify-type-provider-zod";

type JsonSchema = Record<string, unknown>;
type RouteSchema = {
  body?: JsonSchema;
  params?: JsonSchema;
  querystring?: JsonSchema;
  response?: Record<string, JsonSchema>;
  security?: unknown[];
  description?: string;
};

const ERROR_BODY = { $ref: "#/components/schemas/ErrorBody" };
const ERROR_TEXT: Record<string, string> = {
  "400": "Refused input: the message, and per field the model-state messages.",
  "401": "No valid token.",
  "403": "Not allowed: the worker lacks a claim the route or the record needs.",
  "409": "The record changed since it was read (a stale version).",
};

function hasProperties(schema: JsonSchema | undefined): boolean {
  const properties = schema?.properties as Record<string, unknown> | undefined;
  return Boolean(properties && Object.keys(properties).length > 0);
}

function errorCodes(schema: RouteSchema, config: RouteDocConfig): string[] {
  const codes: string[] = [];
  if (schema.body || hasProperties(schema.params) || hasProperties(schema.querystring)) codes.push("400");
  // A protected route can be refused a token, and a claim (the route's, or the one the record needs:
  // work on an order needs the claim of its status).
  if (!config.public) codes.push("401", "403");
  const bodyProperties = (schema.body?.properties ?? {}) as Record<string, unknown>;
  if ("version" in bodyProperties) codes.push("409");
  return codes;
}

type RouteDocConfig = { public?: boolean; claims?: readonly string[]; answers?: string };

export const documentRoute: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const config = (input.route.config ?? {}) as RouteDocConfig;
  const schema = { ...(output.schema as RouteSchema) };
  if (config.public) {
    schema.security = [];
  } else if (config.claims) {
    const access =
      config.claims.length > 0 ? `Claims: ${config.claims.join(", ")} (any one).` : "Any signed-in worker.";
    schema.description = schema.description ? `${schema.description}\n\n${access}` : access;
  }
  const response: Record<string, JsonSchema> = { ...(schema.response ?? {}) };
  if (config.answers && !Object.keys(response).some((code) => code.startsWith("2"))) {
    response["200"] = {
      description: `The ${config.answers} answer.`,
      content: { [config.answers]: { schema: { type: "string", format: "binary" } } },
    };
  }
  for (const code of errorCodes(schema, config)) {
    response[code] ??= { description: ERROR_TEXT[code], ...ERROR_BODY };
  }
  schema.response = response;
  // A route with an optional last segment (`/:search?`) would be documented as "/{search}?", which is no
  // OpenAPI path: document its full form (the segment may be left off, as its description says).
  const url = output.url.replace(/:(\w+)\?$/, ":$1");
  return { ...output, url, schema: schema as typeof output.schema };
};
