// A print job for a printer of a remote host goes through pl in chunks (administration §7, §8 "Chunk
// sending: up to 10 retries, then a logged warning"; §9 4000 characters, 10 retries per chunk).
import { WEBSERVICE_COMMAND_FAILED } from "@gbo/domain/messages";
import { LabelPrinterError } from "./label-printer-error";

export const CHUNK_SIZE = 4000;
export const CHUNK_RETRIES = 10;

export function splitIntoChunks(data: string, size = CHUNK_SIZE): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < data.length; at += size) chunks.push(data.slice(at, at + size));
  return chunks.length > 0 ? chunks : [""];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends each chunk with its index and the count; a chunk that fails is sent again up to 10 times.
 * After that the warning is logged and the job fails: the host cannot print a job with a hole in it.
 */
export async function sendJobInChunks(input: {
  data: string;
  send: (chunk: { chunk: string; chunks: string; data: string }) => Promise<void>;
  retryDelayMs?: number;
  warn: (message: string) => void;
}): Promise<void> {
  const chunks = splitIntoChunks(input.data);
  for (const [index, data] of chunks.entries()) {
    let sent = false;
    for (let attempt = 0; attempt <= CHUNK_RETRIES && !sent; attempt++) {
      if (attempt > 0) await sleep(input.retryDelayMs ?? 200);
      sent = await input
        .send({ chunk: String(index), chunks: String(chunks.length), data })
        .then(() => true)
        .catch(() => false);
    }
    if (!sent) {
      input.warn(`Label job chunk ${index + 1} of ${chunks.length} not sent after ${CHUNK_RETRIES} retries`);
      throw new LabelPrinterError(WEBSERVICE_COMMAND_FAILED);
    }
  }
}
