// Key-press filters (administration §5: "characters are restricted in URL, e-mail, text, comment and
// number fields"; customer account numbers are alphanumeric only). The spec names the kinds, not the
// sets; ours: what a valid value of the kind can hold, and no angle brackets or control characters in
// free text (nothing a customer record shows should carry markup).

export type KeyFilter = "url" | "email" | "text" | "comment" | "number" | "alphanumeric" | "phone";

const ALLOWED: Record<KeyFilter, RegExp> = {
  // RFC 3986 unreserved and reserved characters, and % for escapes.
  url: /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]$/,
  // The local-part characters of RFC 5322 (dot-atom) plus @ and the domain's letters, digits, dots, hyphens.
  email: /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~@-]$/,
  text: /^[^<>\p{Cc}]$/u,
  comment: /^(?:[^<>\p{Cc}]|\n|\r|\t)$/u,
  number: /^[0-9]$/,
  alphanumeric: /^[A-Za-z0-9]$/,
  // Digits and the characters people write phones with: (555) 123-4567, +1 555.123.4567.
  phone: /^[0-9 ()+.-]$/,
};

/** True when every character of `typed` (a key press or a pasted text) may go into a field of `kind`. */
export function isAllowedInput(kind: KeyFilter, typed: string): boolean {
  for (const char of typed) if (!ALLOWED[kind].test(char)) return false;
  return true;
}

/** `typed` without the characters a field of `kind` refuses (a paste keeps what it may). */
export function filterInput(kind: KeyFilter, typed: string): string {
  let kept = "";
  for (const char of typed) if (ALLOWED[kind].test(char)) kept += char;
  return kept;
}
