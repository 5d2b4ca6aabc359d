// Account: sign-in, recovery and the worker's own account (workflow §2). Other features use nothing of it;
// the app composes its routes.
export { accountRoutes, publicAccountRoutes } from "./routes";
