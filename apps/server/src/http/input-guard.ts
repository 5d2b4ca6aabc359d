import type { TErrorBody } from "@gbo/contracts/common";
import { hasMalformedText } from "@gbo/domain/text";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BAD_URL_MESSAGE, modelStateFromIssues } from "./errors";
import { isOAuthRoute, oauthError } from "./oauth-errors";

/** The answer when any text of a request holds U+0000 or a broken (lone surrogate) character. */
export const MALFORMED_TEXT_MESSAGE =
  "The request holds a character that is not allowed (a null character or a broken character): remove it and try again.";

/**
 * Longest value of one query parameter. Queries carry search text and, on the event stream, an access
 * token (a few hundred characters); path segments are already cut at 100 by the router.
 */
export const MAX_QUERY_VALUE_LENGTH = 4096;
export const QUERY_TOO_LONG_MESSAGE = `A query parameter may hold at most ${MAX_QUERY_VALUE_LENGTH} characters.`;

/** Deeper than any payload of this API; a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;
const TOO_DEEP_MESSAGE = "The request is nested too deeply.";

type Finding = { path: string[]; message: string };

/** A field name fit to show back: no NUL or broken characters, and not the whole of a huge key. */
function printable(key: string): string {
  return key
    .replaceAll("\u0000", "\uFFFD")
    .replace(/[\uD800-\uDFFF]/g, "\uFFFD")
    .slice(0, 100);
}

/**
 * The first string or object key in `value` holding malformed text (or a nesting past MAX_DEPTH), with
 * its path; null when all is well. Iterative, so a hostile nesting cannot exhaust the stack.
 */
export function findMalformedText(value: unknown): Finding | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (hasMalformedText(current)) return { path, message: MALFORMED_TEXT_MESSAGE };
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (path.length >= MAX_DEPTH) return { path, message: TOO_DEEP_MESSAGE };
    if (Array.isArray(current)) {
      for (const [index, item] of current.entries())
        stack.push({ value: item, path: [...path, String(index)] });
      continue;
    }
    for (const key of Object.keys(current)) {
      if (hasMalformedText(key)) return { path: [...path, printable(key)], message: MALFORMED_TEXT_MESSAGE };
      stack.push({ value: (current as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return null;
}

function findLongQueryValue(query: unknown): Finding | null {
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === "string" && item.length > MAX_QUERY_VALUE_LENGTH)) {
      return { path: [name.slice(0, 100)], message: QUERY_TOO_LONG_MESSAGE };
    }
  }
  return null;
}

/** True when the raw query holds a % that does not start a valid escape of UTF-8 text ("%ZZ", "%E0%A4"). */
export function hasBrokenEscape(url: string): boolean {
  const start = url.indexOf("?");
  if (start < 0) return false;
  for (const piece of url.slice(start + 1).split(/[&=]/)) {
    if (!piece.includes("%")) continue;
    try {
      decodeURIComponent(piece);
    } catch {
      return true;
    }
  }
  return false;
}

const PARTS = ["params", "querystring", "body"] as const;

function partOf(request: FastifyRequest, part: (typeof PARTS)[number]): unknown {
  if (part === "params") return request.params;
  if (part === "querystring") return request.query;
  return request.body;
}

/**
 * One gate for every route, present and future: before any schema or handler sees a request, every text
 * it carries (path parameters, query, JSON or form body, and the keys of their objects) is checked, and
 * a U+0000 or lone surrogate answers 400 naming the field. PostgreSQL text cannot store them.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request, reply) => {
    // The query parser keeps a broken escape as written; refuse it as the router does in the path.
    if (hasBrokenEscape(request.url)) {
      const message = BAD_URL_MESSAGE;
      if (isOAuthRoute(request)) return reply.status(400).send(oauthError(message));
      return reply.status(400).send({ message } satisfies TErrorBody);
    }
    for (const part of PARTS) {
      const value = partOf(request, part);
      const finding = findMalformedText(value) ?? (part === "querystring" ? findLongQueryValue(value) : null);
      if (!finding) continue;
      request.log.info(
        { part, field: finding.path.join(".").slice(0, 200) },
        "input refused: malformed text",
      );
      if (isOAuthRoute(request)) return reply.status(400).send(oauthError(finding.message));
      const modelState = modelStateFromIssues([{ path: finding.path, message: finding.message }], part);
      return reply.status(400).send({ message: finding.message, modelState } satisfies TErrorBody);
    }
  });
}
