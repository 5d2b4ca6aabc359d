// The dashboard, the signed-in home. Other features use nothing of it; the app composes its routes.
export { dashboardRoutes } from "./routes";
