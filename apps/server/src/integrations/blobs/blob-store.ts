// The blob store's one contract (DESIGN: images and label PDFs). Two implementations keep to it: files
// under DATA_DIR/blobs with this server's own HMAC-signed addresses, and an S3-compatible bucket with
// presigned addresses. Callers never learn which one answers.
import type { Readable } from "node:stream";

export type BlobInfo = { size: number; contentType: string | null; updatedAt: Date };

/** A short-lived address a browser may use without a bearer token. */
export type SignedAddress = {
  url: string;
  method: "PUT" | "GET";
  /** Headers the caller must send besides the body's Content-Type. */
  headers: Record<string, string>;
  expiresAt: Date;
};

/**
 * What an upload address allows. The files store refuses a larger or other body at once; a bucket
 * cannot check a presigned PUT, so whoever confirms the upload checks the stored object (both modes).
 */
export type UploadLimits = { maxBytes: number; contentTypes: readonly string[] };

export interface BlobStore {
  readonly kind: "fs" | "s3";
  /** Stores `body` at `key` (replacing it). With `maxBytes`, a longer body throws BlobTooLargeError and stores nothing. */
  put(
    key: string,
    body: Buffer | Readable,
    options: { contentType: string; maxBytes?: number },
  ): Promise<BlobInfo>;
  get(key: string): Promise<{ body: Readable; info: BlobInfo } | null>;
  head(key: string): Promise<BlobInfo | null>;
  /**
   * The bytes [offset, offset + length) (fewer past the end), for reading a picture's header without
   * fetching the object; null when absent.
   */
  readRange(key: string, offset: number, length: number): Promise<Buffer | null>;
  /** Moves `from` to `to` (replacing it), recording `contentType` as the object's type. */
  move(from: string, to: string, contentType: string): Promise<void>;
  /** Absent keys are fine. */
  delete(key: string): Promise<void>;
  signedUpload(
    key: string,
    options: { expiresInSeconds: number; limits: UploadLimits },
  ): Promise<SignedAddress>;
  /** `version` (e.g. the object's update time) makes a replaced object a new address (browser caches). */
  signedDownload(
    key: string,
    options: { expiresInSeconds: number; version?: string },
  ): Promise<SignedAddress>;
  close(): Promise<void>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${maxBytes} bytes.`);
    this.name = "BlobTooLargeError";
  }
}

// Keys are paths of plain segments: no "..", no leading dot (the files store keeps its own .meta and
// .tmp beside the objects), no empty segment.
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*(\/[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*)*$/;
export const MAX_KEY_LENGTH = 200;

export function isBlobKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

export function assertBlobKey(key: string): string {
  if (!isBlobKey(key)) throw new Error(`Invalid blob key "${key.slice(0, MAX_KEY_LENGTH)}"`);
  return key;
}

/** Download addresses expire on a 5-minute grid, so the same picture keeps one address (browser cache) for a while. */
export const DOWNLOAD_EXPIRY_STEP_SECONDS = 300;

export function downloadExpiry(nowMs: number, expiresInSeconds: number): Date {
  const step = DOWNLOAD_EXPIRY_STEP_SECONDS * 1000;
  return new Date(Math.ceil((nowMs + expiresInSeconds * 1000) / step) * step);
}
