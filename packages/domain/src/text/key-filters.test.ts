import { describe, expect, it } from "vitest";
import { filterInput, isAllowedInput } from "./key-filters";

describe("key-press filters (administration §5)", () => {
  it("number fields take digits only", () => {
    expect(isAllowedInput("number", "0123456789")).toBe(true);
    expect(isAllowedInput("number", "1.5")).toBe(false);
    expect(isAllowedInput("number", "-1")).toBe(false);
    expect(filterInput("number", "12a3 4")).toBe("1234");
  });

  it("account numbers are alphanumeric only", () => {
    expect(isAllowedInput("alphanumeric", "A1b2C3")).toBe(true);
    expect(filterInput("alphanumeric", "12-34 5A")).toBe("12345A");
  });

  it("e-mail fields take what an address can hold, not spaces or commas", () => {
    expect(isAllowedInput("email", "erin.o'neil+orders@example.co.uk")).toBe(true);
    expect(isAllowedInput("email", "a b@example.com")).toBe(false);
    expect(filterInput("email", "erin, jones@example.com")).toBe("erinjones@example.com");
  });

  it("URL fields refuse spaces and quotes", () => {
    expect(isAllowedInput("url", "https://example.com/a?b=1&c=%20#top")).toBe(true);
    expect(isAllowedInput("url", 'https://example.com/a b"')).toBe(false);
  });

  it("text refuses angle brackets and control characters; comments also keep line breaks", () => {
    expect(isAllowedInput("text", "O'Neil & Sons, Apt. 4 — Québec")).toBe(true);
    expect(isAllowedInput("text", "<script>")).toBe(false);
    expect(isAllowedInput("text", "line\nbreak")).toBe(false);
    expect(isAllowedInput("comment", "line one\nline two")).toBe(true);
    expect(filterInput("comment", "a <b> c")).toBe("a b c");
  });

  it("phones take digits and the usual punctuation", () => {
    expect(isAllowedInput("phone", "+1 (555) 123-4567")).toBe(true);
    expect(filterInput("phone", "555-123-4567 ext")).toBe("555-123-4567 ");
  });
});
