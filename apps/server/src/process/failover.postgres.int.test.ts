// A lost machine loses nothing acknowledged (issue 31 point 4): a real server process on a primary with a
// synchronous standby (DATABASE_URL lists both, target_session_attrs=read-write) keeps writing through
// HTTP while the primary's machine is lost and the standby promoted. It needs PostgreSQL's own programs
// (initdb, pg_basebackup, pg_ctl; run as the postgres OS user under root), so it runs in the PostgreSQL
// suite only (vitest.config.ts); `npm run failover-drill` runs the same scenario and prints it.
import { describe, expect, it } from "vitest";
import { DATABASE_UNREACHABLE_MESSAGE } from "../db/pg-connection-errors";
import { type FailoverReport, runFailoverScenario, summarize } from "./failover-scenario";

describe("failover to a synchronous standby", () => {
  it("answers again within seconds, every acknowledged write is on the new primary once, and the old one rejoins", async () => {
    const report: FailoverReport = await runFailoverScenario({
      primaryPort: 55441,
      standbyPort: 55442,
      serverPort: 4840,
      promoteAfterMs: 1000,
      rebuildOldPrimary: true,
    });
    const context = `${summarize(report)}\n${report.serverOutput.slice(-2000)}`;

    // Writes came back on their own: the server found the promoted standby without a restart.
    expect(report.outageMs, context).toBeDefined();
    expect(report.afterPromotionMs, context).toBeLessThan(8000);
    const acknowledged = report.answers.filter((answer) => answer.status === 200);
    expect(acknowledged.filter((answer) => answer.startedAt > report.promotedAt).length).toBeGreaterThan(5);

    // Synchronous replication: nothing answered 200 is missing, nothing landed twice.
    expect(report.lost, context).toEqual([]);
    expect(report.duplicated, context).toEqual([]);

    // A write that failed said so clearly (its fate unknown), never a bare 500 or a hang.
    for (const failed of report.answers.filter((answer) => answer.status !== 200)) {
      expect(failed.status, context).toBe(503);
      expect(failed.message).toBe(DATABASE_UNREACHABLE_MESSAGE);
    }
    expect(report.serverOutput).not.toMatch(/Unhandled 'error' event/);

    // Live screens keep working: the LISTEN session followed the primary too.
    expect(report.isListeningOnNewPrimary, context).toBe(true);

    // The runbook's last step: the lost primary, rewound, is the new primary's synchronous standby.
    expect(report.rebuild?.holdsEverything, context).toBe(true);
  }, 120_000);
});
