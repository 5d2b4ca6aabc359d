// /users (the list), /users/{id} (opens /summary) and /users/{id}/{view}: all need the /users menu
// link's claims (worker or user).
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { CustomerPage, CustomerRedirect } from "./customer-page";
import { CustomersListPage } from "./customers-list-page";

export const customerRoutes = [
  screen("/users", CustomersListPage),
  screen("/users/$id", CustomerRedirect, menuClaimsFor("/users")),
  screen("/users/$id/$view", CustomerPage, menuClaimsFor("/users")),
];
