// LISTEN/NOTIFY, which live queues and every read cache rely on: notifications arrive, and on
// PostgreSQL a killed listening connection comes back by itself and says so (`onGap`), since whatever
// was notified meanwhile is lost. PGlite runs in this process and has no connection to lose.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/index";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("LISTEN", () => {
  it("delivers notifications, and on PostgreSQL survives a killed listening connection, reporting the gap", async () => {
    const received: string[] = [];
    let gaps = 0;
    const stop = await ctx.database.listen(
      "gbo_listen_test",
      (payload) => received.push(payload),
      () => {
        gaps += 1;
      },
    );
    await ctx.database.notify("gbo_listen_test", "one");
    await expect.poll(() => received).toEqual(["one"]);

    if (ctx.database.kind === "postgres") {
      await ctx.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
      );
      await expect.poll(() => gaps, { timeout: 5000 }).toBe(1);
      await ctx.database.notify("gbo_listen_test", "two");
      await expect.poll(() => received).toEqual(["one", "two"]);
    } else {
      expect(gaps).toBe(0);
    }
    await stop();
  });
});
