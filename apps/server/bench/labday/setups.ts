// The two scales' databases: the small lab on its own embedded data directory, the largest grader on
// PostgreSQL (gbo_bench, or LABDAY_PG_DB for another such as a ten-year one).
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "../../src/db/client";
import { openPgliteDir } from "../../src/db/pglite-database";
import { openPostgres } from "../../src/db/postgres-database";
import { LARGEST_GRADER, type LabScale, SMALL_LAB } from "./load-model";

export const LABDAY_DIR = process.env.LABDAY_PGLITE_DIR ?? path.join(tmpdir(), "gbo-bench-labday");
const PG_DB = process.env.LABDAY_PG_DB ?? process.env.BENCH_DB ?? "gbo_bench";
const PG_URL = `postgres://postgres@127.0.0.1:5432/${PG_DB}`;

export type LabdaySetup = {
  key: "small" | "largest";
  label: string;
  scale: LabScale;
  /** Orders the data set holds (made once when fewer). */
  orders: number;
  open: () => Promise<Database>;
  /** The server's database settings. */
  env: Record<string, string>;
  isPostgres: boolean;
};

export const LABDAY_SETUPS: LabdaySetup[] = [
  {
    key: "small",
    label: "small lab (embedded PGlite)",
    scale: SMALL_LAB,
    orders: Number(process.env.LABDAY_SMALL_ORDERS ?? 10_000),
    open: () => openPgliteDir(path.join(LABDAY_DIR, "pglite")),
    env: { DATA_DIR: LABDAY_DIR },
    isPostgres: false,
  },
  {
    key: "largest",
    label: `largest grader (PostgreSQL ${PG_DB})`,
    scale: LARGEST_GRADER,
    orders: Number(process.env.LABDAY_PG_ORDERS ?? 50_000),
    open: () => Promise.resolve(openPostgres(PG_URL)),
    env: { DATABASE_URL: PG_URL },
    isPostgres: true,
  },
];
