// A manga's label code as the write routes take it (issue 29 point 4): one of the codes the labels print
// (the domain's MANGA_LABEL_CODES), or "" for none, which the domain answers with 'Please enter the manga
// label code.' on a manga. Reads stay plain strings: a stored code outside the list (older data) must
// still read, and its label is then listed as not printable.
import { MANGA_LABEL_CODE_UNKNOWN, MANGA_LABEL_CODES } from "@gbo/domain/labels";
import { z } from "zod";

export const ZMangaLabelCodeSchema = z
  .enum(["", ...MANGA_LABEL_CODES], { error: MANGA_LABEL_CODE_UNKNOWN })
  .describe(`One of ${MANGA_LABEL_CODES.join(", ")} (the label stock it prints on); "" or null for none`);
