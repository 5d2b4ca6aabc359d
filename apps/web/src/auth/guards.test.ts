import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./guards";

describe("resumed address after sign-in", () => {
  it.each([
    ["/workers?tab=1", "/workers?tab=1"],
    ["/orders/26-0A12345/SOF", "/orders/26-0A12345/SOF"],
    ["//evil.example/x", null],
    ["https://evil.example", null],
    ["/\\evil", null],
    ["/login?redirect=/x", null],
    [undefined, null],
  ])("%j → %j", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
