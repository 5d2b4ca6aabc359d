// Screens of the spec that later work delivers: each shows a "not yet built" page. When one is built,
// its route moves to its feature's routes.ts with the real component.
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { CAPABILITY as CAP } from "./capabilities";
import { notBuilt } from "./not-built-page";

// Shelves and the worker label queue (administration §2; issue 17)
export const notBuiltRoutes = [
  screen("/shelves", notBuilt({ title: "Shelves", capability: CAP.administration })),
  screen(
    "/shelves/$id",
    notBuilt({ title: "Shelf", capability: CAP.administration }),
    menuClaimsFor("/shelves"),
  ),
  screen("/manage/labels", notBuilt({ title: "Worker label queue", capability: CAP.labels })),
];
