import { describe, expect, it } from "vitest";
import { customerFieldName } from "./audit-fields";

describe("customer history field names", () => {
  it.each([
    ["vspDiscount", "VSP discount %"],
    ["discount", "Grading discount %"],
    ["membership", "Membership"],
    ["fedExAccount", "FedEx account"],
    ["shipOther", "Ship other"],
  ])("%s reads %j", (field, name) => {
    expect(customerFieldName(field)).toBe(name);
  });
});
