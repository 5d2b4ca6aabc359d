import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  /** Sender address for outgoing mail. */
  mailFrom: string;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlHours: number;
  publicUrl: string;
  webDist: string;
  /** Migrated empty PGlite directory (tar.gz) a first start copies instead of running initdb; used if present. */
  pgliteSnapshot: string;
  /** Demo data: default on for an embedded database, off for DATABASE_URL unless SEED_DEMO=1. */
  isDemoSeedEnabled: boolean;
  /** Proof-of-work difficulty of the recover captcha; tests lower it so solving takes milliseconds. */
  captcha: { cost: number; counterMin: number; counterMax: number };
  logLevel: string;
  /** Read the client address from X-Forwarded-For (only behind a proxy you run; sign-in throttling uses it). */
  isBehindProxy: boolean;
  /** TLS_CERT_FILE and TLS_KEY_FILE: serve HTTPS with HTTP/2 (HTTP/1.1 still answered). Absent: plain HTTP. */
  tls?: { cert: Buffer; key: Buffer };
  /** When set, GET /metrics asks for `Authorization: Bearer <token>`; absent, it is open (block it at the proxy). */
  metricsToken?: string;
  /** Where pictures (and later label PDFs) are kept. Absent: files under `dataDir/blobs`. */
  blobs?: BlobConfig;
  /** Card and bank payments (issue 12): the built-in test gateway unless PAYMENT_GATEWAY names another. */
  payments: PaymentsConfig;
};

/** PAYMENT_GATEWAY (default 'test'); RECEIPT_PRINTER_URL: the local printer service's receipt address
 * on each worker's machine (the browser posts there). */
export type PaymentsConfig = {
  gateway: string;
  receiptPrinterUrl: string;
  /** Extra settings a real gateway reads (PAYMENT_GATEWAY_* variables, prefix removed). */
  gatewaySettings: Record<string, string>;
};

/**
 * Files (default, no set-up; addresses are this server's, HMAC-signed with a key derived from the token
 * secret) or an S3-compatible bucket (presigned addresses) when BLOB_S3_BUCKET is set.
 */
export type BlobConfig =
  | { kind: "fs"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      /** A non-AWS endpoint (MinIO, R2, a test server); path-style addressing then by default. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Absent: the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profile, role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

type Env = Record<string, string | undefined>;

/** The checkout's root, found from this file whether it runs from src/ (tsx) or from the bundle in dist/. */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "apps", "web"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

const repoRoot = findRepoRoot();

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}

/**
 * The signing key lives outside the repo: from the environment, or generated once into the data directory
 * (mode 600) so restarts keep existing sessions valid.
 */
function loadJwtSecret(env: Env, dataDir: string): Uint8Array {
  const fromEnv = blankToUndefined(env.JWT_SECRET);
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, "jwt-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return new TextEncoder().encode(readFileSync(file, "utf8").trim());
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = positiveInt(env, "PORT", 8080);
  const dataDir = path.resolve(blankToUndefined(env.DATA_DIR) ?? "./data");
  const databaseUrl = blankToUndefined(env.DATABASE_URL);
  const seedDemo = blankToUndefined(env.SEED_DEMO);
  return {
    port,
    host: blankToUndefined(env.HOST) ?? "0.0.0.0",
    dataDir,
    databaseUrl,
    adminPassword: blankToUndefined(env.ADMIN_PASSWORD),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: blankToUndefined(env.MAIL_FROM) ?? "Back office <no-reply@localhost>",
    jwtSecret: loadJwtSecret(env, dataDir),
    accessTokenTtlSeconds: positiveInt(env, "ACCESS_TOKEN_TTL_SECONDS", 900),
    refreshTokenTtlHours: positiveInt(env, "REFRESH_TOKEN_TTL_HOURS", 12),
    publicUrl: (blankToUndefined(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    webDist: path.resolve(blankToUndefined(env.WEB_DIST) ?? path.join(repoRoot, "apps/web/dist")),
    pgliteSnapshot: path.resolve(
      blankToUndefined(env.PGLITE_SNAPSHOT) ?? path.join(repoRoot, "apps/server/dist/pglite-initial.tar.gz"),
    ),
    isDemoSeedEnabled: seedDemo !== undefined ? seedDemo === "1" || seedDemo === "true" : !databaseUrl,
    captcha: { cost: 1000, counterMin: 1000, counterMax: 4000 },
    logLevel: blankToUndefined(env.LOG_LEVEL) ?? "info",
    isBehindProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    metricsToken: blankToUndefined(env.METRICS_TOKEN),
    tls: loadTls(env),
    blobs: loadBlobConfig(env, dataDir),
    payments: loadPaymentsConfig(env),
  };
}

function loadTls(env: Env): AppConfig["tls"] {
  const certFile = blankToUndefined(env.TLS_CERT_FILE);
  const keyFile = blankToUndefined(env.TLS_KEY_FILE);
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new Error("Set both TLS_CERT_FILE and TLS_KEY_FILE to serve HTTPS, or neither.");
  return { cert: readFileSync(certFile), key: readFileSync(keyFile) };
}

function loadPaymentsConfig(env: Env): PaymentsConfig {
  const prefix = "PAYMENT_GATEWAY_";
  const gatewaySettings = Object.fromEntries(
    Object.entries(env)
      .filter(([name, value]) => name.startsWith(prefix) && blankToUndefined(value) !== undefined)
      .map(([name, value]) => [name.slice(prefix.length), value as string]),
  );
  return {
    gateway: blankToUndefined(env.PAYMENT_GATEWAY) ?? "test",
    receiptPrinterUrl: blankToUndefined(env.RECEIPT_PRINTER_URL) ?? "http://localhost:41951/api/receipt",
    gatewaySettings,
  };
}

function loadBlobConfig(env: Env, dataDir: string): BlobConfig {
  const bucket = blankToUndefined(env.BLOB_S3_BUCKET);
  if (!bucket) return { kind: "fs", dir: path.join(dataDir, "blobs") };
  const endpoint = blankToUndefined(env.BLOB_S3_ENDPOINT);
  const pathStyle = blankToUndefined(env.BLOB_S3_FORCE_PATH_STYLE);
  const accessKeyId = blankToUndefined(env.AWS_ACCESS_KEY_ID);
  const secretAccessKey = blankToUndefined(env.AWS_SECRET_ACCESS_KEY);
  return {
    kind: "s3",
    bucket,
    region: blankToUndefined(env.BLOB_S3_REGION) ?? blankToUndefined(env.AWS_REGION) ?? "us-east-1",
    endpoint,
    forcePathStyle:
      pathStyle !== undefined ? pathStyle === "1" || pathStyle === "true" : endpoint !== undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
