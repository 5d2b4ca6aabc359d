// `npm run backup [-- <folder>] [--keep N]`: a consistent backup of this installation, also while the
// server runs (it copies the embedded database for us over DATA_DIR/control.sock). Written into the folder
// given, else BACKUP_DIR, else ./backups, as gbo-<UTC time>/; --keep (or BACKUP_KEEP) deletes the oldest
// backups there beyond that count. Same DATA_DIR / DATABASE_URL as the server.
import { parseArgs } from "node:util";
import { backupDirOf, databaseUrlOf, dataDirOf, isBlobStoreInBucket, positiveCount } from "./backup-settings";
import { copyEmbeddedDatabase } from "./embedded-copy";
import { takeBackup } from "./take-backup";

const say = (message: string) => process.stdout.write(`${message}\n`);

try {
  const { values, positionals } = parseArgs({
    options: { keep: { type: "string" } },
    allowPositionals: true,
  });
  if (positionals.length > 1) throw new Error("Usage: npm run backup -- [folder] [--keep N]");
  const keep = positiveCount(values.keep ?? process.env.BACKUP_KEEP, "--keep (BACKUP_KEEP)");
  const dataDir = dataDirOf(process.env);
  const databaseUrl = databaseUrlOf(process.env);
  let copiedFrom = "PostgreSQL (pg_dump)";
  const result = await takeBackup({
    source: {
      dataDir,
      databaseUrl,
      copyEmbeddedDatabase: async (file) => {
        copiedFrom =
          (await copyEmbeddedDatabase(dataDir, file)) === "server"
            ? "the running server"
            : "the stopped data directory";
      },
    },
    backupRoot: positionals[0] ?? backupDirOf(process.env),
    keep,
  });
  const { manifest } = result;
  say(`Backup written: ${result.dir}`);
  say(`  database: copied from ${copiedFrom}`);
  say(`  pictures: ${manifest.blobFiles} files, ${(manifest.blobBytes / 1024 / 1024).toFixed(1)} MB`);
  if (isBlobStoreInBucket(process.env))
    say("  note: pictures are kept in the S3 bucket (BLOB_S3_BUCKET), not in this backup.");
  for (const name of result.pruned) say(`  deleted the old backup ${name} (keeping ${keep})`);
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
