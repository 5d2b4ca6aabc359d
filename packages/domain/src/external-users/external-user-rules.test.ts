import { describe, expect, it } from "vitest";
import {
  EXTERNAL_NAME_REQUIRED,
  EXTERNAL_PREFIX_INVALID,
  externalUserFormProblems,
  validateExternalPrefix,
} from "./external-user-rules";

describe("external user rules", () => {
  it("prefix: 2 to 10 letters or digits, uppercased", () => {
    expect(validateExternalPrefix("ebay")).toEqual({ ok: true, value: "EBAY" });
    expect(validateExternalPrefix("E")).toEqual({ ok: false, message: EXTERNAL_PREFIX_INVALID });
    expect(validateExternalPrefix("EB-AY")).toEqual({ ok: false, message: EXTERNAL_PREFIX_INVALID });
    expect(externalUserFormProblems({ name: "", prefix: "CGX" })).toEqual({ name: EXTERNAL_NAME_REQUIRED });
  });
});
