import { ApiError, GENERIC_ERROR } from "./api-error";

export type FormFailure = { messages: string[]; fieldErrors: Record<string, string> };

/**
 * Turns a failed form call into the messages under the form's heading and the fields to mark
 * invalid: model-state keys starting with `model.` name a field (administration §8).
 */
export function formFailureOf(caught: unknown): FormFailure {
  if (!(caught instanceof ApiError)) {
    return {
      messages: [caught instanceof Error && caught.message ? caught.message : GENERIC_ERROR],
      fieldErrors: {},
    };
  }
  const fieldErrors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(caught.modelState)) {
    if (key.startsWith("model.") && messages.length > 0) {
      fieldErrors[key.slice("model.".length)] = messages.join(" ");
    }
  }
  const messages = caught.modelStateMessages;
  return { messages: messages.length > 0 ? messages : [caught.message], fieldErrors };
}
