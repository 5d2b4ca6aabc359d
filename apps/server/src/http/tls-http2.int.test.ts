// TLS_CERT_FILE/TLS_KEY_FILE (issue 31 point 1): the server speaks HTTPS with HTTP/2, so a browser's
// tabs share one connection (live streams included) instead of HTTP/1.1's six; HTTP/1.1 still answers.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http2 from "node:http2";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, seedWorker, signIn, type TestContext } from "../test/index";

let ctx: TestContext;
let certDir: string;
let base: string;
let token: string;

beforeAll(async () => {
  certDir = await mkdtemp(path.join(tmpdir(), "gbo-tls-"));
  const [key, cert] = [path.join(certDir, "key.pem"), path.join(certDir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-keyout", key, "-out", cert],
    ],
    { stdio: "ignore" },
  );
  ctx = await createTestContext({
    config: { tls: { key: await readFile(key), cert: await readFile(cert) } },
  });
  const worker = await seedWorker(ctx.db, { userName: "tlsreader", claims: "admin" });
  token = (await signIn(ctx.app, worker.userName, worker.password)).accessToken;
  base = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await ctx.close();
  await rm(certDir, { recursive: true, force: true });
});

describe("HTTPS with HTTP/2", () => {
  it("answers requests and live streams as streams of one HTTP/2 connection", async () => {
    expect(base).toMatch(/^https:/);
    const session = http2.connect(base, { rejectUnauthorized: false });
    try {
      const ping = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ":path": "/api/ping" });
        let body = "";
        let status = 0;
        stream.on("response", (headers) => {
          status = Number(headers[":status"]);
        });
        stream.on("data", (chunk) => {
          body += chunk;
        });
        stream.on("end", () => resolve({ status, body }));
        stream.on("error", reject);
      });
      expect(ping).toEqual({ status: 200, body: '{"ok":true}' });

      // The event stream opens on the same connection and says it is connected.
      const first = await new Promise<string>((resolve, reject) => {
        const stream = session.request({ ":path": `/api/events?access_token=${token}` });
        stream.on("data", (chunk) => {
          resolve(String(chunk));
          stream.close();
        });
        stream.on("error", reject);
      });
      expect(first).toContain(": connected");
    } finally {
      session.close();
    }
  });

  it("still answers an HTTP/1.1 client over TLS", async () => {
    const answer = await new Promise<{ version: string; status: number }>((resolve, reject) => {
      https
        .get(`${base}/api/ping`, { rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve({ version: response.httpVersion, status: response.statusCode ?? 0 });
        })
        .on("error", reject);
    });
    expect(answer).toEqual({ version: "1.1", status: 200 });
  });
});
