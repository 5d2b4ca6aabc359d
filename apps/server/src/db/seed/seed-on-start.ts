import type { AppConfig } from "../../config";
import { countWorkers } from "../../modules/workers/workers.queries";
import type { Database } from "../client";
import { seedAdmin } from "./admin";
import { seedDemo } from "./demo";

export type SeedOutcome = {
  isFirstStart: boolean;
  isDemoSeeded: boolean;
  /** Printed once on stdout when ADMIN_PASSWORD was not set. */
  generatedAdminPassword: string | null;
};

/** An empty database gets its administrator and, when enabled (embedded by default), the demo data set. */
export async function seedOnStart(
  database: Database,
  config: Pick<AppConfig, "adminPassword" | "isDemoSeedEnabled">,
  log: (message: string) => void,
): Promise<SeedOutcome> {
  if ((await countWorkers(database.db)) > 0) {
    return { isFirstStart: false, isDemoSeeded: false, generatedAdminPassword: null };
  }
  const admin = await seedAdmin(database.db, { password: config.adminPassword });
  if (config.isDemoSeedEnabled) await seedDemo(database.db, log);
  return {
    isFirstStart: true,
    isDemoSeeded: config.isDemoSeedEnabled,
    generatedAdminPassword: admin.generatedPassword,
  };
}
