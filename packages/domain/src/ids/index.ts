// Identifiers of workflow §2 and DESIGN §4. One parser serves the scan listener, the global search,
// the web routes and the server, so a code that opens a screen in one place opens it everywhere.

export type ScanTarget =
  | { kind: "order"; orderId: string }
  | { kind: "tier"; orderId: string; tierId: string }
  | { kind: "comic"; orderId: string; comicSeq: string; uniqueId: string };

const ORDER_ID = /^\d{2}-[0-9A-Z]{7}$/;
const PLAIN_ORDER_ID = /^\d{7}$/;
// "alphanumeric plus a letter, optionally followed by a letter from E to S" (workflow §2): SO, SOF, 2DE.
const TIER_ID = /^[0-9A-Z][A-Z][E-S]?$/;
const COMIC_SEQ = /^\d{3}$/;
// The comic-route forms of workflow §2 besides the plain sequence: "two letters, a hyphen and three
// digits" and "a full order id with letters and three digits" (the 14-character unique id).
const COMIC_LETTERS_FORM = /^[A-Z]{2}-\d{3}$/;
const UNIQUE_ID = /^\d{2}-[0-9A-Z]{7}-\d{3}$/;
// The order part of a longer scan code: either order-id form, then "-" and the rest.
const ORDER_PREFIX = /^(\d{2}-[0-9A-Z]{7}|\d{7})-(.+)$/;

/** Length of a comic's unique id (certification number), which reholder search takes. */
export const UNIQUE_ID_LENGTH = 14;

const clean = (text: string): string => text.trim().toUpperCase();

/** Canonical order id ("26-0A12345"), or null. A plain seven-digit id is read as "00-" plus it. */
export function normalizeOrderId(text: string): string | null {
  const value = clean(text);
  if (ORDER_ID.test(value)) return value;
  if (PLAIN_ORDER_ID.test(value)) return `00-${value}`;
  return null;
}

export function isOrderId(text: string): boolean {
  return normalizeOrderId(text) !== null;
}

export function isTierId(text: string): boolean {
  return TIER_ID.test(clean(text));
}

/** The three-digit sequence of a comic within its order ("001"). */
export function isComicSeq(text: string): boolean {
  return COMIC_SEQ.test(clean(text));
}

/** Any comic-id form of workflow §2 except 'new': "001", "AB-001", or a full unique id. */
export function isComicId(text: string): boolean {
  const value = clean(text);
  return COMIC_SEQ.test(value) || COMIC_LETTERS_FORM.test(value) || UNIQUE_ID.test(value);
}

/** What the comic routes accept: a comic id, or 'new' for the add-comic screen. */
export function isComicRouteId(text: string): boolean {
  return text.trim().toLowerCase() === "new" || isComicId(text);
}

/**
 * The three-digit sequence a comic route id names within `orderId`, or null when it names none: "1"
 * or "001"; "SO-001" (two letters, a hyphen and three digits: a tier code and the sequence); the
 * order's own unique id "26-0A12345-001". Another order's unique id is null (not this order's comic).
 */
export function comicSeqOf(orderId: string, comicId: string): string | null {
  const value = clean(comicId);
  if (/^\d{1,3}$/.test(value)) return padSeq(value);
  if (COMIC_LETTERS_FORM.test(value)) return value.slice(-3);
  const order = normalizeOrderId(orderId);
  if (UNIQUE_ID.test(value) && order && value.startsWith(`${order}-`)) return value.slice(-3);
  return null;
}

/** The tier code a "SO-001" comic id carries, or null for the other forms. */
export function comicIdTier(comicId: string): string | null {
  const value = clean(comicId);
  return COMIC_LETTERS_FORM.test(value) ? value.slice(0, 2) : null;
}

/**
 * The sequence of a comic added to an order: one past the highest of `seqs` (the caller passes those
 * in use and those ever used, so a removed comic's certification number is never given to another
 * book); past 999, the lowest free one.
 */
export function nextComicSeq(seqs: readonly string[]): string | null {
  const used = new Set(seqs.map((seq) => Number(seq)).filter((n) => Number.isInteger(n)));
  const highest = Math.max(0, ...used);
  if (highest < 999) return padSeq(highest + 1);
  for (let n = 1; n <= 999; n++) if (!used.has(n)) return padSeq(n);
  return null;
}

/** A 14-character unique id "26-0A12345-001" (reholder search, label scans). */
export function isUniqueId(text: string): boolean {
  return UNIQUE_ID.test(clean(text));
}

function padSeq(seq: number | string): string {
  return String(seq).trim().padStart(3, "0");
}

/** `${orderId}-${3-digit seq}`: the printed certification number, 14 characters. */
export function comicUniqueId(orderId: string, seq: number | string): string {
  return `${normalizeOrderId(orderId) ?? orderId}-${padSeq(seq)}`;
}

/**
 * An order id, optionally followed by "-" and a tier or comic part; anything else is null
 * ("anything else is ignored", workflow §5). Case and surrounding whitespace do not matter.
 */
export function parseScanCode(text: string): ScanTarget | null {
  const value = clean(text);
  const orderId = normalizeOrderId(value);
  if (orderId) return { kind: "order", orderId };
  const match = ORDER_PREFIX.exec(value);
  if (!match) return null;
  const fullOrderId = normalizeOrderId(match[1] ?? "");
  const part = match[2] ?? "";
  if (!fullOrderId) return null;
  if (COMIC_SEQ.test(part)) {
    return { kind: "comic", orderId: fullOrderId, comicSeq: part, uniqueId: `${fullOrderId}-${part}` };
  }
  if (TIER_ID.test(part)) return { kind: "tier", orderId: fullOrderId, tierId: part };
  return null;
}

/** The screen a scan opens: order summary, tier screen or comic screen. */
export function scanTargetPath(target: ScanTarget): string {
  switch (target.kind) {
    case "order":
      return `/orders/${target.orderId}`;
    case "tier":
      return `/orders/${target.orderId}/${target.tierId}`;
    case "comic":
      return `/orders/${target.orderId}/${target.comicSeq}`;
  }
}

const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Two-digit year, a hyphen and seven characters [0-9A-Z]; `random` returns [0, 1) like Math.random. */
export function newOrderId(year: number, random: () => number): string {
  const yy = String(((year % 100) + 100) % 100).padStart(2, "0");
  let tail = "";
  for (let i = 0; i < 7; i++) {
    const index = Math.min(ID_ALPHABET.length - 1, Math.floor(random() * ID_ALPHABET.length));
    tail += ID_ALPHABET[index];
  }
  return `${yy}-${tail}`;
}
