// Payments (issue 12): stored payment methods, charge, refund, void and receipts. Other features use
// what this index exports.
export { PayMethodsDrawer, PayMethodsPanel } from "./components/pay-methods-panel";
export {
  isPaymentDialog,
  type PaymentDialog,
  PaymentDialogs,
  PaymentMenuItems,
} from "./components/payment-menu";
export { orderScreenPayments } from "./order-screen-payments";
export { hasAnyPaymentAction, paymentActionsFor } from "./payment-permissions";
export { ReceiptActions } from "./receipts/receipt-actions";
