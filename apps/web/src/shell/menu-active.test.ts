import { describe, expect, it } from "vitest";
import { activePath } from "./menu-active";

const LINKS = ["/submissions/new", "/invoicing/new", "/receiving", "/invoicing", "/grading", "/grading/raw"];

describe("the active menu link", () => {
  it.each([
    ["/invoicing/new", "/invoicing/new"],
    ["/invoicing/26-ABCD123", "/invoicing"],
    ["/invoicing", "/invoicing"],
    ["/grading/raw", "/grading/raw"],
    ["/grading", "/grading"],
    ["/submissions/new/comic", "/submissions/new"],
    ["/invoicingx", null],
  ])("%s lights %s", (pathname, expected) => {
    expect(activePath(pathname, LINKS, null)).toBe(expected);
  });

  it("a screen under no link lights the station whose work it is", () => {
    expect(activePath("/orders/26-ABCD123", LINKS, "/billing")).toBe("/billing");
  });
});
