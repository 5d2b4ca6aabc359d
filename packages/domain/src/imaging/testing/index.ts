// Real pictures made in code for tests (no binary fixtures): a baseline grey JPEG and an RGB PNG of any
// size, which browsers show (checked in Chromium), with room for extra segments or chunks before the
// picture data. Import as "@gbo/domain/imaging/testing"; nothing in the product uses this.
import { crc32 } from "../crc32";

const concat = (parts: readonly Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** A JPEG marker segment: FF, its code, its length, its body (at most 65,533 bytes). */
export function jpegSegment(code: number, body: Uint8Array | readonly number[]): Uint8Array {
  return concat([Uint8Array.from([0xff, code, ...be16(body.length + 2)]), Uint8Array.from(body)]);
}

/**
 * A grey baseline JPEG of `width` × `height`: every 8×8 block mid-grey, coded with one-code Huffman
 * tables (DC difference 0, then end of block: two bits a block). `before` goes after the JFIF segment,
 * ahead of the tables and the frame header (e.g. a large EXIF segment).
 */
export function jpegPicture(options: { width?: number; height?: number; before?: Uint8Array[] } = {}) {
  const { width = 1, height = 1, before = [] } = options;
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const data = new Uint8Array(Math.ceil((blocks * 2) / 8));
  const bits = blocks * 2;
  // The bits are all 0; the last byte's unused bits are 1s, as the standard pads.
  if (bits % 8 !== 0) data[data.length - 1] = 0xff >> (bits % 8);
  const oneCodeTable = (tableClass: number) => [tableClass, 1, ...new Array(15).fill(0), 0x00];
  return concat([
    Uint8Array.from([0xff, 0xd8]),
    jpegSegment(0xe0, [...ascii("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...before,
    jpegSegment(0xdb, [0, ...new Array(64).fill(1)]),
    jpegSegment(0xc0, [8, ...be16(height), ...be16(width), 1, 1, 0x11, 0]),
    jpegSegment(0xc4, oneCodeTable(0x00)),
    jpegSegment(0xc4, oneCodeTable(0x10)),
    jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]),
    data,
    Uint8Array.from([0xff, 0xd9]),
  ]);
}

/** A PNG chunk: length, type, data, CRC over type and data. */
export function pngChunk(type: string, data: Uint8Array | readonly number[]): Uint8Array {
  const body = concat([ascii(type), Uint8Array.from(data)]);
  return concat([Uint8Array.from(be32(data.length)), body, Uint8Array.from(be32(crc32(body)))]);
}

/** A zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.from([0x78, 0x01])];
  for (let at = 0; at < raw.length || at === 0; at += 65_535) {
    const piece = raw.subarray(at, at + 65_535);
    const isLast = at + 65_535 >= raw.length ? 1 : 0;
    const n = piece.length;
    parts.push(Uint8Array.from([isLast, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), piece);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65_521;
    b = (b + a) % 65_521;
  }
  parts.push(Uint8Array.from(be32(((b << 16) | a) >>> 0)));
  return concat(parts);
}

/** Pictures past this many pixels get a stand-in data stream (the header check never inflates it). */
const REAL_DATA_PIXELS = 1_000_000;

/** A black RGB PNG of `width` × `height`; `before` goes between IHDR and the picture data. */
export function pngPicture(options: { width?: number; height?: number; before?: Uint8Array[] } = {}) {
  const { width = 1, height = 1, before = [] } = options;
  const rows =
    width * height <= REAL_DATA_PIXELS ? new Uint8Array((width * 3 + 1) * height) : new Uint8Array(1);
  return concat([
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", [...be32(width), ...be32(height), 8, 2, 0, 0, 0]),
    ...before,
    pngChunk("IDAT", zlibStored(rows)),
    pngChunk("IEND", []),
  ]);
}
