// Settings, devices and turnaround (administration §2). /settings has no menu link: the server asks for
// the 'manage' claim (modules/settings), so the screen does too; devices follow the /devices link
// (manage), turnaround the /turnaroundtimes link (managecontent).
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { DevicePage, DevicesListPage } from "./devices-pages";
import { ExchangeRatePage } from "./exchange-rate-page";
import { TurnaroundPage, TurnaroundTimePage, TurnaroundTimesListPage } from "./turnaround-pages";

const TURNAROUND_CLAIMS = menuClaimsFor("/turnaroundtimes");

export const settingsRoutes = [
  screen("/settings", ExchangeRatePage, ["manage"]),
  screen("/devices", DevicesListPage),
  screen("/devices/$id", DevicePage, menuClaimsFor("/devices")),
  screen("/turnaroundtimes", TurnaroundTimesListPage),
  screen("/turnaroundtimes/$id", TurnaroundTimePage, TURNAROUND_CLAIMS),
  screen("/turnaround", TurnaroundPage, TURNAROUND_CLAIMS),
];
