// Shelves (administration §2 "/shelves", "/shelves/{A-B-C}", shelves claim; issue 17).
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { ShelfPage } from "./shelf-page";
import { ShelvesPage } from "./shelves-page";

export const shelvesRoutes = [
  screen("/shelves", ShelvesPage),
  screen("/shelves/$id", ShelfPage, menuClaimsFor("/shelves")),
];
