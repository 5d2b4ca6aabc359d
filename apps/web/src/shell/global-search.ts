import { classifyGlobalSearch } from "@gbo/domain/search";
import { serverPath } from "../api/paths";

export type SearchPlan =
  | { kind: "open"; path: string }
  | { kind: "reference"; prefix: string; reference: string }
  | { kind: "warn"; message: string };

/**
 * A reference with a prefix, written by the worker as the external user's prefix, then a colon or
 * spaces, then their reference ("ABC:12345" or "ABC 12345"). Both forms are accepted because pasted
 * references arrive either way. The browser does not know the prefixes (they belong to the external
 * users' admin screen), so it hands the pair to GET /api/orders/reference/{prefix}/{ref}, which
 * answers 404 for an unknown prefix.
 */
const REFERENCE = /^([A-Za-z0-9]{1,10})\s*:\s*(\S+)$|^([A-Za-z0-9]{1,10})\s+(\S+)$/;

/** What the global search box does with the typed text (domain rule, plus the reference syntax). */
export function planSearch(text: string): SearchPlan {
  const match = REFERENCE.exec(text.trim());
  const prefix = (match?.[1] ?? match?.[3] ?? "").toUpperCase();
  const result = classifyGlobalSearch(text, prefix ? [prefix] : []);
  switch (result.kind) {
    case "open":
      return result;
    case "warning":
      return { kind: "warn", message: result.message };
    case "reference":
      return { kind: "reference", prefix, reference: match?.[2] ?? match?.[4] ?? result.ref };
  }
}

/** GET /api/orders/reference/{prefix}/{ref}: the order a prefixed reference belongs to. */
export const REFERENCE_LOOKUP = "/api/orders/reference/{prefix}/{ref}";
export const referenceParams = (prefix: string, reference: string) => ({ path: { prefix, ref: reference } });

/** The lookup's address, as the typed client fills it (each segment escaped). */
export function referencePath(prefix: string, reference: string): string {
  return serverPath(REFERENCE_LOOKUP, referenceParams(prefix, reference).path);
}
