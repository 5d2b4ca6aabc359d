// Promo codes administration (administration §2). Other features use nothing of it; the app composes its
// routes.
export { promoRoutes } from "./routes";
