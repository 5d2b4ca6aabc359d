import { sql } from "drizzle-orm";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { seedCatalog } from "../modules/catalog/index";
import { countWorkers } from "../modules/identity/index";
import { seedAdmin } from "./admin";
import { seedDemo } from "./demo";

export type SeedOutcome = {
  isFirstStart: boolean;
  isDemoSeeded: boolean;
  /** Printed once on stdout when ADMIN_PASSWORD was not set. */
  generatedAdminPassword: string | null;
};

// Several processes may start on one empty PostgreSQL database: one seeds, the others find it seeded.
const SEED_LOCK_KEY = 726_274_032;

/**
 * An empty database gets its administrator and, when enabled (embedded by default), the demo data set, in
 * one transaction: a first start killed half-way leaves no workers, so the next start seeds everything again
 * (it decides on "are there workers"). A generated admin password is printed as soon as that transaction
 * commits, before the server tries its port or anything else that could fail.
 */
export async function seedOnStart(
  database: Database,
  config: Pick<AppConfig, "adminPassword" | "isDemoSeedEnabled">,
  log: (message: string) => void,
): Promise<SeedOutcome> {
  const notFirst: SeedOutcome = { isFirstStart: false, isDemoSeeded: false, generatedAdminPassword: null };
  await seedCatalog(database.db); // every database, every start: the product cannot price without it
  if ((await countWorkers(database.db)) > 0) return notFirst;
  const admin = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await countWorkers(tx)) > 0) return null;
    const created = await seedAdmin(tx, { password: config.adminPassword });
    if (config.isDemoSeedEnabled) await seedDemo(tx, log);
    return created;
  });
  if (!admin) return notFirst;
  if (admin.generatedPassword) {
    log(`First start: user "admin" was created with the password ${admin.generatedPassword}`);
    log(
      "It is shown only this once; set ADMIN_PASSWORD to choose it yourself, or run npm run admin-password.",
    );
  }
  return {
    isFirstStart: true,
    isDemoSeeded: config.isDemoSeedEnabled,
    generatedAdminPassword: admin.generatedPassword,
  };
}
