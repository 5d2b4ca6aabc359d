// SCAFFOLD (issue 13, customers): /users, /users/{id} and its views (summary, edit, membership, payments,
// addressbook from the profile slice; orders, comics, history, rewards from ./activity).
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { CAPABILITY as CAP } from "../not-built/capabilities";
import { notBuilt } from "../not-built/not-built-page";

export const customerRoutes = [
  screen("/users", notBuilt({ title: "Customers", capability: CAP.administration })),
  screen(
    "/users/$id",
    notBuilt({ title: "Customer", capability: CAP.administration }),
    menuClaimsFor("/users"),
  ),
  screen(
    "/users/$id/$view",
    notBuilt({
      title: "Customer (summary, edit, membership, payments, address book, orders, comics, history, rewards)",
      capability: CAP.administration,
    }),
    menuClaimsFor("/users"),
  ),
];
