// A failover DATABASE_URL (several hosts, libpq style) backs up and restores like a one-host one: the
// tools are pointed at whichever host is the primary now.
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { countPostgresTables, dumpPostgres } from "./postgres-copy";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "gbo-pgcopy-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("PostgreSQL copy on a failover URL", () => {
  it("finds the primary among the hosts (the first one is down) and dumps it", async () => {
    const single = new URL(inject("postgresUrl"));
    // Port 1 answers nobody: the old primary that is gone.
    const url = `postgres://${single.username}@127.0.0.1:1,${single.host}${single.pathname}?target_session_attrs=read-write`;
    expect(await countPostgresTables(url)).toBeTypeOf("number");
    const file = path.join(dir, "database.pgdump");
    await dumpPostgres(url, file);
    expect((await stat(file)).size).toBeGreaterThan(0);
  });
});
