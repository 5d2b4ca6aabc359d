// What the content forms mark while the person types (issue 27): the domain rule's message shows at once
// for a field that holds text (a link to another site, markup in a text, a start after the end), while a
// required field left empty waits for Save. Editing a field also drops what the last refused Save said
// about it, so a corrected field is not still marked.
import type { FormFailure } from "../../api/form-errors";

/** The value at a problem's key: "link", or "comments.0.line2" inside the form's lists. */
function valueAt(form: object, key: string): unknown {
  let value: unknown = form;
  for (const part of key.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The rule's messages for the fields that hold text. */
export function typedProblems(
  problems: Partial<Record<string, string>>,
  form: object,
): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [key, message] of Object.entries(problems)) {
    const value = valueAt(form, key);
    if (message && typeof value === "string" && value.trim() !== "") shown[key] = message;
  }
  return shown;
}

type Failed = { heading: string; failure: FormFailure } | null;

/** A state updater: the last refused Save's messages for `field` (and inside it, for a list) are dropped. */
export function withoutFieldError(field: string) {
  return (current: Failed): Failed => {
    if (!current) return current;
    const fieldErrors = Object.fromEntries(
      Object.entries(current.failure.fieldErrors).filter(
        ([key]) => key !== field && !key.startsWith(`${field}.`),
      ),
    );
    return { ...current, failure: { ...current.failure, fieldErrors } };
  };
}
