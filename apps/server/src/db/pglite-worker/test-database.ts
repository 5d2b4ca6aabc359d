// The test harness's databases with every embedded one on the worker thread: `suite.config.ts` puts this
// module in place of src/test/database.ts, so the server's own int tests prove the worker equivalent to
// the in-process PGlite they normally run on.
import { readFile } from "node:fs/promises";
import { openTestDatabase as openInProcess } from "../../test/database";
import { openPgliteWorker } from "../pglite-database";

export * from "../../test/database";

export async function openTestDatabase(source: Parameters<typeof openInProcess>[0]) {
  if (source.postgresUrl || !source.pgliteSnapshot) return openInProcess(source);
  const database = await openPgliteWorker({ loadDataDir: await readFile(source.pgliteSnapshot) });
  return { database, drop: () => database.close() };
}
