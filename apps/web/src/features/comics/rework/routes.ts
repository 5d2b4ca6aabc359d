// /grading/raw: the raw-grade list (the lead composes rawRoutes into the router). Its claims are the
// server's for GET /api/orders/raw.
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../../shell/app-routes";

export const RAW_GRADES_CLAIMS = ["grade", "pregrade", "finalize", "billing"] as const;

const rawRoute = screen(
  "/grading/raw",
  lazyRouteComponent(() => import("./raw-page"), "RawGradesPage"),
  RAW_GRADES_CLAIMS,
);

export const rawRoutes = [rawRoute];
