import { describe, expect, it } from "vitest";
import { INVALID_EMAIL_FORMAT } from "../messages/administration";
import {
  cleanLabDetails,
  isLogoUrl,
  LAB_ADDRESS_LINE_TOO_LONG,
  LAB_ADDRESS_REQUIRED,
  LAB_ADDRESS_TOO_MANY_LINES,
  LAB_HOURS_TOO_LONG,
  LAB_NAME_REQUIRED,
  LAB_NAME_TOO_LONG,
  LAB_PHONE_INVALID,
  labAddressLinesOf,
  labDetailsProblems,
} from "./lab-details";

const form = {
  name: "Sarasota Comic Lab",
  addressLines: ["100 Main Street", "Sarasota, FL 34236"],
  phone: "(941) 555-0100",
  email: "Orders@Lab.example",
  hours: "Mon–Fri 9:00–17:00",
};

describe("the lab's details", () => {
  it("accepts a complete form and keeps it cleaned", () => {
    expect(labDetailsProblems(form)).toEqual({});
    expect(cleanLabDetails({ ...form, name: "  Lab ", addressLines: [" 1 Road ", "", "Town"] })).toEqual({
      ...form,
      name: "Lab",
      addressLines: ["1 Road", "Town"],
      email: "orders@lab.example",
    });
  });

  it("needs a name, an address, a phone and a valid e-mail; hours may be blank", () => {
    expect(
      labDetailsProblems({ name: " ", addressLines: ["", " "], phone: "", email: "lab@", hours: "" }),
    ).toEqual({
      name: LAB_NAME_REQUIRED,
      addressLines: LAB_ADDRESS_REQUIRED,
      phone: LAB_PHONE_INVALID,
      email: INVALID_EMAIL_FORMAT,
    });
  });

  it("bounds every field", () => {
    expect(
      labDetailsProblems({
        ...form,
        name: "x".repeat(101),
        addressLines: ["a", "b", "c", "d", "e", "f"],
        hours: "h".repeat(301),
      }),
    ).toEqual({
      name: LAB_NAME_TOO_LONG,
      addressLines: LAB_ADDRESS_TOO_MANY_LINES,
      hours: LAB_HOURS_TOO_LONG,
    });
    expect(labDetailsProblems({ ...form, addressLines: ["y".repeat(101)] })).toEqual({
      addressLines: LAB_ADDRESS_LINE_TOO_LONG,
    });
  });

  it("reads phones as people write them, never letters or too few digits", () => {
    for (const phone of ["9415550100", "+1 941-555-0100", "+44 20 7946 0958", "941.555.0100"])
      expect(labDetailsProblems({ ...form, phone })).toEqual({});
    for (const phone of ["555-01", "call us", "941 555 0100 ext 2", "1234567890123456"])
      expect(labDetailsProblems({ ...form, phone }).phone).toBe(LAB_PHONE_INVALID);
  });

  it("splits a typed address into lines", () => {
    expect(labAddressLinesOf("100 Main Street\r\n\n  Sarasota, FL 34236  \n")).toEqual([
      "100 Main Street",
      "Sarasota, FL 34236",
    ]);
  });

  it("takes only absolute web addresses for the logo", () => {
    expect(isLogoUrl("https://lab.example/api/public/lab-logo?v=2")).toBe(true);
    expect(isLogoUrl("/api/public/lab-logo")).toBe(false);
    expect(isLogoUrl("javascript:alert(1)")).toBe(false);
  });
});
