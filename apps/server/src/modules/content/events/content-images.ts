// The picture of a convention, onsite event or signing. Uploads go through the site part's flow
// (GET /api/data/sas?path={conventions|onsites|signings}/{id}.jpg, PUT, confirm), which sets the record's
// image_path and version; the detail shows it through a short-lived signed address; DELETE …/{id}/image
// is the site part's removal (version checked, the file deleted).
import { contentImagePathOf } from "@gbo/domain/content";
import type { BlobStore } from "../../../integrations/blobs/index";
import { imageUrlOf } from "../site/index";

export type ImageFolder = "conventions" | "onsites" | "signings";

export function imageKeyOf(folder: ImageFolder, id: number): string {
  return contentImagePathOf(folder, id);
}

/** A signed address of the record's picture (a new address per version), or null without one. */
export function pictureUrlOf(
  blobs: BlobStore,
  row: { imagePath: string | null; version: number },
): Promise<string | null> {
  return imageUrlOf(blobs, row.imagePath, row.version);
}
