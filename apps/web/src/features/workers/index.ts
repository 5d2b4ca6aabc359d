// Workers administration (administration §2). Other features use nothing of it; the app composes its
// routes.
export { workerRoutes } from "./routes";
