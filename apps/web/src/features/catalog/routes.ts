// /promocodes and /promocodes/{code|new} (administration §2). The spec's menu gives them no link; the
// server asks for the 'manage' claim (promo-admin/index.ts), so the screens do too.
import { screen } from "../../shell/app-routes";
import { PromoListPage } from "./promo-list-page";
import { PromoPage } from "./promo-page";

const PROMO_CLAIMS = ["manage"] as const;

export const catalogRoutes = [
  screen("/promocodes", PromoListPage, PROMO_CLAIMS),
  screen("/promocodes/$id", PromoPage, PROMO_CLAIMS),
];
