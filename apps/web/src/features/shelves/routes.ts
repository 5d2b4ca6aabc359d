// Shelves (administration §2 "/shelves", "/shelves/{A-B-C}", shelves claim; issue 17).
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { NewShelfPage } from "./new-shelf-page";
import { ShelfPage } from "./shelf-page";
import { ShelvesPage } from "./shelves-page";

export const shelvesRoutes = [
  screen("/shelves", ShelvesPage),
  // A static segment wins over $id: "new" is never read as a shelf id.
  screen("/shelves/new", NewShelfPage, menuClaimsFor("/shelves")),
  screen("/shelves/$id", ShelfPage, menuClaimsFor("/shelves")),
];
