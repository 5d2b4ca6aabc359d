import { describe, expect, it } from "vitest";
import {
  formatClaims,
  hasAnyClaim,
  hasClaim,
  holdsClaimLiterally,
  isAdmin,
  KNOWN_CLAIMS,
  parseClaims,
  unknownClaims,
} from "./index";

describe("parseClaims", () => {
  it.each([
    ["receiving,comics", ["receiving", "comics"]],
    [" Receiving , COMICS ,, receiving ", ["receiving", "comics"]],
    ["", []],
    [null, []],
    [undefined, []],
    [
      ["Grade", "grade", " qc "],
      ["grade", "qc"],
    ],
    [
      ["billing,refund", "Admin"],
      ["billing", "refund", "admin"],
    ],
  ] as const)("%j -> %j", (input, expected) => {
    expect(parseClaims(input)).toEqual(expected);
  });
});

describe("hasClaim (claim checks ignore case; admin holds every claim)", () => {
  it.each([
    ["grade", "grade", true],
    ["GRADE", "grade", true],
    ["grade", "Grade", true],
    ["grade", "pregrade", false],
    ["admin", "refund", true],
    ["Admin", "manageworker", true],
    ["shiptocanada", "shipping", true],
    ["readyforpickup", "shipping", true],
    ["shipping", "shiptocanada", false],
    ["pressing", "shipping", false],
    ["", "shipping", false],
    ["grade", "", false],
  ])("%j has %j: %s", (user, claim, expected) => {
    expect(hasClaim(user, claim)).toBe(expected);
  });

  it("an empty claim list means any signed-in user", () => {
    expect(hasAnyClaim("", [])).toBe(true);
    expect(hasAnyClaim("qc", ["grade", "qc"])).toBe(true);
    expect(hasAnyClaim("qc", ["grade", "pregrade"])).toBe(false);
    expect(hasAnyClaim(["readyforpickup"], ["shipping"])).toBe(true);
  });

  it("isAdmin derives from the admin claim only", () => {
    expect(isAdmin("worker,ADMIN")).toBe(true);
    expect(isAdmin("manageworker")).toBe(false);
    expect(holdsClaimLiterally("admin", "manageworker")).toBe(false);
  });

  it("knows every claim of the spec and flags others", () => {
    expect(KNOWN_CLAIMS).toHaveLength(27);
    expect(unknownClaims("grade,gradee,QC")).toEqual(["gradee"]);
    expect(formatClaims([" Grade", "qc", "grade"])).toBe("grade,qc");
  });
});
