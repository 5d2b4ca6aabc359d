// /users (the list), /users/{id} (opens /summary) and /users/{id}/{view}: all need the /users menu
// link's claims (worker or user).

import { menuClaimsFor } from "@gbo/domain/menu";
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

export const customerRoutes = [
  screen(
    "/users",
    lazyRouteComponent(() => import("./customers-list-page"), "CustomersListPage"),
  ),
  screen(
    "/users/$id",
    lazyRouteComponent(() => import("./customer-page"), "CustomerRedirect"),
    menuClaimsFor("/users"),
  ),
  screen(
    "/users/$id/$view",
    lazyRouteComponent(() => import("./customer-page"), "CustomerPage"),
    menuClaimsFor("/users"),
  ),
];
