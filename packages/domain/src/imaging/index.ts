// Comic pictures (workflow §2 imaging/imagingsp views, §3 hasImage/hasImageSP, §7 image access, §9
// "image edit allowed when days is above 1"; DESIGN: 50 MB, type checked by content). The server
// enforces these; the browser repeats them for instant feedback.

/** The cover (taken at Imaging) and up to four special pictures (taken at ImagingSP). */
export const IMAGE_KINDS = ["cover", "sp1", "sp2", "sp3", "sp4"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export const SPECIAL_IMAGE_KINDS: readonly ImageKind[] = ["sp1", "sp2", "sp3", "sp4"];

export function isImageKind(text: string): text is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(text);
}

export function isSpecialImageKind(kind: ImageKind): boolean {
  return kind !== "cover";
}

/** The comic flag a picture sets: the cover → hasImage, any special picture → hasImageSP. */
export function imageFlagOf(kind: ImageKind): "hasImage" | "hasImageSP" {
  return kind === "cover" ? "hasImage" : "hasImageSP";
}

/** The station where a picture is taken: the cover at Imaging, special pictures at ImagingSP. */
export function imageStationOf(kind: ImageKind): "Imaging" | "ImagingSP" {
  return kind === "cover" ? "Imaging" : "ImagingSP";
}

/** The pictures a view handles: /imaging the cover, /imagingsp the four special ones. */
export function imageKindsOf(special: boolean): readonly ImageKind[] {
  return special ? SPECIAL_IMAGE_KINDS : ["cover"];
}

export function wrongStationMessage(kind: ImageKind, tierStatus: string): string {
  return kind === "cover"
    ? `The cover picture is taken at the Imaging station; this comic's tier is at ${tierStatus}.`
    : `Special pictures (sp1..sp4) are taken at the ImagingSP station; this comic's tier is at ${tierStatus}.`;
}

/** Null when a picture of `kind` may be uploaded on a tier at `tierStatus`, else why not. */
export function imageStationProblem(kind: ImageKind, tierStatus: string): string | null {
  return imageStationOf(kind) === tierStatus ? null : wrongStationMessage(kind, tierStatus);
}

/** "Image edit allowed when days is above 1" (workflow §9; the comic's days). */
export function canEditImages(days: number): boolean {
  return days > 1;
}

export function imageEditClosedMessage(days: number): string {
  return `Image edit is allowed only when days is above 1 (this comic has ${days}).`;
}

/** The order-log line of a confirmed upload (shown in the comic's history). */
export function imageLogText(kind: ImageKind): string {
  return `Image uploaded: ${kind}`;
}

export function noUploadMessage(kind: ImageKind): string {
  return `No uploaded ${kind} picture to confirm: upload the file first (or again, if its address expired).`;
}

export const IMAGE_PATH_EXAMPLE = "26-0A12345-001/cover.jpg";

export function badImagePathMessage(path: string): string {
  const shown = path.length > 60 ? `${path.slice(0, 60)}…` : path;
  return `Invalid image path "${shown}": expected {uniqueId}/{cover|sp1..sp4}.jpg, e.g. ${IMAGE_PATH_EXAMPLE}.`;
}

export type ParsedImagePath = { orderId: string; seq: string; uniqueId: string; kind: ImageKind };

const IMAGE_PATH = /^(\d{2}-[0-9A-Z]{7})-(\d{3})\/(cover|sp[1-4])\.jpg$/;

/**
 * The §7 image path "{uniqueId}/{cover|sp1..sp4}.jpg" (the unique id in any case; ".jpg" even for a
 * PNG, as the spec names it), or null.
 */
export function parseImagePath(path: string): ParsedImagePath | null {
  const text = path.trim();
  const slash = text.indexOf("/");
  if (slash < 0) return null;
  const normalized = `${text.slice(0, slash).toUpperCase()}${text.slice(slash).toLowerCase()}`;
  const match = IMAGE_PATH.exec(normalized);
  if (!match) return null;
  const [, orderId, seq, kind] = match as unknown as [string, string, string, ImageKind];
  return { orderId, seq, uniqueId: `${orderId}-${seq}`, kind };
}

export function imagePathOf(uniqueId: string, kind: ImageKind): string {
  return `${uniqueId}/${kind}.jpg`;
}

export * from "./image-decode";
export * from "./picture-file";
