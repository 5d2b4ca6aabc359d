// Sales reps (administration §7): the list, one rep with its orders, and their writes.
export { salesRepsRoutes } from "./sales-reps.routes";
