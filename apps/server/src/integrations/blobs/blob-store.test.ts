// The blob store's contract, run against both implementations: files under a temporary DATA_DIR/blobs,
// and a bucket on an s3rver started here. Signed addresses are exercised end to end for the bucket; the
// files store's own routes are tested through the app (comics/images/images.int.test.ts).
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { redactUrl } from "../../http/request-log";
import { type BlobStore, BlobTooLargeError, downloadExpiry, isBlobKey } from "./blob-store";
import { deriveBlobSigningKey, FsBlobStore } from "./fs-blob-store";
import { S3BlobStore } from "./s3-blob-store";
import { type S3TestServer, startS3TestServer } from "./testing/s3-test-server";

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

/** A stream of `size` bytes made of small chunks: nothing near that size is held in memory. */
function streamOf(size: number, chunk = 64 * 1024): Readable {
  let left = size;
  const block = Buffer.alloc(chunk, 1);
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const n = Math.min(left, chunk);
      left -= n;
      this.push(n === chunk ? block : block.subarray(0, n));
    },
  });
}

function contract(name: string, open: () => Promise<{ store: BlobStore; cleanUp: () => Promise<void> }>) {
  describe(`${name} store`, () => {
    let store: BlobStore;
    let cleanUp: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanUp } = await open());
    });
    afterAll(async () => {
      await store.close();
      await cleanUp();
    });

    it("puts, heads, reads, moves and deletes", async () => {
      expect(await store.head("a/missing")).toBeNull();
      expect(await store.get("a/missing")).toBeNull();
      expect(await store.readRange("a/missing", 0, 4)).toBeNull();
      const put = await store.put("uploads/x/cover", JPEG, { contentType: "application/octet-stream" });
      expect(put.size).toBe(JPEG.length);
      expect((await store.readRange("uploads/x/cover", 0, 3))?.equals(JPEG.subarray(0, 3))).toBe(true);
      expect((await store.readRange("uploads/x/cover", 4, 5))?.equals(JPEG.subarray(4, 9))).toBe(true);
      expect((await store.readRange("uploads/x/cover", 0, 4100))?.equals(JPEG)).toBe(true);
      expect((await store.readRange("uploads/x/cover", 8, 4100))?.equals(JPEG.subarray(8))).toBe(true);
      expect((await store.readRange("uploads/x/cover", JPEG.length + 10, 4))?.length).toBe(0);
      await store.move("uploads/x/cover", "comics/x/cover", "image/jpeg");
      expect(await store.head("uploads/x/cover")).toBeNull();
      const moved = await store.head("comics/x/cover");
      expect(moved).toMatchObject({ size: JPEG.length, contentType: "image/jpeg" });
      const got = await store.get("comics/x/cover");
      const chunks: Buffer[] = [];
      for await (const chunk of got!.body) chunks.push(Buffer.from(chunk));
      expect(Buffer.concat(chunks).equals(JPEG)).toBe(true);
      await store.delete("comics/x/cover");
      await store.delete("comics/x/cover");
      expect(await store.head("comics/x/cover")).toBeNull();
    });

    it("refuses a streamed body past its limit and keeps what was there", async () => {
      await store.put("uploads/y/cover", JPEG, { contentType: "image/jpeg" });
      await expect(
        store.put("uploads/y/cover", streamOf(300_001), { contentType: "image/jpeg", maxBytes: 300_000 }),
      ).rejects.toBeInstanceOf(BlobTooLargeError);
      expect((await store.head("uploads/y/cover"))?.size).toBe(JPEG.length);
    });

    it("never takes a key that could leave its place", async () => {
      for (const key of ["../x", "a/../b", ".meta/x", "a//b", "/a", "a/", "a b"]) {
        expect(isBlobKey(key), key).toBe(false);
        await expect(store.head(key)).rejects.toThrow(/Invalid blob key/);
      }
      expect(isBlobKey("comics/26-0A12345-001/cover")).toBe(true);
    });
  });
}

contract("files", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "gbo-blobs-"));
  return {
    store: new FsBlobStore(dir, deriveBlobSigningKey(Buffer.from("secret"))),
    cleanUp: () => rm(dir, { recursive: true, force: true }),
  };
});

let s3: S3TestServer;
contract("bucket", async () => {
  s3 = await startS3TestServer();
  return { store: new S3BlobStore(s3.config), cleanUp: () => s3.stop() };
});

describe("files store addresses", () => {
  const key = "uploads/26-0A12345-001/cover";
  let dir: string;
  let now = Date.UTC(2026, 10, 24, 12, 0, 0);
  let store: FsBlobStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "gbo-blobs-"));
    store = new FsBlobStore(dir, deriveBlobSigningKey(Buffer.from("secret")), () => now);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams) as never;

  it("signs uploads with their limits and refuses tampering or expiry", async () => {
    const address = await store.signedUpload(key, {
      expiresInSeconds: 600,
      limits: { maxBytes: 1000, contentTypes: ["image/jpeg", "image/png"] },
    });
    expect(address.url.startsWith(`/api/blobs/${key}?`)).toBe(true);
    expect(address.expiresAt.getTime()).toBe(now + 600_000);
    // The request log never holds a usable address.
    expect(redactUrl(address.url)).toMatch(/signature=\[redacted\]$/);
    const query = queryOf(address.url);
    expect(store.verify("PUT", key, query)).toEqual({
      ok: true,
      limits: { maxBytes: 1000, contentTypes: ["image/jpeg", "image/png"] },
    });
    expect(store.verify("GET", key, query).ok).toBe(false);
    expect(store.verify("PUT", "uploads/26-0A12345-002/cover", query).ok).toBe(false);
    expect(store.verify("PUT", key, { ...(query as object), max: "99999999" } as never).ok).toBe(false);
    const other = new FsBlobStore(dir, deriveBlobSigningKey(Buffer.from("other")), () => now);
    expect(other.verify("PUT", key, query).ok).toBe(false);
    now += 601_000;
    expect(store.verify("PUT", key, query)).toEqual({ ok: false, reason: "expired" });
  });

  it("gives one download address per 5-minute window and a new one when the object changes", async () => {
    const a = await store.signedDownload(key, { expiresInSeconds: 600, version: "1" });
    now += 1000;
    const b = await store.signedDownload(key, { expiresInSeconds: 600, version: "1" });
    const c = await store.signedDownload(key, { expiresInSeconds: 600, version: "2" });
    expect(b.url).toBe(a.url);
    expect(c.url).not.toBe(a.url);
    expect(downloadExpiry(0, 600).getTime()).toBe(600_000);
    expect(downloadExpiry(1, 600).getTime()).toBe(900_000);
  });

  it("keeps its bookkeeping out of the key space", async () => {
    await store.put(key, JPEG, { contentType: "image/jpeg" });
    expect((await readdir(dir)).sort()).toEqual([".meta", ".tmp", "uploads"]);
    expect(await readdir(path.join(dir, ".tmp"))).toEqual([]);
  });
});

// Checking a presigned signature is the bucket's job (s3rver does not check query signatures at all).
describe("bucket addresses (presigned, against s3rver)", () => {
  let store: S3BlobStore;
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3TestServer("gbo-presign");
    store = new S3BlobStore(server.config);
  });
  afterAll(async () => {
    await store.close();
    await server.stop();
  });

  it("a browser PUTs to the upload address and GETs from the download address", async () => {
    const key = "uploads/26-0A12345-001/cover";
    const upload = await store.signedUpload(key, {
      expiresInSeconds: 600,
      limits: { maxBytes: 1000, contentTypes: ["image/jpeg"] },
    });
    expect(upload.method).toBe("PUT");
    const put = await fetch(upload.url, {
      method: "PUT",
      body: JPEG,
      headers: { ...upload.headers, "Content-Type": "image/jpeg" },
    });
    expect(put.status).toBe(200);
    await store.move(key, "comics/26-0A12345-001/cover", "image/jpeg");
    const download = await store.signedDownload("comics/26-0A12345-001/cover", {
      expiresInSeconds: 600,
      version: "1",
    });
    const got = await fetch(download.url);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await got.arrayBuffer()).equals(JPEG)).toBe(true);
  });
});

describe("configuration", () => {
  it("defaults to files under DATA_DIR/blobs and takes a bucket from the environment", () => {
    const dataDir = path.join(tmpdir(), "gbo-config-blobs");
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "x".repeat(32) }).blobs).toEqual({
      kind: "fs",
      dir: path.join(dataDir, "blobs"),
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: "x".repeat(32),
        BLOB_S3_BUCKET: "pictures",
        BLOB_S3_ENDPOINT: "http://127.0.0.1:9000",
        AWS_ACCESS_KEY_ID: "id",
        AWS_SECRET_ACCESS_KEY: "key",
      }).blobs,
    ).toEqual({
      kind: "s3",
      bucket: "pictures",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "key" },
    });
  });
});
