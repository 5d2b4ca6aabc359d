// Settings, devices and turnaround (administration §2). /settings has no menu link: the server asks for
// the 'manage' claim (modules/settings), so the screen does too; devices follow the /devices link
// (manage), turnaround the /turnaroundtimes link (managecontent).

import { menuClaimsFor } from "@gbo/domain/menu";
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

const TURNAROUND_CLAIMS = menuClaimsFor("/turnaroundtimes");

export const settingsRoutes = [
  screen(
    "/settings",
    lazyRouteComponent(() => import("./exchange-rate-page"), "ExchangeRatePage"),
    ["manage"],
  ),
  screen(
    "/devices",
    lazyRouteComponent(() => import("./devices-pages"), "DevicesListPage"),
  ),
  screen(
    "/devices/$id",
    lazyRouteComponent(() => import("./devices-pages"), "DevicePage"),
    menuClaimsFor("/devices"),
  ),
  screen(
    "/turnaroundtimes",
    lazyRouteComponent(() => import("./turnaround-pages"), "TurnaroundTimesListPage"),
  ),
  screen(
    "/turnaroundtimes/$id",
    lazyRouteComponent(() => import("./turnaround-pages"), "TurnaroundTimePage"),
    TURNAROUND_CLAIMS,
  ),
  screen(
    "/turnaround",
    lazyRouteComponent(() => import("./turnaround-pages"), "TurnaroundPage"),
    TURNAROUND_CLAIMS,
  ),
];
