// /salesmanagers, /salesmanager/{id} (opens /summary) and /salesmanager/{id}/{summary|order}; all need
// the /salesmanagers menu link's claims.

import { menuClaimsFor } from "@gbo/domain/menu";
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

export const salesRepRoutes = [
  screen(
    "/salesmanagers",
    lazyRouteComponent(() => import("./sales-reps-list-page"), "SalesRepsListPage"),
  ),
  screen(
    "/salesmanager/$id",
    lazyRouteComponent(() => import("./sales-rep-page"), "SalesRepRedirect"),
    menuClaimsFor("/salesmanagers"),
  ),
  screen(
    "/salesmanager/$id/$view",
    lazyRouteComponent(() => import("./sales-rep-page"), "SalesRepPage"),
    menuClaimsFor("/salesmanagers"),
  ),
];
