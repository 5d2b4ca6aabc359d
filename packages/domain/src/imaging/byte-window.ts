// Reading a stored file's header without holding the file: the decoders ask for a few bytes at a time
// at any offset, and this keeps one window of the file so that a header's small segments cost one read.
// A large segment (a JPEG's 64 KB EXIF thumbnail, a PNG's text chunk) is skipped by moving the window,
// never by reading what it holds.

/** Where the bytes come from: a stored object's ranged read, a browser File's slice, a buffer. */
export type ImageSource = {
  size: number;
  /** The bytes [offset, offset + length); the source never gets a range past `size`. */
  read(offset: number, length: number): Promise<Uint8Array>;
};

/** One read fetches this much: a typical JPEG's or PNG's whole header, up to its picture data. */
export const IMAGE_WINDOW_BYTES = 64 * 1024;

export type ByteWindow = {
  readonly size: number;
  /** `length` bytes at `offset`, or null when the file ends first (cut short). */
  at(offset: number, length: number): Promise<Uint8Array | null>;
};

export function byteWindow(source: ImageSource, windowBytes = IMAGE_WINDOW_BYTES): ByteWindow {
  let start = 0;
  let held: Uint8Array = new Uint8Array(0);
  return {
    size: source.size,
    async at(offset, length) {
      if (offset < 0 || offset + length > source.size) return null;
      if (offset < start || offset + length > start + held.length) {
        start = offset;
        held = await source.read(offset, Math.min(Math.max(length, windowBytes), source.size - offset));
        // A source that answers short (an object replaced meanwhile) reads as a file cut short.
        if (held.length < length) return null;
      }
      return held.subarray(offset - start, offset - start + length);
    },
  };
}

/** A source over bytes already in memory (tests; a small file the browser has read). */
export function bytesSource(bytes: Uint8Array): ImageSource {
  return { size: bytes.length, read: async (offset, length) => bytes.subarray(offset, offset + length) };
}

export const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
export const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

/** What a format's header walk finds: the picture's size, or why the file is not a readable picture. */
export type HeaderWalk = { width: number; height: number } | { damaged: string };
