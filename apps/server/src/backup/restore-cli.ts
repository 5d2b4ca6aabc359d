// `npm run restore -- <backup folder> [--data-dir DIR]`: puts a backup made by `npm run backup` into a data
// directory (default DATA_DIR) that has no database and no pictures yet, and for a PostgreSQL backup into
// the empty database DATABASE_URL names. Refuses a directory a server is running on.
import path from "node:path";
import { parseArgs } from "node:util";
import { databaseUrlOf, dataDirOf } from "./backup-settings";
import { restoreBackup } from "./restore-backup";

const say = (message: string) => process.stdout.write(`${message}\n`);

try {
  const { values, positionals } = parseArgs({
    options: { "data-dir": { type: "string" } },
    allowPositionals: true,
  });
  const backup = positionals[0];
  if (!backup || positionals.length > 1)
    throw new Error("Usage: npm run restore -- <backup folder> [--data-dir DIR]");
  const dataDir = values["data-dir"] ? path.resolve(values["data-dir"]) : dataDirOf(process.env);
  const databaseUrl = databaseUrlOf(process.env);
  const manifest = await restoreBackup({ backupDir: path.resolve(backup), dataDir, databaseUrl });
  say(`Restored the backup of ${manifest.createdAt} into ${dataDir}`);
  say(
    manifest.database === "pglite"
      ? `  database: embedded, in ${path.join(dataDir, "pglite")}`
      : "  database: restored into DATABASE_URL with pg_restore",
  );
  say(`  pictures: ${manifest.blobFiles} files`);
  say(
    `Start the server with DATA_DIR=${dataDir}${manifest.database === "postgres" ? " and that DATABASE_URL" : ""}.`,
  );
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
