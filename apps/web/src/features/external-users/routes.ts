// SCAFFOLD (issue 13, external users slice): /externalUsers and /externalUsers/{id|new}.
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { CAPABILITY as CAP } from "../not-built/capabilities";
import { notBuilt } from "../not-built/not-built-page";

export const externalUserRoutes = [
  screen("/externalUsers", notBuilt({ title: "External users", capability: CAP.administration })),
  screen(
    "/externalUsers/$id",
    notBuilt({ title: "External user", capability: CAP.administration }),
    menuClaimsFor("/externalUsers"),
  ),
];
