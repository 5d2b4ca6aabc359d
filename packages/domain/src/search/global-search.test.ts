import { describe, expect, it } from "vitest";
import { classifyGlobalSearch } from "./global-search";

describe("global search", () => {
  it.each([
    ["ab", { kind: "warning", message: "Unable to execute search request: ab" }],
    // Three characters are enough to search: this one is simply neither an id nor a reference.
    ["abc", { kind: "warning", message: "Not implemented" }],
    ["", { kind: "warning", message: "Unable to execute search request: " }],
    ["26-0a12345", { kind: "open", path: "/orders/26-0A12345" }],
    ["1234567", { kind: "open", path: "/orders/00-1234567" }],
    ["26-0A12345-SO", { kind: "open", path: "/orders/26-0A12345/SO" }],
    ["hello world", { kind: "warning", message: "Not implemented" }],
    ["ebay-12345", { kind: "reference", prefix: "EBAY", ref: "12345" }],
    ["EBAY778", { kind: "reference", prefix: "EBAY", ref: "778" }],
    ["ebay", { kind: "warning", message: "Not implemented" }],
  ])("%j -> %j", (text, result) => {
    expect(classifyGlobalSearch(text, ["EBAY", "CGX"])).toEqual(result);
  });
});
