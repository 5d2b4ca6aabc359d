// Rules for text typed by staff (comments, descriptions, reasons; what a field of a kind may hold; an
// e-mail address). PCI DSS forbids keeping a card number anywhere: a 13–19 digit run that passes the
// Luhn check is refused wherever text enters.
export * from "./email";
export * from "./key-filters";

export const CARD_NUMBER_IN_TEXT =
  "Please do not type card numbers here: remove the card number and try again.";

/** Luhn (mod 10) check of a string of digits. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  let isDouble = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = digits.charCodeAt(i) - 48;
    if (isDouble) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    isDouble = !isDouble;
  }
  return sum % 10 === 0;
}

// Card numbers are written with spaces or hyphens between groups ("4111 1111-1111 1111").
const DIGIT_RUN = /\d(?:[ -]?\d)*/g;

/**
 * True when the text holds a card number: a run of 13 to 19 digits, optionally grouped by single spaces
 * or hyphens, that passes the Luhn check. Longer runs (USPS tracking numbers have 20–22 digits) are not
 * card numbers.
 */
export function hasCardNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, "");
    if (digits.length >= 13 && digits.length <= 19 && isLuhnValid(digits)) return true;
  }
  return false;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** U+0000 and unpaired UTF-16 surrogates: PostgreSQL text cannot hold them, and no person types them. */
export function hasMalformedText(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}
