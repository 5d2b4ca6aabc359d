import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone";

describe("phone display", () => {
  it.each([
    ["5551234567", "(555) 123-4567"],
    ["555-123-4567", "(555) 123-4567"],
    ["+1 555 959 7849", "(555) 959-7849"],
    ["1-555-959-7849", "(555) 959-7849"],
    ["+44 20 7946 0958", "+44 20 7946 0958"],
    ["12345", "12345"],
  ])("%j shows as %j", (text, shown) => {
    expect(formatPhone(text)).toBe(shown);
  });
});
