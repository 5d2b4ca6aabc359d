// Settings, devices and turnaround times (administration §2). Other features use nothing of it; the app
// composes its routes.
export { settingsRoutes } from "./routes";
