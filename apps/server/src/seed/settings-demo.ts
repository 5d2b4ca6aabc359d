// Demo the exchange rate with two logged changes, a few devices, turnaround times and the turnaround
// notice (issue 16). Promo codes come from the catalog demo (catalog-demo.ts: one of each common type).
// Who changed a setting is kept inside the jsonb values ({ value, by }) — see modules/settings/setting-store.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSettings, devices, settingsLog, turnaroundTimes, workers } from "../db/schema/index";

const DAY_MS = 86_400_000;

export async function seedDemoSettings(db: Db): Promise<void> {
  const [manager] = await db
    .select({ id: workers.id, name: workers.displayName })
    .from(workers)
    .where(eq(workers.userName, "manager"))
    .limit(1);
  const by = manager ?? null;
  const now = Date.now();
  await db.insert(appSettings).values([
    { key: "exchangeRate", value: { value: 1.38, by }, version: 2, updatedAt: new Date(now - 2 * DAY_MS) },
    {
      key: "turnaround",
      value: { value: "Convention season: allow five extra business days for every service.", by },
      version: 1,
      updatedAt: new Date(now - 9 * DAY_MS),
    },
  ]);
  await db.insert(settingsLog).values([
    {
      key: "exchangeRate",
      oldValue: null,
      newValue: { value: 1.35, by },
      changedAt: new Date(now - 30 * DAY_MS),
    },
    {
      key: "exchangeRate",
      oldValue: { value: 1.35 },
      newValue: { value: 1.38, by },
      changedAt: new Date(now - 2 * DAY_MS),
    },
    {
      key: "turnaround",
      oldValue: null,
      newValue: { value: "Convention season: allow five extra business days for every service.", by },
      changedAt: new Date(now - 9 * DAY_MS),
    },
  ]);
  await db.insert(devices).values([
    {
      name: "Receiving label printer",
      kind: "LabelWriterPrinter",
      host: "10.0.4.21",
      port: 41951,
      location: "Receiving",
    },
    {
      name: "Grading tape printer",
      kind: "TapePrinter",
      host: "10.0.4.35",
      port: 41952,
      location: "Grading room",
    },
    {
      name: "Shipping DZ printer",
      kind: "DZPrinter",
      host: "10.0.4.40",
      port: 41951,
      location: "Shipping",
      note: "Spare roll under the bench",
    },
    { name: "Imaging station", kind: "Station", host: "imaging-01.lab.local", location: "Imaging" },
  ]);
  await db.insert(turnaroundTimes).values([
    { title: "Walk-through", service: "Walkthrough", days: 2, sortOrder: 1 },
    { title: "Express", service: "Express", days: 10, sortOrder: 2 },
    { title: "Priority", service: "Priority", days: 20, sortOrder: 3 },
    { title: "Standard", service: "Standard", days: 45, sortOrder: 4 },
    { title: "Economy", service: "Economy", days: 65, sortOrder: 5 },
  ]);
}
