// External users (administration §7): their routes, and for other modules the known reference prefixes.
export { findKnownPrefix } from "./external-users";
export { externalUsersRoutes } from "./external-users.routes";
