// What other modules may use of the external users module: the known reference prefixes.
export { findKnownPrefix } from "./external-users";
