// Customers (issue 13): what other modules may use.
export { customersRoutes } from "./customers.routes";
export { type Actor, type AuditChange, writeAudit } from "./profile/customer-audit";
export { CUSTOMER_NOT_FOUND, getUserProfile, requireCustomer } from "./profile/customer-profile";
