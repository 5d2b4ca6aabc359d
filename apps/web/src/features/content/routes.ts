// Public-site content screens (issue 16), each part's routes from its own folder.
import { eventContentRoutes } from "./events/routes";
import { siteContentRoutes } from "./site/routes";

export const contentRoutes = [...siteContentRoutes, ...eventContentRoutes];
