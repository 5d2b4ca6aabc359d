// Shelves (administration §2 "/shelves", "/shelves/{A-B-C}", shelves claim; issue 17).
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { CAPABILITY as CAP } from "../not-built/capabilities";
import { notBuilt } from "../not-built/not-built-page";

export const shelvesRoutes = [
  screen("/shelves", notBuilt({ title: "Shelves", capability: CAP.administration })),
  screen(
    "/shelves/$id",
    notBuilt({ title: "Shelf", capability: CAP.administration }),
    menuClaimsFor("/shelves"),
  ),
];
