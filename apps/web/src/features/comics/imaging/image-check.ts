// The browser's instant check of a chosen file, before anything is sent: the domain's rules (50 MB,
// JPEG or PNG read from the file's first bytes, not its name). The server checks again.
import { IMAGE_SNIFF_BYTES, imageFileProblem, sniffImageType } from "@gbo/domain/imaging";

export async function checkImageFile(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  return imageFileProblem({ size: file.size, contentType: sniffImageType(head) });
}
