// The blob store (DESIGN: images and label PDFs): files under DATA_DIR/blobs by default, an
// S3-compatible bucket when BLOB_S3_BUCKET is set. One contract (blob-store.ts) either way.
import path from "node:path";
import type { AppConfig, BlobConfig } from "../../config";
import type { BlobStore } from "./blob-store";
import { deriveBlobSigningKey, FsBlobStore } from "./fs-blob-store";

export * from "./blob-store";
export {
  type BlobRouteMessages,
  registerFsBlobRoutes,
  SIGNED_ADDRESS_REFUSED_MESSAGE,
} from "./fs-blob-routes";
export { BLOB_ROUTE_PREFIX, FsBlobStore } from "./fs-blob-store";
export { checkUploadedImage } from "./uploaded-image";

export function blobConfigOf(config: AppConfig): BlobConfig {
  return config.blobs ?? { kind: "fs", dir: path.join(config.dataDir, "blobs") };
}

/** The SDK is loaded only when a bucket is configured: the files mode starts without it. */
export async function createBlobStore(config: AppConfig): Promise<BlobStore> {
  const blobs = blobConfigOf(config);
  if (blobs.kind === "fs") return new FsBlobStore(blobs.dir, deriveBlobSigningKey(config.jwtSecret));
  const { S3BlobStore } = await import("./s3-blob-store");
  return new S3BlobStore(blobs);
}
