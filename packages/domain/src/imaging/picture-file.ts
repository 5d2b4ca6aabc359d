// The picture file itself (DESIGN: 50 MB, type checked by content): its size and its type read from its
// first bytes. The browser's instant check; the server decodes the whole header (image-decode.ts).

export const MAX_IMAGE_MB = 50;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** What a picture may be, read from its bytes (never from its name or the browser's word). */
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png"] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const IMAGE_TOO_LARGE_MESSAGE = `The picture is larger than ${MAX_IMAGE_MB} MB.`;
export const IMAGE_NOT_PICTURE_MESSAGE = "This file is not a JPEG or PNG picture.";
export const IMAGE_EMPTY_MESSAGE = "The file is empty.";

/** How many leading bytes `sniffImageType` needs. */
export const IMAGE_SNIFF_BYTES = 8;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * JPEG or PNG from a file's first bytes (its signature), or null. The browser's instant check only: a
 * signature followed by anything passes it, so the server decodes the header (`readImage`) as well.
 */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b))
    return "image/png";
  return null;
}

export function isImageContentType(type: string | null | undefined): type is ImageContentType {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(type ?? "");
}

/** A file about to be uploaded (or an object just stored): null when fine, else the message. */
export function imageFileProblem(file: { size: number; contentType: string | null }): string | null {
  if (file.size === 0) return IMAGE_EMPTY_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  if (!isImageContentType(file.contentType)) return IMAGE_NOT_PICTURE_MESSAGE;
  return null;
}
