// An S3-protocol server inside the test process (s3rver on 127.0.0.1, a free port, a temporary
// directory), for the bucket mode of the blob store.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { BlobConfig } from "../../../config";

export type S3TestServer = { config: Extract<BlobConfig, { kind: "s3" }>; stop: () => Promise<void> };

export async function startS3TestServer(bucket = "gbo-test"): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "gbo-s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      kind: "s3",
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's fixed credentials.
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
