// What the operator reads in the log: one line per request, no secret and no body, failures with stack.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type App, buildApp } from "../app";
import { openTestDatabase } from "../test/database";
import { seedWorker, signIn, testConfig, tokenRequest } from "../test/index";

type LogLine = Record<string, unknown> & { level: number; msg: string };

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
const LEVEL = { info: 30, error: 50 };
// Ports of this suite: 21000–21099.
const PORT = 21000 + Math.floor(Math.random() * 100);

let app: App;
let dataDir: string;
let drop: () => Promise<void>;
let token: string;
let workerId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "gbo-log-test-"));
  const opened = await openTestDatabase({
    pgliteSnapshot: inject("pgliteSnapshot") || undefined,
    postgresUrl: inject("postgresUrl") || undefined,
    template: inject("postgresTemplate") || undefined,
  });
  drop = opened.drop;
  app = await buildApp({
    config: testConfig(dataDir),
    database: opened.database,
    logger: { level: "info", stream },
  });
  // A route that fails, to see how a failure is logged.
  app.get("/api/test-failure", { config: { public: true } }, async () => {
    throw new Error("the disk caught fire");
  });
  await app.ready();
  const worker = await seedWorker(app.context.db, { userName: "logreader", claims: "admin" });
  workerId = worker.id;
  token = (await signIn(app, worker.userName, worker.password)).accessToken;
});
afterAll(async () => {
  await app.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

function linesAbout(urlPart: string): LogLine[] {
  return parsed().filter((line) => JSON.stringify(line).includes(urlPart));
}

describe("request log", () => {
  it("writes one line per request: method, path, status, time, worker id", async () => {
    lines.length = 0;
    await app.inject({
      method: "GET",
      url: "/api/userprofile?view=1",
      headers: { authorization: `Bearer ${token}` },
    });
    const about = linesAbout("/api/userprofile");
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({
      level: LEVEL.info,
      msg: "request",
      method: "GET",
      url: "/api/userprofile?view=1",
      statusCode: 200,
      workerId,
    });
    expect(typeof about[0]?.responseTime).toBe("number");
  });

  it("never writes a token passed as ?access%5Ftoken=, whether it signs in or is refused", async () => {
    lines.length = 0;
    await app.listen({ port: PORT, host: "127.0.0.1" });
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${PORT}/api/events?access%5Ftoken=${token}`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    controller.abort();
    const forged = `${token.slice(0, -4)}AAAA`;
    const refused = await app.inject({ method: "GET", url: `/api/events?access%5Ftoken=${forged}` });
    expect(refused.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const all = lines.join("\n");
    expect(all).not.toContain(token);
    expect(all).not.toContain(forged);
    expect(all).not.toContain(token.split(".")[2]);
    expect(linesAbout("/api/events?access%5Ftoken=[redacted]").length).toBeGreaterThanOrEqual(1);
  });

  it("tags every line a request writes with its id, answers it as X-Request-Id, and keeps a proxy's plain id", async () => {
    lines.length = 0;
    // Refused for want of a token: the auth line and the request line, two lines of one request.
    const response = await app.inject({ method: "GET", url: "/api/userprofile?tagged=1" });
    expect(response.statusCode).toBe(401);
    const id = response.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const about = parsed().filter((line) => line.reqId === id);
    expect(about.map((line) => line.msg).sort()).toEqual(["auth: refused", "request"]);
    expect(parsed().every((line) => typeof line.reqId === "string")).toBe(true);

    const given = await app.inject({
      method: "GET",
      url: "/api/ping",
      headers: { "x-request-id": "nginx-7f3a9c" },
    });
    expect(given.headers["x-request-id"]).toBe("nginx-7f3a9c");
    expect(linesAbout("nginx-7f3a9c")).toHaveLength(1);
    // Whatever else a client sends as an id is not written to the log.
    const hostile = await app.inject({
      method: "GET",
      url: "/api/ping",
      headers: { "x-request-id": `x" ${"A".repeat(300)}` },
    });
    expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.join("\n")).not.toContain("A".repeat(300));
  });

  it("accepts a token in the query only on the event stream", async () => {
    const response = await app.inject({ method: "GET", url: `/api/userprofile?access_token=${token}` });
    expect(response.statusCode).toBe(401);
  });

  it("never echoes a sign-in body: a hostile 12 KB user name and its password stay out of the log", async () => {
    lines.length = 0;
    const userName = randomBytes(6000).toString("hex");
    const password = `pw-${randomBytes(8).toString("hex")}`;
    const response = await tokenRequest(app, {
      client_id: "backoffice",
      grant_type: "password",
      username: userName,
      password,
    });
    expect(response.statusCode).toBe(400);
    const all = lines.join("\n");
    // At most a short prefix of what was typed as a login (the sign-in module shows 64 characters).
    expect(all).not.toContain(userName.slice(0, 100));
    expect(all).not.toContain(password);
    expect(all.length).toBeLessThan(4000);
  });

  it("logs a failure at error level with its stack, and still one request line", async () => {
    lines.length = 0;
    const response = await app.inject({ method: "GET", url: "/api/test-failure" });
    expect(response.statusCode).toBe(500);
    const errors = parsed().filter((line) => line.level === LEVEL.error);
    expect(errors.some((line) => JSON.stringify(line.err).includes("the disk caught fire"))).toBe(true);
    expect(errors.some((line) => String((line.err as { stack?: string })?.stack).includes("    at "))).toBe(
      true,
    );
    expect(linesAbout("/api/test-failure").filter((line) => line.msg === "request")).toHaveLength(1);
  });
});
