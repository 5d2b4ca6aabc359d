// The lab's details for the customer e-mails (issue 33), kept as the "lab" setting. Until a manager saves
// them, the e-mails carry these defaults (the settings screen shows them as the starting values).
import type { TLabDetails } from "@gbo/contracts/settings";
import type { Db } from "../../db/client";
import { readLabTimeZone } from "./lab-time-zone.routes";
import { readSetting } from "./setting-store";

export const LAB_SETTING_KEY = "lab";

export const DEFAULT_LAB_DETAILS: Omit<TLabDetails, "timeZone"> = {
  name: "Grading Back Office Lab",
  addressLines: ["100 Main Street", "Sarasota, FL 34236"],
  phone: "9415550100",
  email: "orders@lab.example",
  hours: "Monday to Friday, 9:00 to 17:00",
  logoUrl: null,
};

/** The lab's details as saved (or the defaults), with the lab's time zone. */
export async function readLabDetails(db: Db): Promise<TLabDetails> {
  const [saved, zone] = await Promise.all([
    readSetting<Omit<TLabDetails, "timeZone">>(db, LAB_SETTING_KEY),
    readLabTimeZone(db),
  ]);
  return { ...DEFAULT_LAB_DETAILS, ...saved.value, timeZone: zone.timeZone };
}
