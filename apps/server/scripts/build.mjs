// Bundles the server into dist/main.mjs, and the embedded database's worker into dist/pglite-worker.mjs:
// `node dist/main.mjs` starts in about a third of the time tsx needs to load the TypeScript sources (DESIGN
// §9 restart budget). Packages from node_modules stay external; the workspace packages (@gbo/domain,
// @gbo/contracts: TypeScript sources) are bundled in.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const packages = path.resolve(root, "../../packages");

await build({
  // The embedded database runs on its own worker thread (issue 31): its entry is a file of its own, found
  // beside main.mjs at run time.
  entryPoints: [
    { in: path.join(root, "src/main.ts"), out: "main" },
    { in: path.join(root, "src/db/pglite-worker.ts"), out: "pglite-worker" },
  ],
  outdir: path.join(root, "dist"),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // The customer e-mail templates are React components (react-email).
  jsx: "automatic",
  alias: {
    "@gbo/domain": path.join(packages, "domain/src"),
    "@gbo/contracts": path.join(packages, "contracts/src"),
  },
  sourcemap: true,
  logLevel: "info",
});

// The first-start snapshot: a migrated, empty PGlite directory. Rebuilt only when the migrations or the PGlite
// version changed, since making it runs initdb (about 5 s).
const journal = JSON.parse(readFileSync(path.join(root, "src/db/migrations/meta/_journal.json"), "utf8"));
// The package exports no package.json: find it beside its resolved entry point.
const pgliteEntry = fileURLToPath(import.meta.resolve("@electric-sql/pglite"));
const pglitePackage = path.join(pgliteEntry.slice(0, pgliteEntry.lastIndexOf("/dist/")), "package.json");
const pgliteVersion = JSON.parse(readFileSync(pglitePackage, "utf8")).version;
const stamp = JSON.stringify({ migration: journal.entries.at(-1)?.tag, pglite: pgliteVersion });
const snapshot = path.join(root, "dist/pglite-initial.tar.gz");
const stampFile = `${snapshot}.json`;
if (!existsSync(snapshot) || !existsSync(stampFile) || readFileSync(stampFile, "utf8") !== stamp) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "src/db/make-pglite-snapshot.ts", snapshot],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
} else {
  console.log(`PGlite snapshot up to date (${snapshot})`);
}
