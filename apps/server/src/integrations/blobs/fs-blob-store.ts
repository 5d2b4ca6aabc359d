// Blobs as files under DATA_DIR/blobs: the zero-set-up default. Objects live at `<dir>/<key>`, their
// content type in `<dir>/.meta/<key>.json`; writes go to `<dir>/.tmp` first and are renamed into
// place, so a reader never sees half a file and a refused upload leaves the old object as it was.
// Signed addresses are this server's own routes (fs-blob-routes.ts) carrying an expiry and an HMAC.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertBlobKey,
  type BlobInfo,
  type BlobStore,
  BlobTooLargeError,
  downloadExpiry,
  type SignedAddress,
  type UploadLimits,
} from "./blob-store";

/** Where the signed routes live; the key follows. */
export const BLOB_ROUTE_PREFIX = "/api/blobs";

export type SignedQuery = { exp: string; signature: string; max?: string; types?: string; v?: string };

export type VerifiedRequest = { ok: true; limits: UploadLimits | null } | { ok: false; reason: string };

type Meta = { contentType: string | null };

/** A key of its own for URL signatures, derived from the server secret (a leaked URL key is not a token key). */
export function deriveBlobSigningKey(serverSecret: Uint8Array): Buffer {
  return createHmac("sha256", serverSecret).update("gbo blob address signing v1").digest();
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

export class FsBlobStore implements BlobStore {
  readonly kind = "fs" as const;
  private readonly tmpDir: string;
  private readonly metaDir: string;

  constructor(
    readonly dir: string,
    private readonly signingKey: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    this.tmpDir = path.join(dir, ".tmp");
    this.metaDir = path.join(dir, ".meta");
  }

  private fileOf(key: string): string {
    return path.join(this.dir, assertBlobKey(key));
  }

  private metaOf(key: string): string {
    return path.join(this.metaDir, `${assertBlobKey(key)}.json`);
  }

  private async tmpFile(): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    return path.join(this.tmpDir, randomUUID());
  }

  private async writeMeta(key: string, meta: Meta): Promise<void> {
    const file = this.metaOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = await this.tmpFile();
    await writeFile(tmp, JSON.stringify(meta));
    await rename(tmp, file);
  }

  private async readMeta(key: string): Promise<Meta> {
    try {
      return JSON.parse(await readFile(this.metaOf(key), "utf8")) as Meta;
    } catch {
      return { contentType: null };
    }
  }

  async put(
    key: string,
    body: Buffer | Readable,
    options: { contentType: string; maxBytes?: number },
  ): Promise<BlobInfo> {
    const file = this.fileOf(key);
    const tmp = await this.tmpFile();
    const { maxBytes } = options;
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (maxBytes !== undefined && size > maxBytes) done(new BlobTooLargeError(maxBytes));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, counter, createWriteStream(tmp));
      await mkdir(path.dirname(file), { recursive: true });
      await this.writeMeta(key, { contentType: options.contentType });
      await rename(tmp, file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return (await this.head(key)) as BlobInfo;
  }

  /** The type read from the content by whoever received it (the upload route). */
  async setContentType(key: string, contentType: string): Promise<BlobInfo> {
    const info = await this.head(key);
    if (!info) throw new Error(`No blob at "${key}"`);
    await this.writeMeta(key, { contentType });
    return { ...info, contentType };
  }

  async head(key: string): Promise<BlobInfo | null> {
    try {
      const stats = await stat(this.fileOf(key));
      const meta = await this.readMeta(key);
      return { size: stats.size, contentType: meta.contentType, updatedAt: stats.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<{ body: Readable; info: BlobInfo } | null> {
    const info = await this.head(key);
    if (!info) return null;
    return { body: createReadStream(this.fileOf(key)), info };
  }

  async readRange(key: string, offset: number, length: number): Promise<Buffer | null> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.fileOf(key), "r");
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async move(from: string, to: string, contentType: string): Promise<void> {
    const target = this.fileOf(to);
    await mkdir(path.dirname(target), { recursive: true });
    await this.writeMeta(to, { contentType });
    await rename(this.fileOf(from), target);
    await rm(this.metaOf(from), { force: true });
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
    await rm(this.metaOf(key), { force: true });
  }

  async signedUpload(
    key: string,
    options: { expiresInSeconds: number; limits: UploadLimits },
  ): Promise<SignedAddress> {
    const expiresAt = new Date(this.now() + options.expiresInSeconds * 1000);
    const query: Omit<SignedQuery, "signature"> = {
      exp: String(Math.floor(expiresAt.getTime() / 1000)),
      max: String(options.limits.maxBytes),
      types: options.limits.contentTypes.join(","),
    };
    return { url: this.address("PUT", key, query), method: "PUT", headers: {}, expiresAt };
  }

  async signedDownload(
    key: string,
    options: { expiresInSeconds: number; version?: string },
  ): Promise<SignedAddress> {
    const expiresAt = downloadExpiry(this.now(), options.expiresInSeconds);
    const query: Omit<SignedQuery, "signature"> = {
      exp: String(Math.floor(expiresAt.getTime() / 1000)),
      ...(options.version ? { v: options.version } : {}),
    };
    return { url: this.address("GET", key, query), method: "GET", headers: {}, expiresAt };
  }

  /** Relative to this server: the browser resolves it against the page it came from. */
  private address(method: "PUT" | "GET", key: string, query: Omit<SignedQuery, "signature">): string {
    const params = new URLSearchParams({ ...query, signature: this.sign(method, assertBlobKey(key), query) });
    return `${BLOB_ROUTE_PREFIX}/${key}?${params.toString()}`;
  }

  private sign(method: string, key: string, query: Omit<SignedQuery, "signature">): string {
    const text = [method, key, query.exp, query.max ?? "", query.types ?? "", query.v ?? ""].join("\n");
    return createHmac("sha256", this.signingKey).update(text).digest("base64url");
  }

  /** Is this request one we signed, still valid? For an upload, also the limits it was signed with. */
  verify(method: "PUT" | "GET", key: string, query: SignedQuery): VerifiedRequest {
    const expected = Buffer.from(this.sign(method, key, query));
    const given = Buffer.from(query.signature ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: "bad signature" };
    if (Number(query.exp) * 1000 < this.now()) return { ok: false, reason: "expired" };
    if (method === "GET") return { ok: true, limits: null };
    const maxBytes = Number(query.max);
    if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) return { ok: false, reason: "bad limit" };
    return { ok: true, limits: { maxBytes, contentTypes: (query.types ?? "").split(",").filter(Boolean) } };
  }

  async close(): Promise<void> {}
}
