// How this slice's failures answer: the spec's header as `message` ('Error updating payment method',
// 'Error deleting payment method', administration §8) with the details in modelState, which the panel
// shows under the header. Validation failures get the same shape through a route-level error handler.
import { modelKey, type TModelState } from "@gbo/contracts/common";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type AppErrorCode, modelStateFromIssues } from "../../../http/errors";

/** `field`: a body field ("token") or a path parameter ("params.id"), keyed as validation keys them. */
export function payMethodFailure(
  code: AppErrorCode,
  header: string,
  field: string,
  detail: string,
): AppError {
  const key = field.startsWith("params.") ? field : modelKey(field);
  const modelState: TModelState = { [key]: [detail] };
  return new AppError(code, header, { modelState });
}

/**
 * A route error handler answering schema failures under `header`. A field listed in `fixedMessages`
 * gets that text instead of the validator's, so the answer can never hold what was typed there (the
 * card number and code of the tokenizer). Every other error goes on to the app's handler.
 */
export function failuresUnder(header: string, fixedMessages: Readonly<Record<string, string>> = {}) {
  return function answerFailure(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const part = error.validationContext ?? "body";
    const issues = error.validation.map((issue) => {
      const path = issue.instancePath.split("/").filter(Boolean);
      const field = path[0] ?? "";
      return { path, message: fixedMessages[field] ?? issue.message ?? "Invalid value" };
    });
    return reply.status(400).send({ message: header, modelState: modelStateFromIssues(issues, part) });
  };
}
