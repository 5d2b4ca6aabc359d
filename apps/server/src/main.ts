// The process: configuration, database (migrated), first-start seed, HTTP server.
import { startBackupServices } from "./backup/backup-services";
import { loadConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { startAuthPruning } from "./modules/identity/index";
import { seedOnStart } from "./seed/seed-on-start";

const started = performance.now();
const elapsed = () => `${Math.round(performance.now() - started)} ms`;
const say = (message: string) => process.stdout.write(`${message}\n`);

const config = loadConfig();
// Open the database while the HTTP modules load: a restart must answer within 3 s (DESIGN §9).
const opening = openDatabase(config).catch((error: unknown) => exitOnLockedDataDir(error));
const { buildApp } = await import("./app");
const database = await opening;
say(
  `database: ${database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}/pglite` : "PostgreSQL"} (${elapsed()})`,
);
await migrateDatabase(database);
say(`migrations applied (${elapsed()})`);
const seeded = await seedOnStart(database, config, say);

const app = await buildApp({ config, database });
app.context.mail.start();
const stopPruning = startAuthPruning(database.db, (error) => app.log.warn({ err: error }, "pruning failed"));
// The control socket `npm run backup` asks for the embedded database's copy; scheduled backups.
const backups = await startBackupServices({ ...config, database, log: app.log });

let isStopping = false;
const stop = async (signal: string, exitCode = 0) => {
  if (isStopping) return;
  isStopping = true;
  app.log.info({ signal }, "shutting down");
  stopPruning();
  await backups.stop();
  await app.close();
  await database.close();
  process.exit(exitCode);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  process.stderr.write(
    code === "EADDRINUSE"
      ? `Port ${config.port} is already in use: stop what listens there or set PORT.\n`
      : `Could not listen on ${config.host}:${config.port}: ${String(error)}\n`,
  );
  await stop("listen failed", 1);
}
const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
say(`Back office ready at http://${shownHost}:${config.port} (started in ${elapsed()})`);
if (seeded.isDemoSeeded) say("Demo data seeded: sign in as e.g. shipping / shipping-demo-pass (see README).");
if (seeded.generatedAdminPassword) say('The password of "admin" was shown above, before the server started.');

/** A second process on one embedded data directory: say who holds it and stop, before touching anything. */
function exitOnLockedDataDir(error: unknown): Database {
  if (error instanceof Error && error.name === "DataDirLockedError") {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
