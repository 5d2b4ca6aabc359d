import { formFailureOf } from "../../../api/form-errors";

/** The server's messages for a failed call (model-state messages, else its message), one line. */
export function failureText(caught: unknown): string {
  return formFailureOf(caught).messages.join(" ");
}
