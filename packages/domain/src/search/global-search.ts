// Global search (workflow §2, administration §2/§5): at least 3 characters; an order id (or any scan
// code) opens its screen; a reference with a known prefix is resolved to an order; else a warning.
import { parseScanCode, scanTargetPath } from "../ids/index";
import { SEARCH_NOT_IMPLEMENTED, unableToExecuteSearch } from "../messages/workflow";

export const GLOBAL_SEARCH_MIN_LENGTH = 3;

export type GlobalSearch =
  | { kind: "open"; path: string }
  | { kind: "reference"; prefix: string; ref: string }
  | { kind: "warning"; message: string };

/**
 * `knownPrefixes` are the external users' prefixes (administration §3 "External user: name, prefix");
 * a reference is such a prefix, optionally a hyphen, then the reference, resolved with
 * GET /api/orders/reference/{prefix}/{ref}.
 */
export function classifyGlobalSearch(text: string, knownPrefixes: readonly string[] = []): GlobalSearch {
  const value = text.trim();
  if (value.length < GLOBAL_SEARCH_MIN_LENGTH)
    return { kind: "warning", message: unableToExecuteSearch(text) };
  const target = parseScanCode(value);
  if (target) return { kind: "open", path: scanTargetPath(target) };
  const upper = value.toUpperCase();
  const prefixes = [...knownPrefixes]
    .map((p) => p.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  for (const prefix of prefixes) {
    if (!upper.startsWith(prefix.toUpperCase())) continue;
    const ref = value.slice(prefix.length).replace(/^[-\s]+/, "");
    if (ref) return { kind: "reference", prefix, ref };
  }
  return { kind: "warning", message: SEARCH_NOT_IMPLEMENTED };
}
