import { describe, expect, it } from "vitest";
import {
  IMAGE_EMPTY_MESSAGE,
  IMAGE_NOT_PICTURE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_WINDOW_BYTES,
  type ImageSource,
  MAX_IMAGE_BYTES,
  readImage,
  readImageBytes,
  tooManyPixelsMessage,
  unreadablePictureMessage,
} from "./index";
import { jpegPicture, jpegSegment, pngChunk, pngPicture } from "./testing/index";

const bytes = (...parts: (Uint8Array | readonly number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : [...part])),
  );
const HTML = "<html><body><script>alert(1)</script></body></html>";
const JFIF = jpegSegment(0xe0, bytes("JFIF\0", [1, 1, 0, 0, 1, 0, 1, 0, 0]));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const be32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ihdr = (width: number, height: number, depth = 8, colour = 2) =>
  pngChunk("IHDR", [...be32(width), ...be32(height), depth, colour, 0, 0, 0]);
const JPEG = jpegPicture({ width: 37, height: 21 });
const PNG = pngPicture({ width: 37, height: 21 });
/** Where a JPEG made by jpegPicture starts its frame header (FFC0) and its scan (FFDA). */
const offsetOf = (file: Uint8Array, code: number) =>
  file.findIndex((b, i) => b === 0xff && file[i + 1] === code);
/** The same file with the byte at `at` changed. */
const patched = (file: Uint8Array, at: number, value: number) => {
  const copy = file.slice();
  copy[at] = value;
  return copy;
};

const UNREADABLE_JPEG =
  "This file starts like a JPEG picture but cannot be read as one: it is damaged, cut short or another kind of file. Open it in an image program, save it as JPEG or PNG and upload it again.";
const UNREADABLE_PNG =
  "This file starts like a PNG picture but cannot be read as one: it is damaged, cut short or another kind of file. Open it in an image program, save it as JPEG or PNG and upload it again.";

describe("a picture is a picture: the header decodes (issue 27 point 8)", () => {
  it("takes real JPEG and PNG pictures and reads their size", async () => {
    expect(await readImageBytes(JPEG)).toEqual({
      ok: true,
      image: { contentType: "image/jpeg", width: 37, height: 21 },
    });
    expect(await readImageBytes(PNG)).toEqual({
      ok: true,
      image: { contentType: "image/png", width: 37, height: 21 },
    });
    expect(await readImageBytes(jpegPicture())).toMatchObject({ ok: true, image: { width: 1, height: 1 } });
    // Fill bytes before a marker are allowed (T.81 B.1.1.2).
    const filled = bytes(JPEG.subarray(0, 2), [0xff, 0xff, 0xff], JPEG.subarray(2));
    expect(await readImageBytes(filled)).toMatchObject({ ok: true, image: { width: 37, height: 21 } });
  });

  it("refuses a file that only starts like a picture, with a message a person understands", async () => {
    expect(unreadablePictureMessage("image/jpeg")).toBe(UNREADABLE_JPEG);
    expect(unreadablePictureMessage("image/png")).toBe(UNREADABLE_PNG);
    const cases: [string, Uint8Array, string, string][] = [
      [
        "three bytes FF D8 FF",
        bytes([0xff, 0xd8, 0xff]),
        UNREADABLE_JPEG,
        "the file ends before its picture data",
      ],
      [
        "a JPEG signature, then a web page",
        bytes([0xff, 0xd8, 0xff], HTML),
        UNREADABLE_JPEG,
        "FF3C is not a JPEG marker",
      ],
      [
        "a JFIF header, then a web page",
        bytes([0xff, 0xd8], JFIF, HTML),
        UNREADABLE_JPEG,
        "byte 20 is not a segment marker",
      ],
      [
        "a PNG signature, then a web page",
        bytes(PNG_SIGNATURE, HTML),
        UNREADABLE_PNG,
        "the first chunk is not IHDR",
      ],
      [
        "a PNG header, then a web page",
        bytes(PNG_SIGNATURE, ihdr(10, 10), HTML),
        UNREADABLE_PNG,
        "no chunk at byte 33",
      ],
      [
        "a JPEG cut before its frame header",
        JPEG.subarray(0, offsetOf(JPEG, 0xc0)),
        UNREADABLE_JPEG,
        "the file ends before its picture data",
      ],
      [
        "a JPEG cut right after its scan header",
        JPEG.subarray(0, offsetOf(JPEG, 0xda) + 10),
        UNREADABLE_JPEG,
        "the file ends before its picture data",
      ],
      [
        "a JPEG of width 0",
        patched(patched(JPEG, offsetOf(JPEG, 0xc0) + 7, 0), offsetOf(JPEG, 0xc0) + 8, 0),
        UNREADABLE_JPEG,
        "frame size 0 × 21",
      ],
      [
        "a JPEG of 2 components",
        patched(JPEG, offsetOf(JPEG, 0xc0) + 9, 2),
        UNREADABLE_JPEG,
        "frame with 2 components (1, 3 or 4)",
      ],
      [
        "an arithmetic-coded JPEG",
        patched(JPEG, offsetOf(JPEG, 0xc0) + 1, 0xc9),
        UNREADABLE_JPEG,
        "frame type FFC9 (lossless, hierarchical or arithmetic) is not shown by browsers",
      ],
      [
        "ten thousand empty comments",
        bytes([0xff, 0xd8], ...new Array(10_000).fill(jpegSegment(0xfe, [])), JPEG.subarray(2)),
        UNREADABLE_JPEG,
        "no picture data within 10000 segments",
      ],
      [
        "a second start of image",
        bytes([0xff, 0xd8, 0xff, 0xd8], JPEG.subarray(2)),
        UNREADABLE_JPEG,
        "marker FFD8 before the picture data",
      ],
      [
        "a scan before any frame",
        patched(JPEG, offsetOf(JPEG, 0xc0) + 1, 0xfe),
        UNREADABLE_JPEG,
        "picture data before any frame header",
      ],
      [
        "a scan of a component the frame lacks",
        patched(JPEG, offsetOf(JPEG, 0xda) + 5, 9),
        UNREADABLE_JPEG,
        "scan names a component the frame lacks",
      ],
      ["a PNG whose IHDR fails its CRC", patched(PNG, 20, 99), UNREADABLE_PNG, "IHDR's CRC does not match"],
      [
        "a PNG of height 0",
        bytes(PNG_SIGNATURE, ihdr(10, 0), pngChunk("IEND", [])),
        UNREADABLE_PNG,
        "size 10 × 0",
      ],
      [
        "a PNG of bit depth 3",
        bytes(PNG_SIGNATURE, ihdr(10, 10, 3), pngChunk("IEND", [])),
        UNREADABLE_PNG,
        "bit depth 3 with colour type 2",
      ],
      [
        "a PNG that ends before its data",
        bytes(PNG_SIGNATURE, ihdr(10, 10), pngChunk("IEND", [])),
        UNREADABLE_PNG,
        "the file ends before its picture data",
      ],
      [
        "a PNG with an unknown critical chunk",
        pngPicture({ before: [pngChunk("HTML", bytes(HTML))] }),
        UNREADABLE_PNG,
        "unknown critical chunk HTML",
      ],
      [
        "a palette PNG without its palette",
        bytes(PNG_SIGNATURE, ihdr(1, 1, 8, 3), pngChunk("IDAT", [0x78, 0x01, 1, 0, 0]), pngChunk("IEND", [])),
        UNREADABLE_PNG,
        "palette picture data before its palette",
      ],
      [
        "a PNG whose data is not zlib",
        bytes(PNG_SIGNATURE, ihdr(1, 1), pngChunk("IDAT", bytes(HTML)), pngChunk("IEND", [])),
        UNREADABLE_PNG,
        "the picture data is not a zlib stream",
      ],
    ];
    for (const [name, file, message, detail] of cases)
      expect(await readImageBytes(file), name).toEqual({ ok: false, refusal: "unreadable", message, detail });
  });

  it("refuses empty files, files past 50 MB and files that are no picture at all", async () => {
    expect(await readImageBytes(new Uint8Array(0))).toMatchObject({
      refusal: "empty",
      message: IMAGE_EMPTY_MESSAGE,
    });
    const huge: ImageSource = { size: MAX_IMAGE_BYTES + 1, read: async () => JPEG };
    expect(await readImage(huge)).toMatchObject({ refusal: "too-large", message: IMAGE_TOO_LARGE_MESSAGE });
    for (const file of [bytes("a text file renamed cover.jpg"), bytes("GIF89a"), bytes([0xff, 0xd8])])
      expect(await readImageBytes(file)).toMatchObject({
        refusal: "not-a-picture",
        message: IMAGE_NOT_PICTURE_MESSAGE,
      });
    expect(IMAGE_NOT_PICTURE_MESSAGE).toBe("This file is not a JPEG or PNG picture.");
  });

  it("refuses pictures past 65,535 pixels a side or 268 million pixels", async () => {
    expect(tooManyPixelsMessage(20_000, 20_000)).toBe(
      "This picture is 20,000 × 20,000 pixels; a picture may have at most 65,535 pixels on a side and 268 million pixels in all. Save it smaller and upload it again.",
    );
    expect(await readImageBytes(pngPicture({ width: 20_000, height: 20_000 }))).toEqual({
      ok: false,
      refusal: "too-many-pixels",
      message: tooManyPixelsMessage(20_000, 20_000),
      detail: "20000 × 20000",
    });
    expect(await readImageBytes(pngPicture({ width: 70_000, height: 1 }))).toMatchObject({
      refusal: "too-many-pixels",
    });
    expect(await readImageBytes(pngPicture({ width: 16_383, height: 16_383 }))).toMatchObject({ ok: true });
    expect(await readImageBytes(jpegPicture({ width: 65_535, height: 4_000 }))).toMatchObject({ ok: true });
  });

  it("finds a JPEG's frame header after large EXIF and ICC segments, and a PNG's data after large chunks", async () => {
    const exif = jpegSegment(0xe1, bytes("Exif\0\0", new Uint8Array(65_527)));
    const icc = jpegSegment(0xe2, bytes("ICC_PROFILE\0", new Uint8Array(65_521)));
    const camera = jpegPicture({
      width: 4000,
      height: 6000,
      before: [exif, icc, icc, jpegSegment(0xfe, bytes("a comment"))],
    });
    expect(await readImageBytes(camera)).toMatchObject({ ok: true, image: { width: 4000, height: 6000 } });
    const text = pngChunk("iTXt", new Uint8Array(300_000));
    expect(await readImageBytes(pngPicture({ width: 5, height: 7, before: [text, text] }))).toMatchObject({
      ok: true,
      image: { width: 5, height: 7 },
    });
  });

  it("reads a few windows of a 50 MB picture, never the whole file", async () => {
    const header = jpegPicture({
      width: 8000,
      height: 8000,
      before: [jpegSegment(0xe1, new Uint8Array(65_533))],
    });
    let served = 0;
    const reads: number[] = [];
    // 50 MB of picture data after the header, made up as it is asked for.
    const big: ImageSource = {
      size: MAX_IMAGE_BYTES,
      async read(offset, length) {
        served += length;
        reads.push(offset);
        const out = new Uint8Array(length);
        out.set(header.subarray(offset, offset + length));
        return out;
      },
    };
    expect(await readImage(big)).toMatchObject({ ok: true, image: { width: 8000, height: 8000 } });
    expect(reads).toHaveLength(2);
    expect(served).toBeLessThanOrEqual(2 * IMAGE_WINDOW_BYTES);
  });
});
