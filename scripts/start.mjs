// `npm start`: build the web app if it was never built, then run the server (which migrates and,
// on an empty embedded database, seeds the demo data set).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!existsSync("apps/web/dist/index.html")) run("npm", ["run", "build", "-w", "apps/web"]);
run("npx", ["tsx", "apps/server/src/main.ts"]);
