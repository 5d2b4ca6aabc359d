import { describe, expect, it } from "vitest";
import { MAX_LOGGED_URL_LENGTH, redactUrl, serializeError } from "./request-log";

describe("redactUrl (what the log keeps of an address)", () => {
  it("hides secret query values by their decoded name, whatever the spelling", () => {
    expect(redactUrl("/api/events?access_token=eyJabc.def&x=1")).toBe(
      "/api/events?access_token=[redacted]&x=1",
    );
    expect(redactUrl("/api/events?access%5Ftoken=eyJabc.def")).toBe("/api/events?access%5Ftoken=[redacted]");
    expect(redactUrl("/api/events?ACCESS_TOKEN=eyJ&Refresh%5Ftoken=r1")).toBe(
      "/api/events?ACCESS_TOKEN=[redacted]&Refresh%5Ftoken=[redacted]",
    );
    expect(redactUrl("/account/reset?token=secret")).toBe("/account/reset?token=[redacted]");
    expect(redactUrl("/x?password=hunter2&code=1234&page=2")).toBe(
      "/x?password=[redacted]&code=[redacted]&page=2",
    );
    expect(redactUrl("/x?%ZZ=1&token")).toBe("/x?%ZZ=1&token=[redacted]");
  });

  it("keeps addresses without secrets as they are", () => {
    expect(redactUrl("/api/orders/26-0A12345")).toBe("/api/orders/26-0A12345");
    expect(redactUrl("/api/orders/queue/grading/1/-/all?x=1")).toBe("/api/orders/queue/grading/1/-/all?x=1");
  });

  it("cuts a long address and says how much was left out", () => {
    const logged = redactUrl(`/api/orders/queue/grading/1/${"a".repeat(100_000)}/all`);
    expect(logged.length).toBeLessThan(MAX_LOGGED_URL_LENGTH + 40);
    expect(logged).toMatch(/…\[\d+ more characters\]$/);
  });
});

describe("serializeError (what the log keeps of a failure)", () => {
  it("keeps type, message, frames and cause, but never a failed query's parameters", () => {
    const cause = Object.assign(new Error("index row requires 12032 bytes"), { code: "54000" });
    const error = new Error(`Failed query: insert into x values ($1)\nparams: ${"u".repeat(1_000_000)}`, {
      cause,
    });
    const logged = serializeError(error);
    expect(logged.message).toBe("Failed query: insert into x values ($1)\nparams: [omitted]");
    expect(logged.stack).toMatch(/^Error: Failed query[\s\S]*\n {4}at /);
    expect(logged.stack).not.toContain("uuuu");
    expect(logged.cause).toMatchObject({ message: "index row requires 12032 bytes", code: "54000" });
    expect(JSON.stringify(logged).length).toBeLessThan(10_000);
  });

  it("bounds any long message", () => {
    expect(serializeError(new Error("x".repeat(50_000))).message.length).toBeLessThan(1100);
  });
});
