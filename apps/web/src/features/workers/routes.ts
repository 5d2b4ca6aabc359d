// /workers and /workers/{id|new} (administration §2): both need the /workers menu link's claims.
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { WorkerPage } from "./worker-page";
import { WorkersListPage } from "./workers-list-page";

export const workerRoutes = [
  screen("/workers", WorkersListPage),
  screen("/workers/$id", WorkerPage, menuClaimsFor("/workers")),
];
