// /promocodes and /promocodes/{code|new} (administration §2). The spec's menu gives them no link; the
// server asks for the 'manage' claim (modules/promo/admin.routes.ts), so the screens do too.
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

const PROMO_CLAIMS = ["manage"] as const;

export const promoRoutes = [
  screen(
    "/promocodes",
    lazyRouteComponent(() => import("./promo-list-page"), "PromoListPage"),
    PROMO_CLAIMS,
  ),
  screen(
    "/promocodes/$id",
    lazyRouteComponent(() => import("./promo-page"), "PromoPage"),
    PROMO_CLAIMS,
  ),
];
