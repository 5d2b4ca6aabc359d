// Throttling under concurrency (issue 9 point 4): the attempt is reserved before the password is checked,
// so a burst gets no more password checks than the limit allows, on PGlite and on PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, seedWorker, type TestContext } from "../../../test/index";
import * as passwordHash from "../password-hash";
import { TOKEN_MESSAGES } from "./token-grant-error";

// Counts the argon2 checks each stored hash gets: the expensive step the throttle exists to ration.
vi.mock("../password-hash", async (importOriginal) => {
  const original = await importOriginal<typeof import("../password-hash")>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifies = (storedHash: string | null) =>
  vi.mocked(passwordHash.verifyPassword).mock.calls.filter(([hash]) => hash === storedHash).length;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const passwordGrant = (username: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/token",
    remoteAddress,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      client_id: "backoffice",
      grant_type: "password",
      username,
      password,
    }).toString(),
  });

const descriptions = (responses: { json: () => { error_description?: string } }[]) =>
  responses.map((response) => response.json().error_description);

describe("sign-in throttling under concurrency", () => {
  it("checks at most 5 of 100 concurrent wrong passwords for one account; the rest, and then the right password, are throttled", async () => {
    const worker = await seedWorker(ctx.db, {
      userName: "burst",
      claims: "qc",
      password: "burst-worker-pass",
    });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        passwordGrant("burst", `wrong-guess-${i}`, `10.9.${Math.floor(i / 50)}.${i % 50}`),
      ),
    );
    expect(responses.every((response) => response.statusCode === 400)).toBe(true);
    const answers = descriptions(responses);
    expect(answers.filter((text) => text === TOKEN_MESSAGES.wrongCredentials)).toHaveLength(5);
    expect(answers.filter((text) => text === TOKEN_MESSAGES.throttled(15))).toHaveLength(95);
    expect(verifies(worker.passwordHash)).toBe(5);

    const right = await passwordGrant("burst", "burst-worker-pass", "10.9.9.9");
    expect(right.json().error_description).toBe(TOKEN_MESSAGES.throttled(15));
    expect(verifies(worker.passwordHash)).toBe(5);
  });

  it("checks at most 20 of 100 concurrent guesses at different accounts from one address", async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => passwordGrant(`nobody-${i}`, "wrong password", "10.8.0.1")),
    );
    const answers = descriptions(responses);
    expect(answers.filter((text) => text === TOKEN_MESSAGES.wrongCredentials)).toHaveLength(20);
    expect(answers.filter((text) => text?.startsWith("Too many failed sign-in attempts"))).toHaveLength(80);
  });

  it("counts guesses by e-mail and by user name in one bucket", async () => {
    await seedWorker(ctx.db, {
      userName: "Mailer",
      email: "mailer@example.test",
      claims: "qc",
      password: "mailer-worker-pass",
    });
    for (let i = 0; i < 5; i++) {
      const failed = await passwordGrant(
        i % 2 ? "MAILER@example.test" : "mailer@example.test",
        `no-${i}`,
        `10.7.0.${i}`,
      );
      expect(failed.json().error_description).toBe(TOKEN_MESSAGES.wrongCredentials);
    }
    const byName = await passwordGrant("Mailer", "mailer-worker-pass", "10.7.1.1");
    expect(byName.json().error_description).toBe(TOKEN_MESSAGES.throttled(15));
  });

  it("counts attempts with an empty password or an oversized user name, which answer 400 (never 500)", async () => {
    await seedWorker(ctx.db, { userName: "empty", claims: "qc", password: "empty-worker-pass" });
    for (let i = 0; i < 5; i++) {
      const empty = await passwordGrant("empty", "", `10.6.0.${i}`);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error_description).toBe(TOKEN_MESSAGES.missingCredentials);
    }
    expect((await passwordGrant("empty", "empty-worker-pass", "10.6.1.1")).json().error_description).toBe(
      TOKEN_MESSAGES.throttled(15),
    );

    const huge = "x".repeat(10_000); // within the form body limit (16 KB), far beyond any user name
    for (let i = 0; i < 5; i++) {
      const response = await passwordGrant(`${huge}${i}`, "wrong password", `10.6.2.${i}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^invalid_(grant|request)$/);
    }
    const sixth = await passwordGrant(`${huge}6`, "wrong password", "10.6.2.9");
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error_description).toBe(TOKEN_MESSAGES.throttled(15));
  });
});
