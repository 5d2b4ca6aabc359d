export { comicsRoutes } from "./comics.routes";
