// Sales managers administration (/salesmanagers). Other features use nothing of it; the app composes its
// routes.
export { salesRepRoutes } from "./routes";
