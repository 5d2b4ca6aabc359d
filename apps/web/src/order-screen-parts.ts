// The order summary's parts, filled by the features that own them (features/orders/order-screen-parts.tsx
// names the slots). Composed here, beside the router, because those features use the order feature: a
// feature never imports one that imports it. Loaded with the summary's chunk, never in the first load.
import { BillingPanel, CancelOrderDialog, canCancelOrder, ShippingScreen } from "./features/billing-shipping";
import type { OrderScreenParts } from "./features/orders";
import { orderScreenPayments } from "./features/payments";
import { ShelfLink } from "./features/shelves";

export const orderScreenParts: OrderScreenParts = {
  BillingPanel,
  ShippingScreen,
  canCancelOrder,
  CancelOrderDialog,
  payments: orderScreenPayments,
  ShelfLink,
};
