import { describe, expect, it } from "vitest";
import {
  checkSalesRepDeletion,
  EXTERNAL_NAME_REQUIRED,
  EXTERNAL_PREFIX_INVALID,
  externalUserFormProblems,
  REP_CODE_INVALID,
  REP_CODE_REQUIRED,
  REP_FIRST_NAME_REQUIRED,
  REP_HAS_ORDERS,
  REP_LAST_NAME_REQUIRED,
  salesRepFormProblems,
  validateExternalPrefix,
  validateRepCode,
} from "./sales-reps";

describe("sales rep rules", () => {
  it("stores rep codes uppercased; letters and digits only, required", () => {
    expect(validateRepCode(" rep09 ")).toEqual({ ok: true, value: "REP09" });
    expect(validateRepCode("")).toEqual({ ok: false, message: REP_CODE_REQUIRED });
    expect(validateRepCode("REP-1")).toEqual({ ok: false, message: REP_CODE_INVALID });
  });

  it("needs first and last name", () => {
    expect(salesRepFormProblems({ repCode: "R1", firstName: " ", lastName: "" })).toEqual({
      firstName: REP_FIRST_NAME_REQUIRED,
      lastName: REP_LAST_NAME_REQUIRED,
    });
    expect(salesRepFormProblems({ firstName: "Ann", lastName: "Lee" })).toEqual({});
  });

  it("offers deletion only without orders (§4)", () => {
    expect(checkSalesRepDeletion(0).ok).toBe(true);
    expect(checkSalesRepDeletion(3)).toEqual({ ok: false, message: REP_HAS_ORDERS });
  });
});

describe("external user rules", () => {
  it("prefix: 2 to 10 letters or digits, uppercased", () => {
    expect(validateExternalPrefix("ebay")).toEqual({ ok: true, value: "EBAY" });
    expect(validateExternalPrefix("E")).toEqual({ ok: false, message: EXTERNAL_PREFIX_INVALID });
    expect(validateExternalPrefix("EB-AY")).toEqual({ ok: false, message: EXTERNAL_PREFIX_INVALID });
    expect(externalUserFormProblems({ name: "", prefix: "CGX" })).toEqual({ name: EXTERNAL_NAME_REQUIRED });
  });
});
