import { describe, expect, it } from "vitest";
import { classifySendError } from "./smtp-errors";

const smtpError = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe("classifySendError", () => {
  it("treats a 5xx reply (a refused recipient) as permanent", () => {
    const refused = smtpError("Can't send mail - all recipients were rejected: 550 5.1.1 No such user", {
      code: "EENVELOPE",
      command: "RCPT TO",
      responseCode: 550,
    });
    expect(classifySendError(refused)).toEqual({ isPermanent: true, message: refused.message });
  });

  it("treats a 4xx reply, a timeout or a refused connection as temporary", () => {
    expect(classifySendError(smtpError("451 try later", { responseCode: 451 })).isPermanent).toBe(false);
    expect(classifySendError(smtpError("Greeting never received", { code: "ETIMEDOUT" })).isPermanent).toBe(
      false,
    );
    expect(classifySendError(smtpError("connect ECONNREFUSED", { code: "ECONNREFUSED" })).isPermanent).toBe(
      false,
    );
    expect(classifySendError("odd").isPermanent).toBe(false);
  });

  it("treats an address refused before sending as permanent", () => {
    const invalid = smtpError('Invalid recipient "x"', { code: "EENVELOPE", command: "API" });
    expect(classifySendError(invalid).isPermanent).toBe(true);
  });
});
