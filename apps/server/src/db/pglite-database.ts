import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { type Database, type Db, INT8_OID, int8AsNumber } from "./client";
import * as schema from "./schema/index";

export async function openPgliteDir(dir: string): Promise<Database> {
  return openPglite(await PGlite.create(dir, { parsers: pgliteParsers() }));
}

/** Wraps an already opened PGlite (tests open one from a migrated snapshot). */
export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    // PGlite is a single connection inside this process: nothing else can migrate concurrently.
    withMigrationLock: (fn) => fn(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function pgliteParsers() {
  return { [INT8_OID]: int8AsNumber };
}
