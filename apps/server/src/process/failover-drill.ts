// `npm run failover-drill`: the failover drill on this machine's PostgreSQL binaries (failover-scenario.ts),
// printed for an operator; exits 1 when an acknowledged write was lost or saved twice, or writes never
// came back. PG_BIN names another PostgreSQL's bin directory (default Debian's newest).
import { runFailoverScenario } from "./failover-scenario";

const report = await runFailoverScenario({
  primaryPort: Number(process.env.DRILL_PRIMARY_PORT ?? 55443),
  standbyPort: Number(process.env.DRILL_STANDBY_PORT ?? 55444),
  serverPort: Number(process.env.DRILL_SERVER_PORT ?? 4841),
  promoteAfterMs: Number(process.env.DRILL_PROMOTE_AFTER_MS ?? 1000),
  rebuildOldPrimary: true,
  log: (line) => console.log(line),
});
const isSafe =
  report.lost.length === 0 &&
  report.duplicated.length === 0 &&
  report.outageMs !== undefined &&
  report.rebuild?.holdsEverything === true;
if (!isSafe) console.log(`server output (end):\n${report.serverOutput.slice(-4000)}`);
console.log(isSafe ? "PASS: nothing acknowledged was lost." : "FAIL: see above.");
process.exitCode = isSafe ? 0 : 1;
