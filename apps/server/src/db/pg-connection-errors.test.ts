// How a lost database connection reaches the caller (http/errors.ts): a 503 that says the change may not
// have been saved, not a bare 500 — kept beside the classification it tests.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "../http/errors";
import { DATABASE_UNREACHABLE_MESSAGE, DatabaseUnreachableError } from "./pg-connection-errors";

async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.post("/write", async () => {
    throw error;
  });
  const response = await app.inject({ method: "POST", url: "/write" });
  await app.close();
  return { status: response.statusCode, retryAfter: response.headers["retry-after"], body: response.json() };
}

describe("a lost database connection, answered", () => {
  it("is a 503 saying the change may not have been saved, for a COMMIT cut off mid-way", async () => {
    // What Drizzle throws when the primary dies under a transaction.
    const cut = new Error("Failed query: commit", { cause: new Error("Connection terminated unexpectedly") });
    expect(await answerTo(cut)).toEqual({
      status: 503,
      retryAfter: "2",
      body: { message: DATABASE_UNREACHABLE_MESSAGE },
    });
  });

  it("is the same 503 when no primary answered within the connect retries", async () => {
    const answer = await answerTo(
      new DatabaseUnreachableError("no database connection to a:1, b:2 within 5000 ms"),
    );
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(DATABASE_UNREACHABLE_MESSAGE);
  });

  it("leaves other database errors as they were (a unique violation stays a 409)", async () => {
    const duplicate = Object.assign(new Error("duplicate key value"), { code: "23505" });
    expect((await answerTo(duplicate)).status).toBe(409);
  });
});
