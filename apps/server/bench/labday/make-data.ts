// Makes the lab-day data sets ahead of a run (one-off; the runner makes whatever is missing too):
// `npx tsx bench/labday/make-data.ts small|largest`.
import { ensureBenchData } from "../bench-data";
import { LABDAY_SETUPS } from "./setups";

const which = process.argv.slice(2);
for (const setup of LABDAY_SETUPS.filter((s) => which.length === 0 || which.includes(s.key))) {
  const database = await setup.open();
  try {
    await ensureBenchData(database, setup.orders, setup.label);
  } finally {
    await database.close();
  }
}
