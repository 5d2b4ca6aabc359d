// What the backup process tests share: the commands run as `npm run` runs them, sign-in, and a stream of
// acknowledged writes (sliders) timed against the backup.
import { spawn } from "node:child_process";
import path from "node:path";
import { jpegPicture } from "@gbo/domain/imaging/testing";
import { expect } from "vitest";
import { serverRoot, signInAdmin } from "../process/process-kit";

export const ADMIN_PASSWORD = "backup-test-admin-pass";
export const JPEG = Buffer.from(jpegPicture({ width: 800, height: 300 }));
const TSX = path.resolve(serverRoot, "../../node_modules/tsx/dist/cli.mjs");

export const base = (port: number) => `http://127.0.0.1:${port}`;

/** Runs one of the backup commands as `npm run …` does (tsx), with only DATA_DIR from the test. */
export function runCommand(
  file: "backup-cli.ts" | "restore-cli.ts",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !["DATABASE_URL", "DATA_DIR", "BACKUP_KEEP"].includes(name),
    ),
  );
  const child = spawn(process.execPath, [TSX, path.join(serverRoot, "src/backup", file), ...args], {
    cwd: serverRoot,
    env: { ...clean, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

export async function signIn(port: number): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signInAdmin(port, ADMIN_PASSWORD)}` };
}

export async function call(
  port: number,
  auth: Record<string, string>,
  method: string,
  url: string,
  body?: object,
) {
  return fetch(`${base(port)}${url}`, {
    method,
    headers: { ...auth, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** A banner with a confirmed picture, uploaded as the browser does (signed PUT, then confirm). */
export async function bannerWithPicture(port: number, auth: Record<string, string>): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const created = await call(port, auth, "POST", "/api/banners/", {
    start: today,
    end: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
    header1: "Backed up",
    line1: "With its picture",
  });
  const banner = (await created.json()) as { id: number; version: number };
  const picturePath = encodeURIComponent(`banners/${banner.id}`);
  const address = (await (await call(port, auth, "GET", `/api/data/sas?path=${picturePath}`)).json()) as {
    url: string;
  };
  const put = await fetch(`${base(port)}${address.url}`, {
    method: "PUT",
    headers: { "content-type": "image/jpeg" },
    body: JPEG,
  });
  expect(put.status).toBe(200);
  const confirmed = await call(port, auth, "POST", `/api/data/sas/confirm?path=${picturePath}`, {
    version: banner.version,
  });
  expect(confirmed.status).toBe(200);
  return banner.id;
}

export type Write = { id: number; name: string; acknowledgedAt: number };

/** Creates sliders one after another until `stop()`; each acknowledged write is recorded with its time. */
export function writeStream(port: number, auth: Record<string, string>) {
  const writes: Write[] = [];
  let isStopped = false;
  const done = (async () => {
    for (let n = 1; !isStopped; n++) {
      const name = `Write ${n}`;
      const response = await call(port, auth, "POST", "/api/content/slider/", { name });
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: number };
      writes.push({ id, name, acknowledgedAt: performance.now() });
    }
  })();
  return {
    writes,
    stop: async () => {
      isStopped = true;
      await done;
    },
  };
}

/** Waits until `isDone()` holds, looking every 20 ms. */
export async function until(isDone: () => boolean): Promise<void> {
  while (!isDone()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Writes on the server at `port` and, once 20 are acknowledged, runs `backup` while they go on; stops the
 * writes once one has been acknowledged after the backup ended. Answers the writes acknowledged before the
 * backup began and during it, all of them, and the command's result.
 */
export async function backupWhileWriting(
  port: number,
  auth: Record<string, string>,
  backup: () => Promise<{ code: number | null; output: string }>,
) {
  const stream = writeStream(port, auth);
  await until(() => stream.writes.length >= 20);
  const began = performance.now();
  const result = await backup();
  const ended = performance.now();
  await until(() => stream.writes.some((write) => write.acknowledgedAt > ended));
  await stream.stop();
  return {
    result,
    all: stream.writes,
    before: stream.writes.filter((write) => write.acknowledgedAt < began),
    during: stream.writes.filter((write) => write.acknowledgedAt > began && write.acknowledgedAt < ended),
  };
}

/**
 * The server at `port` (started on a restore) has every write in `expected` and the banner's picture;
 * `auth` is a session of the original server, good there only if the token secret came along.
 */
export async function expectRestored(
  port: number,
  auth: Record<string, string>,
  expected: { writes: Write[]; bannerId: number; maxSliders: number },
): Promise<void> {
  for (const write of expected.writes) {
    const response = await call(port, auth, "GET", `/api/content/slider/${write.id}`);
    expect([write.id, response.status]).toEqual([write.id, 200]);
    expect(((await response.json()) as { name: string }).name).toBe(write.name);
  }
  const banner = (await (await call(port, auth, "GET", `/api/banners/${expected.bannerId}`)).json()) as {
    imageUrl: string;
  };
  const picture = await fetch(`${base(port)}${banner.imageUrl}`);
  expect(picture.status).toBe(200);
  expect(Buffer.from(await picture.arrayBuffer()).equals(JPEG)).toBe(true);
  // Nothing the original never acknowledged.
  const listed = (await (await call(port, auth, "GET", "/api/content/slider/?pageSize=1")).json()) as {
    total: number;
  };
  expect(listed.total).toBeGreaterThanOrEqual(expected.writes.length);
  expect(listed.total).toBeLessThanOrEqual(expected.maxSliders);
}
