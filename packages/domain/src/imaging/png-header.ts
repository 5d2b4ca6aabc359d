// A PNG's header, walked from its signature to its first picture data chunk (PNG spec §5, §11): the
// IHDR chunk first with its CRC, a width and height, a bit depth allowed for its colour type; then
// chunks whose lengths fit the file, no unknown critical chunk, a palette before the data when the
// colour type needs one, and an IDAT whose zlib stream starts as one. Chunks are skipped by their
// length (a large text or profile chunk is never read); the compressed data itself is not inflated.
import type { ByteWindow, HeaderWalk } from "./byte-window";
import { u32 } from "./byte-window";
import { crc32 } from "./crc32";

const SIGNATURE_BYTES = 8;
/** Bit depths allowed per colour type (PNG spec table 11.1). */
const DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const KNOWN_CRITICAL = new Set(["IHDR", "PLTE", "IDAT", "IEND"]);
const MAX_LENGTH = 2 ** 31 - 1;
/** Real files have tens of chunks before their data; past this many, a made-up file is stopped early. */
const MAX_CHUNKS = 10_000;

const typeOf = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
const isChunkType = (type: string) => /^[A-Za-z]{4}$/.test(type);

/** zlib's header (RFC 1950): deflate, a window of at most 32 KB, a check value that divides by 31. */
function isZlibStart(bytes: Uint8Array): boolean {
  const method = bytes[0] ?? 0;
  return (method & 0x0f) === 8 && method >> 4 <= 7 && (method * 256 + (bytes[1] ?? 0)) % 31 === 0;
}

/** Walks the PNG whose 8-byte signature the caller has seen. */
export async function walkPng(bytes: ByteWindow): Promise<HeaderWalk> {
  const cutShort = { damaged: "the file ends before its picture data" };
  const header = await bytes.at(SIGNATURE_BYTES, 25);
  if (!header) return cutShort;
  if (u32(header, 0) !== 13 || typeOf(header, 4) !== "IHDR")
    return { damaged: "the first chunk is not IHDR" };
  if (crc32(header.subarray(4, 21)) !== u32(header, 21)) return { damaged: "IHDR's CRC does not match" };
  const width = u32(header, 8);
  const height = u32(header, 12);
  const [depth = 0, colour = -1, compression, filter, interlace = -1] = header.subarray(16, 21);
  if (width === 0 || height === 0 || width > MAX_LENGTH || height > MAX_LENGTH)
    return { damaged: `size ${width} × ${height}` };
  if (!DEPTHS[colour]?.includes(depth)) return { damaged: `bit depth ${depth} with colour type ${colour}` };
  if (compression !== 0 || filter !== 0 || interlace > 1)
    return { damaged: "unknown compression, filter or interlace" };

  let at = SIGNATURE_BYTES + 25;
  let hasPalette = false;
  for (let chunk = 0; chunk < MAX_CHUNKS; chunk++) {
    const head = await bytes.at(at, 8);
    if (!head) return cutShort;
    const length = u32(head, 0);
    const type = typeOf(head, 4);
    if (length > MAX_LENGTH || !isChunkType(type)) return { damaged: `no chunk at byte ${at}` };
    if (at + 12 + length > bytes.size) return cutShort;
    // An upper-case first letter marks a chunk a decoder must understand.
    if (type[0] === type[0]?.toUpperCase() && !KNOWN_CRITICAL.has(type))
      return { damaged: `unknown critical chunk ${type}` };
    if (type === "IHDR") return { damaged: "a second IHDR" };
    if (type === "IEND") return cutShort;
    if (type === "PLTE") hasPalette = true;
    if (type === "IDAT") {
      if (colour === 3 && !hasPalette) return { damaged: "palette picture data before its palette" };
      const zlib = length >= 2 ? await bytes.at(at + 8, 2) : null;
      if (!zlib || !isZlibStart(zlib)) return { damaged: "the picture data is not a zlib stream" };
      return { width, height };
    }
    at += 12 + length;
  }
  return { damaged: `no picture data within ${MAX_CHUNKS} chunks` };
}
