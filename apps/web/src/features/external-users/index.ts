// External users administration (/externalUsers). Other features use nothing of it; the app composes its
// routes.
export { externalUserRoutes } from "./routes";
