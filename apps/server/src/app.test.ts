import { describe, expect, it } from "vitest";
import { redactTokens } from "./app";

describe("request log redaction", () => {
  it("hides tokens in query strings and keeps the rest of the address", () => {
    expect(redactTokens("/api/events?access_token=eyJabc.def&x=1")).toBe(
      "/api/events?access_token=[redacted]&x=1",
    );
    expect(redactTokens("/recover?token=secret")).toBe("/recover?token=[redacted]");
    expect(redactTokens("/api/orders/26-0A12345")).toBe("/api/orders/26-0A12345");
  });
});
