// Public surface of the billing and shipping feature: the order summary's billing, shipping and cancel parts
// (the app composes them into the order screen, src/order-screen-parts.ts).
export { BillingPanel } from "./components/billing-panel";
export { CancelOrderDialog, canCancelOrder } from "./components/cancel-order-dialog";
export { ShippingScreen, shipKindOf } from "./components/shipping-screen";
