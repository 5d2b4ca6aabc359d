// Read-mostly answers (queue pages, order summaries) are kept as bytes, plain and gzipped: a 500-row
// queue page is 160 KB of JSON and 9 KB gzipped, and sending the plain bytes to fifty screens cost more
// than anything else in the request. Compressed once when the value is built, never per request.
import { gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

export type JsonBytes = { json: Buffer; gzip: Buffer | null };

/** Below this size gzip saves too little to matter. */
const MIN_GZIP_BYTES = 1024;

export function toJsonBytes(value: unknown): JsonBytes {
  const json = Buffer.from(JSON.stringify(value));
  return { json, gzip: json.length >= MIN_GZIP_BYTES ? gzipSync(json) : null };
}

/**
 * JSON already written as text (partly by PostgreSQL: modules/orders/reads/get-order-summary.ts), compressed
 * only when first sent gzipped: a value built for one answer that never goes out gzipped costs no gzip.
 */
export function lazyJsonBytes(text: string): JsonBytes {
  const json = Buffer.from(text);
  let gzip: Buffer | null | undefined;
  return {
    json,
    get gzip() {
      if (gzip === undefined) gzip = json.length >= MIN_GZIP_BYTES ? gzipSync(json) : null;
      return gzip;
    },
  };
}

/** Whether an Accept-Encoding header allows gzip (by name or `*`, with a nonzero q). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (name !== "gzip" && name !== "*") continue;
    const q = params.find((p) => p.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

export function sendJsonBytes(request: FastifyRequest, reply: FastifyReply, bytes: JsonBytes): FastifyReply {
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  // The header first: a lazily compressed value is compressed only for a client that takes gzip.
  if (acceptsGzip(request.headers["accept-encoding"])) {
    const gzip = bytes.gzip;
    if (gzip) return reply.header("content-encoding", "gzip").send(gzip);
  }
  return reply.send(bytes.json);
}
