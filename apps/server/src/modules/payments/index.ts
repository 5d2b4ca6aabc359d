// Payments (issue 12): stored payment methods, charge/refund/void through the gateway, receipts.
// Other modules call what this index exports, never its files.
export { paymentsRoutes } from "./payments.routes";
