import { describe, expect, it } from "vitest";
import {
  badImagePathMessage,
  canEditImages,
  IMAGE_EMPTY_MESSAGE,
  IMAGE_NOT_PICTURE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  imageEditClosedMessage,
  imageFileProblem,
  imageFlagOf,
  imageKindsOf,
  imageLogText,
  imagePathOf,
  imageStationProblem,
  MAX_IMAGE_BYTES,
  parseImagePath,
  sniffImageType,
} from "./index";

describe("image paths (workflow §7: {uniqueId}/{cover|sp1..sp4}.jpg)", () => {
  it("reads the unique id and the picture, in any case", () => {
    expect(parseImagePath("26-0A12345-001/cover.jpg")).toEqual({
      orderId: "26-0A12345",
      seq: "001",
      uniqueId: "26-0A12345-001",
      kind: "cover",
    });
    expect(parseImagePath(" 26-0a12345-002/SP4.JPG ")?.kind).toBe("sp4");
    expect(imagePathOf("26-0A12345-001", "sp2")).toBe("26-0A12345-001/sp2.jpg");
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      "cover.jpg",
      "26-0A12345-001/sp5.jpg",
      "26-0A12345-001/cover.png",
      "26-0A12345/cover.jpg",
      "26-0A12345-001/../cover.jpg",
      "26-0A12345-001/cover.jpg/x",
      "../../etc/passwd",
    ]) {
      expect(parseImagePath(bad), bad).toBeNull();
    }
    expect(badImagePathMessage("x/y.gif")).toBe(
      'Invalid image path "x/y.gif": expected {uniqueId}/{cover|sp1..sp4}.jpg, e.g. 26-0A12345-001/cover.jpg.',
    );
  });
});

describe("which picture where", () => {
  it("the cover sets hasImage at Imaging, special pictures hasImageSP at ImagingSP", () => {
    expect(imageFlagOf("cover")).toBe("hasImage");
    expect(imageFlagOf("sp3")).toBe("hasImageSP");
    expect(imageKindsOf(false)).toEqual(["cover"]);
    expect(imageKindsOf(true)).toEqual(["sp1", "sp2", "sp3", "sp4"]);
    expect(imageStationProblem("cover", "Imaging")).toBeNull();
    expect(imageStationProblem("sp1", "ImagingSP")).toBeNull();
    expect(imageStationProblem("cover", "ImagingSP")).toBe(
      "The cover picture is taken at the Imaging station; this comic's tier is at ImagingSP.",
    );
    expect(imageStationProblem("sp2", "Imaging")).toBe(
      "Special pictures (sp1..sp4) are taken at the ImagingSP station; this comic's tier is at Imaging.",
    );
  });

  it("image edit is allowed when days is above 1 (workflow §9)", () => {
    expect(canEditImages(2)).toBe(true);
    expect(canEditImages(1)).toBe(false);
    expect(canEditImages(0)).toBe(false);
    expect(imageEditClosedMessage(1)).toBe(
      "Image edit is allowed only when days is above 1 (this comic has 1).",
    );
  });

  it("logs the upload by picture", () => {
    expect(imageLogText("cover")).toBe("Image uploaded: cover");
  });
});

describe("the file itself: 50 MB, JPEG or PNG by content", () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const text = new TextEncoder().encode("hello, I am a .jpg");

  it("sniffs the signature, not the name", () => {
    expect(sniffImageType(jpeg)).toBe("image/jpeg");
    expect(sniffImageType(png)).toBe("image/png");
    expect(sniffImageType(text)).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it("refuses empty, larger than 50 MB, and non-pictures", () => {
    expect(MAX_IMAGE_BYTES).toBe(52_428_800);
    expect(imageFileProblem({ size: 1000, contentType: "image/jpeg" })).toBeNull();
    expect(imageFileProblem({ size: MAX_IMAGE_BYTES, contentType: "image/png" })).toBeNull();
    expect(imageFileProblem({ size: MAX_IMAGE_BYTES + 1, contentType: "image/png" })).toBe(
      IMAGE_TOO_LARGE_MESSAGE,
    );
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe("The picture is larger than 50 MB.");
    expect(imageFileProblem({ size: 0, contentType: null })).toBe(IMAGE_EMPTY_MESSAGE);
    expect(imageFileProblem({ size: 10, contentType: "text/plain" })).toBe(IMAGE_NOT_PICTURE_MESSAGE);
    expect(imageFileProblem({ size: 10, contentType: null })).toBe("This file is not a JPEG or PNG picture.");
  });
});
