// Writes a migrated, empty PGlite data directory as tar.gz (argument: output file). A first start on an
// empty DATA_DIR copies it instead of running initdb (DESIGN §9: a first start within 10 s).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrateDatabase } from "./migrate";
import { openPglite, pgliteOptions } from "./pglite-database";

const output = process.argv[2];
if (!output) throw new Error("usage: make-pglite-snapshot <output.tar.gz>");
const client = await PGlite.create(pgliteOptions());
const database = openPglite(client);
await migrateDatabase(database);
const dump = await client.dumpDataDir("gzip");
await mkdir(path.dirname(output), { recursive: true });
await writeFile(output, Buffer.from(await dump.arrayBuffer()));
await database.close();
process.stdout.write(`PGlite snapshot written to ${output}\n`);
