// /workers and /workers/{id|new} (administration §2): both need the /workers menu link's claims.

import { menuClaimsFor } from "@gbo/domain/menu";
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

export const workerRoutes = [
  screen(
    "/workers",
    lazyRouteComponent(() => import("./workers-list-page"), "WorkersListPage"),
  ),
  screen(
    "/workers/$id",
    lazyRouteComponent(() => import("./worker-page"), "WorkerPage"),
    menuClaimsFor("/workers"),
  ),
];
