// What the rest of the payments module uses of this slice (the money slice reads stored methods).
export { findPaymentMethod, newPaymentMethodRow, toPaymentMethod } from "./pay-method-queries";
export { paymentMethodRoutes } from "./routes";
