// SCAFFOLD (issue 13, sales reps slice): /salesmanagers, /salesmanager/{id} with /summary and /order.
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { CAPABILITY as CAP } from "../not-built/capabilities";
import { notBuilt } from "../not-built/not-built-page";

export const salesRepRoutes = [
  screen("/salesmanagers", notBuilt({ title: "Sales reps", capability: CAP.administration })),
  screen(
    "/salesmanager/$id",
    notBuilt({ title: "Sales rep", capability: CAP.administration }),
    menuClaimsFor("/salesmanagers"),
  ),
  screen(
    "/salesmanager/$id/$view",
    notBuilt({ title: "Sales rep (summary, orders)", capability: CAP.administration }),
    menuClaimsFor("/salesmanagers"),
  ),
];
