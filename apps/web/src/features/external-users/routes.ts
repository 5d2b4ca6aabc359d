// /externalUsers and /externalUsers/{id|new}: both need the /externalUsers menu link's claims (manage).

import { menuClaimsFor } from "@gbo/domain/menu";
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

export const externalUserRoutes = [
  screen(
    "/externalUsers",
    lazyRouteComponent(() => import("./external-users-list-page"), "ExternalUsersListPage"),
  ),
  screen(
    "/externalUsers/$id",
    lazyRouteComponent(() => import("./external-user-page"), "ExternalUserPage"),
    menuClaimsFor("/externalUsers"),
  ),
];
