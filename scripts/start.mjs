// `npm start`: build the web app if it was never built, bundle the server (a fraction of a second; it
// restarts within the 3 s budget where tsx would not), then run it. The server migrates and, on an empty
// embedded database, seeds the demo data set.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!existsSync("apps/web/dist/index.html")) run("npm", ["run", "build", "-w", "apps/web"]);
run("npm", ["run", "build", "--silent", "-w", "apps/server"]);
run("node", ["--enable-source-maps", "apps/server/dist/main.mjs"]);
