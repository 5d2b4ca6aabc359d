// SCAFFOLD (issue 13, workers slice): /workers and /workers/{id|new}.
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { CAPABILITY as CAP } from "../not-built/capabilities";
import { notBuilt } from "../not-built/not-built-page";

export const workerRoutes = [
  screen("/workers", notBuilt({ title: "Workers", capability: CAP.administration })),
  screen(
    "/workers/$id",
    notBuilt({ title: "Worker", capability: CAP.administration }),
    menuClaimsFor("/workers"),
  ),
];
