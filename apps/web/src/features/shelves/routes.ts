// Shelves (administration §2 "/shelves", "/shelves/{A-B-C}", shelves claim; issue 17).

import { menuClaimsFor } from "@gbo/domain/menu";
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

export const shelvesRoutes = [
  screen(
    "/shelves",
    lazyRouteComponent(() => import("./shelves-page"), "ShelvesPage"),
  ),
  // A static segment wins over $id: "new" is never read as a shelf id.
  screen(
    "/shelves/new",
    lazyRouteComponent(() => import("./new-shelf-page"), "NewShelfPage"),
    menuClaimsFor("/shelves"),
  ),
  screen(
    "/shelves/$id",
    lazyRouteComponent(() => import("./shelf-page"), "ShelfPage"),
    menuClaimsFor("/shelves"),
  ),
];
