// The files store's signed addresses: PUT /api/blobs/{key} (an upload) and GET /api/blobs/{key} (a
// download). No bearer token: the HMAC signature over the method, key, expiry and limits authorises
// the one request; expired or tampered → 403. The upload streams to disk with its size limit (413),
// then its header is decoded as a picture (uploaded-image.ts; 415): nothing of it is kept when refused.
import { ZBlobUploadResultSchema } from "@gbo/contracts/comics";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors";
import { BlobTooLargeError, isBlobKey } from "./blob-store";
import { BLOB_ROUTE_PREFIX, type FsBlobStore } from "./fs-blob-store";
import { checkUploadedImage } from "./uploaded-image";

export const SIGNED_ADDRESS_REFUSED_MESSAGE =
  "This upload or download address is not valid or has expired. Ask for a new one and try again.";
export const BLOB_NOT_FOUND_MESSAGE = "The file does not exist.";

export type BlobRouteMessages = {
  tooLarge: (maxBytes: number) => string;
  wrongType: (contentTypes: readonly string[]) => string;
};

const ZKeyParamsSchema = z.object({ "*": z.string().max(200).describe("The blob's key") });
const ZSignedQuerySchema = z.object({
  exp: z.string().max(20).describe("Expiry, Unix seconds"),
  signature: z.string().max(100).describe("HMAC-SHA256 of the request, base64url"),
  max: z.string().max(20).optional().describe("Upload: largest body in bytes"),
  types: z.string().max(200).optional().describe("Upload: accepted content types, read from the content"),
  v: z.string().max(40).optional().describe("Download: the object's version (cache busting)"),
});
const TAGS = ["blobs"];

/**
 * Registers the two routes once per app (a second caller is a no-op), in their own scope: the upload's
 * body is read as a raw stream, whatever its Content-Type.
 */
export async function registerFsBlobRoutes(
  instance: FastifyInstance,
  store: FsBlobStore,
  messages: BlobRouteMessages,
): Promise<void> {
  if (instance.hasRoute({ method: "PUT", url: `${BLOB_ROUTE_PREFIX}/*` })) return;
  await instance.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const app = scoped.withTypeProvider<ZodTypeProvider>();

    const verifiedKey = (method: "PUT" | "GET", key: string, query: z.infer<typeof ZSignedQuerySchema>) => {
      if (!isBlobKey(key)) throw new AppError("forbidden", SIGNED_ADDRESS_REFUSED_MESSAGE);
      const verified = store.verify(method, key, query);
      if (!verified.ok) throw new AppError("forbidden", SIGNED_ADDRESS_REFUSED_MESSAGE);
      return verified;
    };

    app.put(
      `${BLOB_ROUTE_PREFIX}/*`,
      {
        config: { public: true },
        schema: {
          tags: TAGS,
          summary:
            "Upload to a signed address (files mode); the body is the file, its type read from its content",
          security: [],
          params: ZKeyParamsSchema,
          querystring: ZSignedQuerySchema,
          response: { 200: ZBlobUploadResultSchema },
        },
      },
      async (request) => {
        const key = request.params["*"];
        const { limits } = verifiedKey("PUT", key, request.query);
        if (!limits) throw new AppError("forbidden", SIGNED_ADDRESS_REFUSED_MESSAGE);
        const declared = Number(request.headers["content-length"]);
        if (Number.isFinite(declared) && declared > limits.maxBytes)
          throw new AppError("payload_too_large", messages.tooLarge(limits.maxBytes));
        let size: number;
        try {
          ({ size } = await store.put(key, request.raw, {
            contentType: "application/octet-stream",
            maxBytes: limits.maxBytes,
          }));
        } catch (error) {
          if (error instanceof BlobTooLargeError)
            throw new AppError("payload_too_large", messages.tooLarge(limits.maxBytes));
          throw error;
        }
        // The type is the decoded picture's, never the client's header.
        const { contentType } = await checkUploadedImage(store, key, {
          size,
          accepted: limits.contentTypes,
          wrongTypeMessage: messages.wrongType(limits.contentTypes),
        });
        const info = await store.setContentType(key, contentType);
        return { size: info.size, contentType };
      },
    );

    app.get(
      `${BLOB_ROUTE_PREFIX}/*`,
      {
        config: { public: true, answers: "application/octet-stream" },
        schema: {
          tags: TAGS,
          summary: "Download from a signed address (files mode): the file with its content type",
          security: [],
          params: ZKeyParamsSchema,
          querystring: ZSignedQuerySchema,
        },
      },
      async (request, reply) => {
        const key = request.params["*"];
        verifiedKey("GET", key, request.query);
        const found = await store.get(key);
        if (!found) throw new AppError("not_found", BLOB_NOT_FOUND_MESSAGE);
        // Cached privately until the address expires; a replaced object gets a new address (its version).
        const maxAge = Math.max(0, Number(request.query.exp) - Math.floor(Date.now() / 1000));
        return reply
          .header("Content-Type", found.info.contentType ?? "application/octet-stream")
          .header("Content-Length", String(found.info.size))
          .header("Cache-Control", `private, max-age=${maxAge}, immutable`)
          .header("Content-Disposition", "inline")
          .send(found.body);
      },
    );
  });
}
