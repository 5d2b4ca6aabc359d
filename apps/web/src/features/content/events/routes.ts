// Conventions, onsite events, signings and subscribes (issue 16; administration §2): each list and its
// detail (`$id` = an id or 'new'); all need the menu link's claim (managecontent).
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../../shell/app-routes";
import { ConventionPage } from "./convention-page";
import { ConventionsListPage } from "./conventions-list-page";
import { eventPage } from "./event-page";
import { eventsListPage } from "./events-list-page";
import { SubscribesPage } from "./subscribes-page";

const content = (path: string) => menuClaimsFor(path);

export const eventContentRoutes = [
  screen("/conventions", ConventionsListPage),
  screen("/conventions/$id", ConventionPage, content("/conventions")),
  screen("/onsites", eventsListPage("onsite")),
  screen("/onsites/$id", eventPage("onsite"), content("/onsites")),
  screen("/signings", eventsListPage("signing")),
  screen("/signings/$id", eventPage("signing"), content("/signings")),
  screen("/subscribes", SubscribesPage),
];
