// /salesmanagers, /salesmanager/{id} (opens /summary) and /salesmanager/{id}/{summary|order}; all need
// the /salesmanagers menu link's claims.
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { SalesRepPage, SalesRepRedirect } from "./sales-rep-page";
import { SalesRepsListPage } from "./sales-reps-list-page";

export const salesRepRoutes = [
  screen("/salesmanagers", SalesRepsListPage),
  screen("/salesmanager/$id", SalesRepRedirect, menuClaimsFor("/salesmanagers")),
  screen("/salesmanager/$id/$view", SalesRepPage, menuClaimsFor("/salesmanagers")),
];
