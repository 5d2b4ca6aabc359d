// Banners and sliders (issue 16; administration §2): /banners, /banners/{id}, /slider and /sliders (the
// same list), /slider/{id}; every id may be 'new'. All need the menu's content claim (managecontent).
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../../shell/app-routes";
import { BannerPage } from "./banner-page";
import { BannersListPage } from "./banners-list-page";
import { SliderPage, SlidersListPage } from "./sliders-pages";

export const siteContentRoutes = [
  screen("/banners", BannersListPage),
  screen("/banners/$id", BannerPage, menuClaimsFor("/banners")),
  screen("/slider", SlidersListPage),
  screen("/sliders", SlidersListPage, menuClaimsFor("/slider")),
  screen("/slider/$id", SliderPage, menuClaimsFor("/slider")),
];
