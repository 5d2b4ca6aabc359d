// What the backup and restore commands read from the environment, as the server reads it (config.ts),
// without loadConfig's side effect of creating a token secret in a directory being restored into.
import path from "node:path";

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => {
  const text = env[name]?.trim();
  return text ? text : undefined;
};

export function dataDirOf(env: Env): string {
  return path.resolve(value(env, "DATA_DIR") ?? "./data");
}

export function databaseUrlOf(env: Env): string | undefined {
  return value(env, "DATABASE_URL");
}

export function backupDirOf(env: Env): string {
  return path.resolve(value(env, "BACKUP_DIR") ?? "./backups");
}

/** Pictures in a bucket are not in DATA_DIR: the bucket's own versioning or replication keeps them. */
export function isBlobStoreInBucket(env: Env): boolean {
  return value(env, "BLOB_S3_BUCKET") !== undefined;
}

/** A positive whole number from a flag or variable; undefined when absent. */
export function positiveCount(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const count = Number(text);
  if (!Number.isInteger(count) || count <= 0) throw new Error(`${name} must be a positive whole number.`);
  return count;
}
