// The one check every uploaded picture passes before anything keeps it (issue 27 point 8): the files
// store's signed PUT runs it as the upload ends, and every confirm step (comic pictures, content
// pictures, any later one) runs it on the staged object, since a bucket cannot check a presigned PUT.
// The domain's readImage decodes the header through a few ranged reads of the stored object (64 KB
// windows; a JPEG's frame header after large EXIF segments is reached by skipping them), so a 50 MB
// upload is never held in memory. A refused object is deleted at once.
import {
  type DecodedImage,
  IMAGE_CONTENT_TYPES,
  IMAGE_NOT_PICTURE_MESSAGE,
  type ImageRefusal,
  type ImageSource,
  readImage,
} from "@gbo/domain/imaging";
import { AppError, type AppErrorCode } from "../../http/errors";
import type { BlobStore } from "./blob-store";

const CODE_OF: Record<ImageRefusal, AppErrorCode> = {
  empty: "bad_request",
  "too-large": "payload_too_large",
  "not-a-picture": "unsupported_media_type",
  unreadable: "unsupported_media_type",
  "too-many-pixels": "unsupported_media_type",
};

/** The stored object as the decoder's source: each read is one ranged read of the store. */
function storedSource(store: BlobStore, key: string, size: number): ImageSource {
  return {
    size,
    read: async (offset, length) => (await store.readRange(key, offset, length)) ?? Buffer.alloc(0),
  };
}

/**
 * The picture stored at `key` (`size` bytes, from the store's head): its type and size when its header
 * decodes as one of `accepted`; otherwise the object is deleted and an AppError says why (400 empty,
 * 413 too large, 415 anything that is not a readable picture; the decoder's finding as exceptionMessage).
 */
export async function checkUploadedImage(
  store: BlobStore,
  key: string,
  options: { size: number; accepted?: readonly string[]; wrongTypeMessage?: string },
): Promise<DecodedImage> {
  const { size, accepted = IMAGE_CONTENT_TYPES, wrongTypeMessage = IMAGE_NOT_PICTURE_MESSAGE } = options;
  const reading = await readImage(storedSource(store, key, size));
  if (reading.ok && accepted.includes(reading.image.contentType)) return reading.image;
  await store.delete(key);
  if (reading.ok) throw new AppError("unsupported_media_type", wrongTypeMessage);
  throw new AppError(CODE_OF[reading.refusal], reading.message, { exceptionMessage: reading.detail });
}
