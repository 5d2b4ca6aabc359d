// The server's test suite with its embedded databases on the worker thread (issue 31), to prove the worker
// equivalent to the in-process PGlite: `npx vitest run -c src/db/pglite-worker/suite.config.ts <files>`
// from apps/server.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mergeConfig, type Plugin } from "vitest/config";
import base from "../../../vitest.config";

const here = path.dirname(fileURLToPath(import.meta.url));
const harness = path.resolve(here, "../../test/database.ts");
const onWorker = path.resolve(here, "test-database.ts");

/** Every import of the harness's database module gets the worker's, but that module's own import. */
const harnessOnWorker: Plugin = {
  name: "pglite-worker-suite",
  enforce: "pre",
  async resolveId(source, importer, options) {
    if (!importer || importer === onWorker || !source.includes("database")) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === harness ? onWorker : null;
  },
};

export default mergeConfig(base, { root: path.resolve(here, "../../.."), plugins: [harnessOnWorker] });
