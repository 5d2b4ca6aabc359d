import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

export const dashboardRoutes = [
  screen(
    "/dashboard",
    lazyRouteComponent(() => import("./dashboard-page"), "DashboardPage"),
  ),
];
