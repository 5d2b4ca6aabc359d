// Invoicing and pre-receiving screens (issue 15). Other features use nothing of it; the app composes its
// routes.
export { invoicingRoutes } from "./routes";
