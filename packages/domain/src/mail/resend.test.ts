import { describe, expect, it } from "vitest";
import { validateResendComment } from "./resend";

describe("failed e-mails", () => {
  it("mail resend needs a comment", () => {
    expect(validateResendComment(" ")).toEqual({ ok: false, message: "Please enter a comment." });
    expect(validateResendComment(" bounced ")).toEqual({ ok: true, value: "bounced" });
  });
});
