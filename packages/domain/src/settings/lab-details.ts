// The lab's details as the customer e-mails print them (issue 33): name, address, phone, e-mail, pickup
// hours and logo. One set of rules for the settings form (instant field errors) and the server (400 with
// the same texts). The logo is not typed: it is an uploaded picture whose address the server keeps.
import { INVALID_EMAIL_FORMAT } from "../messages/administration";
import { isEmail } from "../text/email";

export const LAB_NAME_MAX = 100;
export const LAB_ADDRESS_LINES_MAX = 5;
export const LAB_ADDRESS_LINE_MAX = 100;
export const LAB_HOURS_MAX = 300;
/** E.164 allows 15 digits; fewer than 7 is no phone number anywhere. */
const PHONE_DIGITS_MIN = 7;
const PHONE_DIGITS_MAX = 15;

export const LAB_NAME_REQUIRED = "Please enter the lab's name.";
export const LAB_NAME_TOO_LONG = `The lab's name can be at most ${LAB_NAME_MAX} characters.`;
export const LAB_ADDRESS_REQUIRED = "Please enter the lab's address (customers who pick up read it).";
export const LAB_ADDRESS_TOO_MANY_LINES = `The address can have at most ${LAB_ADDRESS_LINES_MAX} lines.`;
export const LAB_ADDRESS_LINE_TOO_LONG = `Each address line can be at most ${LAB_ADDRESS_LINE_MAX} characters.`;
export const LAB_PHONE_INVALID =
  "Enter the lab's phone number: 7 to 15 digits, with spaces, dashes, dots, brackets or a leading + if you like.";
export const LAB_HOURS_TOO_LONG = `The pickup hours can be at most ${LAB_HOURS_MAX} characters.`;
/** A logo rides in every e-mail: small enough for a phone on a slow line. */
export const LAB_LOGO_MAX_MB = 2;
export const LAB_LOGO_MAX_BYTES = LAB_LOGO_MAX_MB * 1024 * 1024;
export const LAB_LOGO_TOO_LARGE = `The logo can be at most ${LAB_LOGO_MAX_MB} MB: e-mails carry it to every customer.`;
export const LAB_LOGO_MISSING = "The logo did not arrive. Upload the picture again.";

/** What the settings form edits (the logo has its own upload and removal). */
export type LabDetailsForm = {
  name: string;
  addressLines: readonly string[];
  phone: string;
  email: string;
  hours: string;
};
export type LabDetailsField = keyof LabDetailsForm;

/** The address as typed in one box, one line per line: blank lines and outer spaces go. */
export function labAddressLinesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The form as it is kept: every text trimmed, blank address lines dropped, the e-mail in lower case. */
export function cleanLabDetails(form: LabDetailsForm): LabDetailsForm & { addressLines: string[] } {
  return {
    name: form.name.trim(),
    addressLines: labAddressLinesOf(form.addressLines.join("\n")),
    phone: form.phone.trim(),
    email: form.email.trim().toLowerCase(),
    hours: form.hours.trim(),
  };
}

function phoneProblem(phone: string): string | undefined {
  if (!/^\+?[0-9 ()./-]+$/.test(phone)) return LAB_PHONE_INVALID;
  const digits = phone.replace(/\D/g, "").length;
  return digits < PHONE_DIGITS_MIN || digits > PHONE_DIGITS_MAX ? LAB_PHONE_INVALID : undefined;
}

function addressProblem(lines: readonly string[]): string | undefined {
  if (lines.length === 0) return LAB_ADDRESS_REQUIRED;
  if (lines.length > LAB_ADDRESS_LINES_MAX) return LAB_ADDRESS_TOO_MANY_LINES;
  return lines.some((line) => line.length > LAB_ADDRESS_LINE_MAX) ? LAB_ADDRESS_LINE_TOO_LONG : undefined;
}

/** Each field's problem (empty when the form may be saved), judged on the cleaned form. */
export function labDetailsProblems(form: LabDetailsForm): Partial<Record<LabDetailsField, string>> {
  const clean = cleanLabDetails(form);
  const problems: Partial<Record<LabDetailsField, string>> = {};
  if (!clean.name) problems.name = LAB_NAME_REQUIRED;
  else if (clean.name.length > LAB_NAME_MAX) problems.name = LAB_NAME_TOO_LONG;
  const address = addressProblem(clean.addressLines);
  if (address) problems.addressLines = address;
  const phone = phoneProblem(clean.phone);
  if (phone) problems.phone = phone;
  if (!isEmail(clean.email)) problems.email = INVALID_EMAIL_FORMAT;
  if (clean.hours.length > LAB_HOURS_MAX) problems.hours = LAB_HOURS_TOO_LONG;
  return problems;
}

/** A logo's address as e-mails load it: absolute http(s), since a mail client has no page to resolve against. */
export function isLogoUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}
