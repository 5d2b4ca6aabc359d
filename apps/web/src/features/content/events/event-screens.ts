// The onsite and signing screens as named components, so the routes can load them when first opened.
import { eventPage } from "./event-page";
import { eventsListPage } from "./events-list-page";

export const OnsitesListPage = eventsListPage("onsite");
export const OnsitePage = eventPage("onsite");
export const SigningsListPage = eventsListPage("signing");
export const SigningPage = eventPage("signing");
