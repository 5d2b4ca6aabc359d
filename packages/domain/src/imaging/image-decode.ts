// A picture is a picture (issue 27 point 8): a file is taken only when its header decodes as a JPEG or
// a PNG with a sensible width and height, not when its first bytes merely look like one (three bytes
// FF D8 FF, or a signature followed by a web page). How deep: the header is walked to where the picture
// data starts (jpeg-header.ts, png-header.ts), reading a few windows of the file, never the whole 50 MB;
// the compressed data itself is not decoded (that would cost the server a full decoder's time and
// memory per upload, and a browser shows a picture whose data is partly damaged anyway).
import { bytesSource, byteWindow, type ImageSource } from "./byte-window";
import { walkJpeg } from "./jpeg-header";
import {
  IMAGE_EMPTY_MESSAGE,
  IMAGE_NOT_PICTURE_MESSAGE,
  IMAGE_SNIFF_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  type ImageContentType,
  MAX_IMAGE_BYTES,
  sniffImageType,
} from "./picture-file";
import { walkPng } from "./png-header";

export { IMAGE_WINDOW_BYTES, type ImageSource } from "./byte-window";

/** A JPEG cannot be larger; the same bound for a PNG. */
export const MAX_IMAGE_SIDE = 65_535;
/** 16,383 × 16,383, the bound image libraries (libvips, sharp) keep by default against pixel bombs. */
export const MAX_IMAGE_PIXELS = 16_383 * 16_383;

export type DecodedImage = { contentType: ImageContentType; width: number; height: number };
/** Why a file is refused: empty → 400, too large → 413, the others → 415. */
export type ImageRefusal = "empty" | "too-large" | "not-a-picture" | "unreadable" | "too-many-pixels";
export type ImageReading =
  | { ok: true; image: DecodedImage }
  | { ok: false; refusal: ImageRefusal; message: string /** For the log, not the person. */; detail: string };

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export function unreadablePictureMessage(type: ImageContentType): string {
  const name = type === "image/png" ? "PNG" : "JPEG";
  return `This file starts like a ${name} picture but cannot be read as one: it is damaged, cut short or another kind of file. Open it in an image program, save it as JPEG or PNG and upload it again.`;
}

export function tooManyPixelsMessage(width: number, height: number): string {
  return `This picture is ${grouped(width)} × ${grouped(height)} pixels; a picture may have at most ${grouped(MAX_IMAGE_SIDE)} pixels on a side and ${Math.floor(MAX_IMAGE_PIXELS / 1e6)} million pixels in all. Save it smaller and upload it again.`;
}

const refuse = (refusal: ImageRefusal, message: string, detail: string): ImageReading => ({
  ok: false,
  refusal,
  message,
  detail,
});

/** The one check of an uploaded picture: its size, then its header decoded (see above). */
export async function readImage(source: ImageSource): Promise<ImageReading> {
  if (source.size === 0) return refuse("empty", IMAGE_EMPTY_MESSAGE, "no bytes");
  if (source.size > MAX_IMAGE_BYTES)
    return refuse("too-large", IMAGE_TOO_LARGE_MESSAGE, `${source.size} bytes`);
  const bytes = byteWindow(source);
  const head = await bytes.at(0, Math.min(IMAGE_SNIFF_BYTES, source.size));
  const type = head ? sniffImageType(head) : null;
  if (!type) return refuse("not-a-picture", IMAGE_NOT_PICTURE_MESSAGE, "no JPEG or PNG signature");
  const walk = type === "image/jpeg" ? await walkJpeg(bytes) : await walkPng(bytes);
  if ("damaged" in walk) return refuse("unreadable", unreadablePictureMessage(type), walk.damaged);
  const { width, height } = walk;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
    return refuse("too-many-pixels", tooManyPixelsMessage(width, height), `${width} × ${height}`);
  return { ok: true, image: { contentType: type, width, height } };
}

/** `readImage` over bytes in memory. */
export function readImageBytes(bytes: Uint8Array): Promise<ImageReading> {
  return readImage(bytesSource(bytes));
}
