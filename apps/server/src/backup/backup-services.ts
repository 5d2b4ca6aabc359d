// What the running server does for backups: answers `npm run backup` on the control socket (embedded
// database only) and, when BACKUP_EVERY_HOURS is set, takes backups itself on a timer into BACKUP_DIR,
// keeping the newest BACKUP_KEEP. With several servers on one PostgreSQL, set the timer on one of them.
import type { Database } from "../db/client";
import { backupDirOf, positiveCount } from "./backup-settings";
import { startControlSocket } from "./control-socket";
import { takeBackup, writeDump } from "./take-backup";

type Log = {
  info: (data: object, message: string) => void;
  warn: (data: object, message: string) => void;
  error: (data: object, message: string) => void;
};

/** The longest a Node timer waits (about 24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

export async function startBackupServices(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  database: Database;
  log: Log;
  env?: Record<string, string | undefined>;
}): Promise<{ stop: () => Promise<void> }> {
  const { dataDir, databaseUrl, database, log, env = process.env } = options;
  const everyHours = Number(env.BACKUP_EVERY_HOURS?.trim() || 0);
  if (!Number.isFinite(everyHours) || everyHours < 0)
    throw new Error(`BACKUP_EVERY_HOURS must be a positive number of hours, got "${env.BACKUP_EVERY_HOURS}"`);
  const keep = positiveCount(env.BACKUP_KEEP, "BACKUP_KEEP");
  const dumpDataDir = database.dumpDataDir;
  let control: { close: () => Promise<void> } | null = null;
  if (dumpDataDir) {
    try {
      control = await startControlSocket({ dataDir, dumpDataDir, log });
    } catch (error) {
      // A data directory path too long for a socket name, say: the server still serves.
      log.warn(
        { err: error },
        "no control socket: `npm run backup` cannot copy the database while this runs",
      );
    }
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;
  if (everyHours > 0) {
    const backupRoot = backupDirOf(env);
    const runOnce = async () => {
      try {
        const result = await takeBackup({
          source: {
            dataDir,
            databaseUrl,
            copyEmbeddedDatabase: async (file) => {
              if (dumpDataDir) await writeDump(dumpDataDir, file);
            },
          },
          backupRoot,
          keep,
        });
        log.info({ dir: result.dir, pruned: result.pruned }, "scheduled backup written");
      } catch (error) {
        log.error({ err: error }, "scheduled backup failed");
      }
    };
    const schedule = () => {
      if (isStopped) return;
      timer = setTimeout(
        () => {
          running = runOnce().finally(schedule);
        },
        Math.min(everyHours * 3_600_000, MAX_DELAY_MS),
      );
      timer.unref();
    };
    schedule();
  }
  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running;
      await control?.close();
    },
  };
}
