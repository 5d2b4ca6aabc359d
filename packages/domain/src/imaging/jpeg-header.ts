// A JPEG's header, walked from its start-of-image marker to the start of its picture data (ITU T.81
// annex B): every segment a marker and a length that fits the file, exactly one frame header with a
// width, a height and 1, 3 or 4 components, then a scan header naming the frame's components, then
// data. The segments between are skipped by their length, so a frame header after large APPn segments
// (EXIF with its thumbnail, ICC profiles, XMP: up to 64 KB each) is found without reading them. The
// picture data itself is not decoded: a file that reaches it is as readable as the header can show.
import type { ByteWindow, HeaderWalk } from "./byte-window";
import { u16 } from "./byte-window";

/** Baseline, extended and progressive Huffman frames: what every browser shows. */
const SHOWN_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** The other frame types (lossless, hierarchical, arithmetic): valid JPEG that browsers do not show. */
const OTHER_FRAMES = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const START_OF_SCAN = 0xda;
/** The one marker without a length before a scan; RSTn, SOI and EOI there mean a broken file. */
const TEM = 0x01;
/** Real files have tens of segments; a walk past this many steps is a made-up file, stopped early. */
const MAX_STEPS = 10_000;

const hex = (code: number) => `FF${code.toString(16).toUpperCase().padStart(2, "0")}`;

type Frame = { width: number; height: number; components: number[] };

function readFrame(code: number, body: Uint8Array): Frame | { damaged: string } {
  if (OTHER_FRAMES.has(code))
    return {
      damaged: `frame type ${hex(code)} (lossless, hierarchical or arithmetic) is not shown by browsers`,
    };
  const precision = body[0];
  const height = u16(body, 1);
  const width = u16(body, 3);
  const count = body[5] ?? 0;
  if (precision !== 8) return { damaged: `frame precision ${precision} bits (browsers show 8)` };
  if (width === 0 || height === 0) return { damaged: `frame size ${width} × ${height}` };
  if (![1, 3, 4].includes(count)) return { damaged: `frame with ${count} components (1, 3 or 4)` };
  if (body.length !== 6 + 3 * count) return { damaged: "frame header length does not match its components" };
  const components: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = 6 + 3 * i;
    const sampling = body[at + 1] ?? 0;
    const horizontal = sampling >> 4;
    const vertical = sampling & 0x0f;
    if (horizontal < 1 || horizontal > 4 || vertical < 1 || vertical > 4 || (body[at + 2] ?? 0) > 3)
      return { damaged: `frame component ${i + 1} has impossible sampling or table` };
    components.push(body[at] ?? 0);
  }
  return { width, height, components };
}

function scanProblem(frame: Frame, body: Uint8Array): string | null {
  const count = body[0] ?? 0;
  if (count < 1 || count > frame.components.length) return `scan of ${count} components`;
  if (body.length !== 4 + 2 * count) return "scan header length does not match its components";
  for (let i = 0; i < count; i++)
    if (!frame.components.includes(body[1 + 2 * i] ?? -1)) return "scan names a component the frame lacks";
  return null;
}

/** Walks the JPEG whose first two bytes (FFD8) the caller has seen. */
export async function walkJpeg(bytes: ByteWindow): Promise<HeaderWalk> {
  const cutShort = { damaged: "the file ends before its picture data" };
  let frame: Frame | null = null;
  let at = 2;
  for (let step = 0; step < MAX_STEPS; step++) {
    const lead = await bytes.at(at, 1);
    if (!lead) return cutShort;
    if (lead[0] !== 0xff) return { damaged: `byte ${at} is not a segment marker` };
    // Any number of FF fill bytes may precede the marker's code.
    let code = 0xff;
    while (code === 0xff && step++ < MAX_STEPS) {
      at += 1;
      const next = await bytes.at(at, 1);
      if (!next) return cutShort;
      code = next[0] as number;
    }
    if (code === 0xff) break;
    at += 1;
    if (code === TEM) continue;
    // FF02..FFBF are reserved: no encoder writes them.
    if (code < 0xc0) return { damaged: `${hex(code)} is not a JPEG marker` };
    if (code >= 0xd0 && code <= 0xd9) return { damaged: `marker ${hex(code)} before the picture data` };
    const lengthBytes = await bytes.at(at, 2);
    if (!lengthBytes) return cutShort;
    const length = u16(lengthBytes, 0);
    if (length < 2) return { damaged: `segment ${hex(code)} has length ${length}` };
    if (at + length > bytes.size) return cutShort;
    const isFrame = SHOWN_FRAMES.has(code) || OTHER_FRAMES.has(code);
    if (isFrame || code === START_OF_SCAN) {
      const body = await bytes.at(at + 2, length - 2);
      if (!body) return cutShort;
      if (isFrame) {
        if (frame) return { damaged: "a second frame header" };
        const read = readFrame(code, body);
        if ("damaged" in read) return read;
        frame = read;
      } else {
        if (!frame) return { damaged: "picture data before any frame header" };
        const problem = scanProblem(frame, body);
        if (problem) return { damaged: problem };
        if (at + length >= bytes.size) return cutShort;
        return { width: frame.width, height: frame.height };
      }
    }
    at += length;
  }
  return { damaged: `no picture data within ${MAX_STEPS} segments` };
}
