// The embedded database's part of a backup: asked of the running server over the control socket, else
// taken from the directory opened here under its lock.
import { existsSync } from "node:fs";
import path from "node:path";
import { DataDirLockedError, openPgliteDir } from "../db/pglite-database";
import { requestDatabaseCopy } from "./control-client";
import { controlSocketPath } from "./control-socket";
import { writeDump } from "./take-backup";

/**
 * Writes a gzipped tar of DATA_DIR/pglite to `file`: from the running server when one answers on its
 * control socket, else from the directory opened here (taking its lock, so no server starts meanwhile).
 */
export async function copyEmbeddedDatabase(dataDir: string, file: string): Promise<"server" | "stopped"> {
  if (await requestDatabaseCopy(controlSocketPath(dataDir), file)) return "server";
  const pgliteDir = path.join(dataDir, "pglite");
  if (!existsSync(path.join(pgliteDir, "PG_VERSION")))
    throw new Error(`There is no embedded database in ${dataDir}: check DATA_DIR (or set DATABASE_URL).`);
  let database: Awaited<ReturnType<typeof openPgliteDir>>;
  try {
    database = await openPgliteDir(pgliteDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new Error(
        `${error.message}\nIt does not answer on ${controlSocketPath(dataDir)} (a server still starting, one ` +
          "older than backups, or a command such as admin-password): try again in a moment, or once it has stopped.",
      );
    throw error;
  }
  try {
    await writeDump(database.dumpDataDir as () => Promise<Blob>, file);
  } finally {
    await database.close();
  }
  return "stopped";
}
