// Blobs in an S3-compatible bucket (AWS S3, MinIO, R2; s3rver in tests). Same contract as the files
// store; addresses are presigned by the SDK, so the browser talks to the bucket directly (the bucket
// needs a CORS rule allowing PUT and GET from the app's origin).
import type { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  assertBlobKey,
  type BlobInfo,
  type BlobStore,
  BlobTooLargeError,
  downloadExpiry,
  type SignedAddress,
  type UploadLimits,
} from "./blob-store";

export type S3BlobConfig = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === "NotFound" || error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404;
}

/** Reads a body into memory up to `maxBytes` (a bucket PUT needs its length; uploads come presigned instead). */
async function bufferOf(body: Buffer | Readable, maxBytes: number | undefined): Promise<Buffer> {
  if (Buffer.isBuffer(body)) {
    if (maxBytes !== undefined && body.length > maxBytes) throw new BlobTooLargeError(maxBytes);
    return body;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (maxBytes !== undefined && size > maxBytes) {
      body.destroy();
      throw new BlobTooLargeError(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export class S3BlobStore implements BlobStore {
  readonly kind = "s3" as const;
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3BlobConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Otherwise the SDK signs a checksum of the (empty) body into presigned PUT addresses, which a
      // real bucket then refuses for the browser's file.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(
    key: string,
    body: Buffer | Readable,
    options: { contentType: string; maxBytes?: number },
  ): Promise<BlobInfo> {
    const bytes = await bufferOf(body, options.maxBytes);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: assertBlobKey(key),
        Body: bytes,
        ContentType: options.contentType,
      }),
    );
    return (await this.head(key)) as BlobInfo;
  }

  async head(key: string): Promise<BlobInfo | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: assertBlobKey(key) }),
      );
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? null,
        updatedAt: answer.LastModified ?? new Date(this.now()),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<{ body: Readable; info: BlobInfo } | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: assertBlobKey(key) }),
      );
      return {
        body: answer.Body as Readable,
        info: {
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? null,
          updatedAt: answer.LastModified ?? new Date(this.now()),
        },
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async readRange(key: string, offset: number, length: number): Promise<Buffer | null> {
    if (length <= 0) return (await this.head(key)) ? Buffer.alloc(0) : null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: assertBlobKey(key),
          Range: `bytes=${offset}-${offset + length - 1}`,
        }),
      );
      const body = Buffer.from(
        await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      );
      return body.subarray(0, length);
    } catch (error) {
      if (isNotFound(error)) return null;
      // A range starting past the end (416): nothing there, as a file read past its end gives.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
        return Buffer.alloc(0);
      throw error;
    }
  }

  async move(from: string, to: string, contentType: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: assertBlobKey(to),
        CopySource: `${this.bucket}/${assertBlobKey(from)}`,
        MetadataDirective: "REPLACE",
        ContentType: contentType,
      }),
    );
    await this.delete(from);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertBlobKey(key) }));
  }

  /** A bucket cannot enforce `limits` on a presigned PUT: the confirm step checks the stored object. */
  async signedUpload(
    key: string,
    options: { expiresInSeconds: number; limits: UploadLimits },
  ): Promise<SignedAddress> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: assertBlobKey(key) });
    const url = await getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
    return {
      url,
      method: "PUT",
      headers: {},
      expiresAt: new Date(this.now() + options.expiresInSeconds * 1000),
    };
  }

  async signedDownload(
    key: string,
    options: { expiresInSeconds: number; version?: string },
  ): Promise<SignedAddress> {
    // Signed on a 5-minute grid, like the files store, so a picture keeps one address for a while.
    const now = this.now();
    const expiresAt = downloadExpiry(now, options.expiresInSeconds);
    const signingDate = new Date(expiresAt.getTime() - (options.expiresInSeconds + 300) * 1000);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: assertBlobKey(key),
      // The version changes the address when the object is replaced (a signed query cannot take extras).
      ...(options.version
        ? { ResponseContentDisposition: `inline; filename="${key.split("/").pop()}-${options.version}"` }
        : {}),
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: Math.round((expiresAt.getTime() - signingDate.getTime()) / 1000),
      signingDate,
    });
    return { url, method: "GET", headers: {}, expiresAt };
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
