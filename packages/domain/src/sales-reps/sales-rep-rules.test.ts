import { describe, expect, it } from "vitest";
import {
  canDeleteSalesRep,
  checkSalesRepDeletion,
  REP_CODE_INVALID,
  REP_CODE_REQUIRED,
  REP_FIRST_NAME_REQUIRED,
  REP_HAS_ORDERS,
  REP_LAST_NAME_REQUIRED,
  salesRepFormProblems,
  validateRepCode,
} from "./sales-rep-rules";

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

  it("sales rep deletion", () => {
    expect(canDeleteSalesRep(0)).toBe(true);
    expect(canDeleteSalesRep(3)).toBe(false);
  });

  it("offers deletion only without orders (§4)", () => {
    expect(checkSalesRepDeletion(0).ok).toBe(true);
    expect(checkSalesRepDeletion(3)).toEqual({ ok: false, message: REP_HAS_ORDERS });
  });
});
