import { IMAGE_NOT_PICTURE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from "@gbo/domain/imaging";
import { describe, expect, it } from "vitest";
import { checkImageFile } from "./image-check";
import { uploadErrorText } from "./imaging-api";

const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** A Blob that says it is `size` bytes without holding them. */
function sized(head: Uint8Array<ArrayBuffer>, size: number): Blob {
  const blob = new Blob([head]);
  return { size, slice: (start: number, end: number) => blob.slice(start, end) } as unknown as Blob;
}

describe("the chosen file, checked before upload", () => {
  it("takes a JPEG by its bytes, whatever its name", async () => {
    expect(await checkImageFile(new File([JPEG_HEAD], "scan.png"))).toBeNull();
  });

  it("refuses a text file named .jpg and a file past 50 MB", async () => {
    expect(await checkImageFile(new File(["just text"], "cover.jpg", { type: "image/jpeg" }))).toBe(
      IMAGE_NOT_PICTURE_MESSAGE,
    );
    expect(await checkImageFile(sized(JPEG_HEAD, MAX_IMAGE_BYTES + 1))).toBe(IMAGE_TOO_LARGE_MESSAGE);
  });
});

describe("an upload's refusal", () => {
  it("reads our JSON message, a bucket's XML message, or says what happened", () => {
    expect(uploadErrorText(415, JSON.stringify({ message: "This file is not a JPEG or PNG picture." }))).toBe(
      "This file is not a JPEG or PNG picture.",
    );
    expect(
      uploadErrorText(403, "<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>"),
    ).toBe("Request has expired");
    expect(uploadErrorText(0, "")).toBe("The upload did not finish. Check the connection and try again.");
    expect(uploadErrorText(502, "Bad gateway")).toBe("The upload was refused (502).");
  });
});
