// Conventions, onsite events, signings and subscribes (issue 16; administration §2): each list and its
// detail (`$id` = an id or 'new'); all need the menu link's claim (managecontent).

import { menuClaimsFor } from "@gbo/domain/menu";
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../../shell/app-routes";

const content = (path: string) => menuClaimsFor(path);

export const eventContentRoutes = [
  screen(
    "/conventions",
    lazyRouteComponent(() => import("./conventions-list-page"), "ConventionsListPage"),
  ),
  screen(
    "/conventions/$id",
    lazyRouteComponent(() => import("./convention-page"), "ConventionPage"),
    content("/conventions"),
  ),
  screen(
    "/onsites",
    lazyRouteComponent(() => import("./event-screens"), "OnsitesListPage"),
  ),
  screen(
    "/onsites/$id",
    lazyRouteComponent(() => import("./event-screens"), "OnsitePage"),
    content("/onsites"),
  ),
  screen(
    "/signings",
    lazyRouteComponent(() => import("./event-screens"), "SigningsListPage"),
  ),
  screen(
    "/signings/$id",
    lazyRouteComponent(() => import("./event-screens"), "SigningPage"),
    content("/signings"),
  ),
  screen(
    "/subscribes",
    lazyRouteComponent(() => import("./subscribes-page"), "SubscribesPage"),
  ),
];
