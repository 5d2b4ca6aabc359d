// /externalUsers and /externalUsers/{id|new}: both need the /externalUsers menu link's claims (manage).
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { ExternalUserPage } from "./external-user-page";
import { ExternalUsersListPage } from "./external-users-list-page";

export const externalUserRoutes = [
  screen("/externalUsers", ExternalUsersListPage),
  screen("/externalUsers/$id", ExternalUserPage, menuClaimsFor("/externalUsers")),
];
