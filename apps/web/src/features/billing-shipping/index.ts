// Public surface of the billing and shipping feature (composed by the order screen).
export { BillingPanel } from "./components/billing-panel";
export { CancelOrderDialog, canCancelOrder } from "./components/cancel-order-dialog";
export { ShippingScreen, shipKindOf } from "./components/shipping-screen";
