import { describe, expect, it } from "vitest";
import { validateWorkerClaims, validateWorkerEmail, workerFormProblems } from "./index";

describe("worker rules (administration §5, §6)", () => {
  it("refuses a malformed e-mail with the spec's text and unknown claims by name", () => {
    expect(workerFormProblems({ email: "no-at-sign", claims: "grade,labels" })).toEqual({
      email: "Invalid email format",
    });
    expect(workerFormProblems({ email: "a@b.co", claims: ["Grade", "wizard"] })).toEqual({
      claims: "Unknown claims: wizard.",
    });
    expect(workerFormProblems({ email: " Grader@Example.test ", claims: [] })).toEqual({});
  });

  it("cleans claims: case-insensitive, deduped", () => {
    expect(validateWorkerClaims(["GRADE", "labels", "grade"])).toEqual({
      ok: true,
      value: ["grade", "labels"],
    });
  });
});

describe("worker e-mail", () => {
  it("worker e-mail must be valid", () => {
    expect(validateWorkerEmail("bad@")).toEqual({ ok: false, message: "Invalid email format" });
    expect(validateWorkerEmail(" Ann@Lab.com ")).toEqual({ ok: true, value: "ann@lab.com" });
  });
});
