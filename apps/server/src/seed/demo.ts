import type { Db } from "../db/client";
import { seedDemoCatalog } from "./catalog-demo";
import { seedDemoContent } from "./content-demo";
import { seedDemoCustomers } from "./customers-generate";
import { seedDemoDashboard } from "./dashboard-demo";
import { seedDemoWorkers } from "./demo-workers";
import { seedDemoEvents } from "./events-demo";
import { seedDemoLabels } from "./labels-demo";
import { seedDemoMail } from "./mail-demo";
import { seedDemoMilestoneMails } from "./milestone-mails-demo";
import { seedDemoOrders } from "./orders-demo";
import { seedDemoGradeScreen } from "./orders-demo-grade-screen";
import { seedDemoPayments } from "./payments-demo";
import { seedDemoPeople } from "./people-demo";
import { seedDemoSettings } from "./settings-demo";
import { seedDemoShelves } from "./shelves-demo";
import { seedDemoSubmissions } from "./submissions-demo";

export type DemoSeeder = { name: string; run: (db: Db) => Promise<void> };

/**
 * Run in order on an empty embedded database (or with SEED_DEMO=1), inside the first start's one seed
 * transaction (seed-on-start.ts). Each area appends its seeder here.
 */
export const DEMO_SEEDERS: DemoSeeder[] = [
  { name: "workers", run: seedDemoWorkers },
  { name: "orders", run: seedDemoOrders },
  { name: "payments", run: seedDemoPayments },
  { name: "people", run: seedDemoPeople },
  { name: "catalog", run: (db) => seedDemoCatalog(db) },
  { name: "customers", run: seedDemoCustomers },
  { name: "submissions", run: seedDemoSubmissions },
  { name: "content", run: seedDemoContent },
  { name: "events", run: seedDemoEvents },
  { name: "settings", run: seedDemoSettings },
  { name: "mail", run: seedDemoMail },
  { name: "labels", run: seedDemoLabels },
  // A PreGrade tier with grade screens, to try a grade below the screen (26-GSCR001-001, screen 9.4).
  { name: "grade-screen", run: (db) => seedDemoGradeScreen(db) },
  { name: "shelves", run: seedDemoShelves },
  { name: "dashboard", run: (db) => seedDemoDashboard(db) },
  // Last: the customer e-mails of orders the seeders above have moved along.
  { name: "milestone-mails", run: seedDemoMilestoneMails },
];

export async function seedDemo(db: Db, log: (message: string) => void = () => {}): Promise<void> {
  for (const seeder of DEMO_SEEDERS) {
    const started = performance.now();
    await seeder.run(db);
    log(`demo seed: ${seeder.name} (${Math.round(performance.now() - started)} ms)`);
    // Test hook of the process test (src/process): GBO_SEED_CRASH_AFTER=<seeder name> kills the process right
    // after that seeder, as a power cut or kill -9 would, to prove a half-seeded first start is redone.
    if (process.env.GBO_SEED_CRASH_AFTER === seeder.name) process.kill(process.pid, "SIGKILL");
  }
}
