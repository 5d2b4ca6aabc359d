import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "./client";
import { openPgliteDir } from "./pglite-database";

describe("embedded database from the first-start snapshot", () => {
  let workDir: string;
  let snapshot: string;
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "gbo-pglite-"));
    const source = await PGlite.create();
    await source.exec("create table marker (note text); insert into marker values ('from the snapshot');");
    snapshot = path.join(workDir, "initial.tar.gz");
    await writeFile(snapshot, Buffer.from(await (await source.dumpDataDir("gzip")).arrayBuffer()));
    await source.close();
  }, 120_000);
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it("fills a brand-new directory from the snapshot, keeps its writes, and ignores the snapshot afterwards", async () => {
    const dir = path.join(workDir, "data", "pglite");
    const first = await openPgliteDir(dir, { initialSnapshot: snapshot });
    expect(await queryRows(first.db, sql`select note from marker`)).toEqual([{ note: "from the snapshot" }]);
    await first.db.execute(sql`insert into marker values ('written later')`);
    await first.close();

    const reopened = await openPgliteDir(dir, { initialSnapshot: snapshot });
    const notes = await queryRows<{ note: string }>(reopened.db, sql`select note from marker order by note`);
    expect(notes.map((row) => row.note)).toEqual(["from the snapshot", "written later"]);
    await reopened.close();
  }, 120_000);
});
