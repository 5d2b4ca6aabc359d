// Banners and sliders (issue 16; administration §2): /banners, /banners/{id}, /slider and /sliders (the
// same list), /slider/{id}; every id may be 'new'. All need the menu's content claim (managecontent).

import { menuClaimsFor } from "@gbo/domain/menu";
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../../shell/app-routes";

export const siteContentRoutes = [
  screen(
    "/banners",
    lazyRouteComponent(() => import("./banners-list-page"), "BannersListPage"),
  ),
  screen(
    "/banners/$id",
    lazyRouteComponent(() => import("./banner-page"), "BannerPage"),
    menuClaimsFor("/banners"),
  ),
  screen(
    "/slider",
    lazyRouteComponent(() => import("./sliders-pages"), "SlidersListPage"),
  ),
  screen(
    "/sliders",
    lazyRouteComponent(() => import("./sliders-pages"), "SlidersListPage"),
    menuClaimsFor("/slider"),
  ),
  screen(
    "/slider/$id",
    lazyRouteComponent(() => import("./sliders-pages"), "SliderPage"),
    menuClaimsFor("/slider"),
  ),
];
