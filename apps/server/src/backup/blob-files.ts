// The stored pictures as files (DATA_DIR/blobs, fs-blob-store.ts): copied file by file while the server may
// be writing. Objects and their .meta are renamed into place whole, so each copy is an old or a new
// version, never half of one; half-written uploads in .tmp are skipped, and a file deleted meanwhile is.
import { copyFile, mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";

const SKIPPED_TOP = ".tmp";
/** Content types beside the objects: copied, not counted as pictures. */
const META_TOP = ".meta";

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

/** Copies every blob file under `from` to `to`; answers how many objects (pictures) and their bytes. */
export async function copyBlobFiles(from: string, to: string): Promise<{ files: number; bytes: number }> {
  const copied = { files: 0, bytes: 0 };
  await copyDir(from, to, "", copied);
  return copied;
}

async function copyDir(
  from: string,
  to: string,
  top: string,
  copied: { files: number; bytes: number },
): Promise<void> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of entries) {
    if (top === "" && entry.name === SKIPPED_TOP) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyDir(source, target, top || entry.name, copied);
    else if (entry.isFile()) {
      try {
        await copyFile(source, target);
        if (top === META_TOP) continue;
        copied.files++;
        copied.bytes += (await stat(target)).size;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  }
}

/** Whether `dir` holds any blob file (a restore never mixes pictures into an existing store). */
export async function hasBlobFiles(dir: string): Promise<boolean> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
  return entries.some(
    (entry) => entry.isFile() && !path.relative(dir, entry.parentPath).startsWith(SKIPPED_TOP),
  );
}
