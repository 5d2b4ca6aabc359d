// What the public site may be handed (issue 27 point 4). The public feed (GET /api/public/content) is read
// by another site that may put these values into its pages: a link becomes an href, a text may end up in
// HTML. So a link is an absolute http(s) address or a path on that site, and every text is plain text.
// The content forms check these as the person types; the server refuses them on every write; the feed
// passes what was stored before the rule through toPlainText and toSiteLinkOrEmpty.

export const SITE_LINK_INVALID =
  "Please enter a valid link: an address starting with http:// or https://, or a path on this site starting with a single /.";

export const plainTextRequired = (label: string) =>
  `${label} must be plain text: remove the markup, such as <b> or <script>.`;

/**
 * Characters no link may hold anywhere: whitespace and control or format characters (a browser drops
 * some of them, so "java\tscript:" would run), backslashes (read as / by browsers: "/\evil.example" is
 * another site), quotes, angle brackets and backticks (they end an attribute or a tag).
 */
const FORBIDDEN_IN_LINK = /[\s\p{Cc}\p{Cf}\p{Z}\\"'<>`]/u;

const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
/** Scheme, a host name (no user@ part: "https://bank.example@evil.example" goes to evil), a port, the rest. */
const ABSOLUTE_LINK = new RegExp(`^https?://${LABEL}(?:\\.${LABEL})*(?::\\d{1,5})?(?:[/?#].*)?$`, "i");
/** A path on the site: one /, and not "//" (another site, scheme-relative). */
const SITE_PATH = /^\/(?!\/).*$/;

/** Whether `link` (surrounding spaces aside) may be published; an empty link is "no link". */
export function isSiteLink(link: string): boolean {
  const text = link.trim();
  if (text === "") return true;
  if (FORBIDDEN_IN_LINK.test(text)) return false;
  return ABSOLUTE_LINK.test(text) || SITE_PATH.test(text);
}

export function siteLinkProblem(link: string): string | undefined {
  return isSiteLink(link) ? undefined : SITE_LINK_INVALID;
}

/** Where HTML starts a tag, a comment or a declaration: "<" then a letter, "/", "!" or "?". */
const MARKUP_START = /<(?=[A-Za-z/!?])/;
const MARKUP_STARTS = /<(?=[A-Za-z/!?])/g;
const WHOLE_TAG = /<[A-Za-z/!?][^<>]*>/g;

/** Whether the text holds anything an HTML page would read as markup ("3 < 5" and "<3" are text). */
export function hasMarkup(text: string): boolean {
  return MARKUP_START.test(text);
}

/** The plain-text rule of one field: its message, or undefined when the text is plain. */
export function plainTextProblem(label: string, text: string | null | undefined): string | undefined {
  return text && hasMarkup(text) ? plainTextRequired(label) : undefined;
}

/**
 * The text without markup, for what was stored before the rule: whole tags go, then any "<" that would
 * still start one, again until none is left (removing one can join two halves: "<scr<b>ipt>").
 */
export function toPlainText(text: string): string {
  let plain = text;
  while (hasMarkup(plain)) plain = plain.replace(WHOLE_TAG, "").replace(MARKUP_STARTS, "");
  return plain;
}

/** The link as published: trimmed when it may be, "" (no link) when it may not. */
export function toSiteLinkOrEmpty(link: string): string {
  return isSiteLink(link) ? link.trim() : "";
}
