// Mail (issue 16): failed and bulk e-mails, and a message to customers. Other features use nothing of it;
// the app composes its routes.
export { mailRoutes } from "./routes";
