import { describe, expect, it } from "vitest";
import { planSearch, referencePath } from "./global-search";

describe("global search", () => {
  it.each(["", "a", "ab", " ab "])("under 3 characters (%j) warns with the spec's text", (text) => {
    expect(planSearch(text)).toEqual({ kind: "warn", message: `Unable to execute search request: ${text}` });
  });

  it.each([
    ["26-0a12345", "/orders/26-0A12345"],
    ["1234567", "/orders/00-1234567"],
    [" 26-0A12345-SOF ", "/orders/26-0A12345/SOF"],
    ["26-0A12345-001", "/orders/26-0A12345/001"],
  ])("an order id or scan code %j opens %s", (text, path) => {
    expect(planSearch(text)).toEqual({ kind: "open", path });
  });

  it.each([
    ["abc:R-1001", "ABC", "R-1001"],
    ["ABC R-1001", "ABC", "R-1001"],
    ["ext : 778", "EXT", "778"],
  ])("a reference with a prefix %j is resolved on the server", (text, prefix, reference) => {
    expect(planSearch(text)).toEqual({ kind: "reference", prefix, reference });
  });

  it.each(["hello", "26-0A12345-", "a:b:c d"])("anything else (%j) says 'Not implemented'", (text) => {
    expect(planSearch(text)).toEqual({ kind: "warn", message: "Not implemented" });
  });

  it("escapes the reference in the lookup address", () => {
    expect(referencePath("ABC", "a/b c")).toBe("/api/orders/reference/ABC/a%2Fb%20c");
  });
});
