// Settings (issue 16): the exchange rate with its log, devices, the turnaround notice and times.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { devicesRoutes } from "./devices.routes";
import { labDetailsRoutes } from "./lab-details.routes";
import { labTimeZoneRoutes } from "./lab-time-zone.routes";
import { exchangeRateRoutes } from "./settings.routes";
import { turnaroundRoutes } from "./turnaround.routes";

export async function settingsRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  await exchangeRateRoutes(instance, context);
  await devicesRoutes(instance, context);
  await turnaroundRoutes(instance, context);
  await labTimeZoneRoutes(instance, context);
  await labDetailsRoutes(instance, context);
}

export { DEFAULT_LAB_DETAILS, LAB_SETTING_KEY, readLabDetails } from "./lab-details";
export { readLabTimeZone } from "./lab-time-zone.routes";
export { SETTINGS_CLAIMS } from "./settings.routes";
