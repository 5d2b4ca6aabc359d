// `npm run admin-password`: sets a new password for the `admin` account from the shell and ends every admin
// session. The password comes from ADMIN_PASSWORD, else from standard input (typed unseen at a terminal,
// twice, or one line piped in). Same DATA_DIR / DATABASE_URL as the server; on the embedded database the
// server must be stopped first (one process per data directory).
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { PASSWORD_MESSAGES, passwordProblems } from "@gbo/domain/account";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { countWorkers, setWorkerPassword } from "../modules/identity/index";

const USER_NAME = "admin";
const say = (message: string) => process.stdout.write(`${message}\n`);
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

/** One line from standard input; at a terminal the characters typed are not echoed. */
function readLine(prompt: string): Promise<string> {
  const isTerminal = process.stdin.isTTY === true;
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: isTerminal });
  if (isTerminal) {
    process.stdout.write(prompt);
    // readline echoes through this method; writing nothing keeps the password off the screen.
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  }
  return new Promise((resolve) => {
    let answered = false;
    lines.once("line", (line) => {
      answered = true;
      if (isTerminal) process.stdout.write("\n");
      lines.close();
      resolve(line);
    });
    lines.once("close", () => {
      if (!answered) resolve("");
    });
  });
}

async function askPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD?.trim();
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readLine("");
  const first = await readLine(`New password for "${USER_NAME}": `);
  const second = await readLine("Type it again: ");
  if (first !== second) fail(PASSWORD_MESSAGES.mismatch);
  return first;
}

const config = loadConfig();
const password = await askPassword();
if (!password) fail("No password given: set ADMIN_PASSWORD, or type it when asked.");
const problems = passwordProblems(password);
if (problems.length > 0) fail(problems.join("\n"));

// Never create an embedded database here: a fresh one would get an admin but never the first start's seed.
if (!config.databaseUrl && !existsSync(path.join(config.dataDir, "pglite", "PG_VERSION")))
  fail(
    `There is no database in ${config.dataDir} yet: start the server once (npm start); it creates "admin".`,
  );

let database: Database;
try {
  database = await openDatabase(config);
} catch (error) {
  if (error instanceof Error && error.name === "DataDirLockedError")
    fail(
      `${error.message}\nStop the server first (Ctrl+C where it runs), then run npm run admin-password again.`,
    );
  throw error;
}
try {
  await migrateDatabase(database);
  if ((await countWorkers(database.db)) === 0)
    fail(`The database has no workers yet: start the server once (npm start); it creates "${USER_NAME}".`);
  const result = await setWorkerPassword({ db: database.db, userName: USER_NAME, password });
  if (result.outcome === "refused") fail(result.problems.join("\n"));
  if (result.outcome === "no such worker") fail(`There is no worker named "${USER_NAME}".`);
  say(`The password of "${USER_NAME}" is set; every session of "${USER_NAME}" has ended.`);
  if (result.outcome === "set" && !result.isActive)
    say(`Note: "${USER_NAME}" is disabled; a manager must activate it before it can sign in.`);
} finally {
  await database.close();
}
