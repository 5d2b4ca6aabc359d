// Payments (issue 12): stored payment methods, charge, refund, void and receipts. Other features use
// what this index exports.
export { PayMethodsDrawer, PayMethodsPanel } from "./components/pay-methods-panel";
export {
  isPaymentDialog,
  type PaymentDialog,
  PaymentDialogs,
  PaymentMenuItems,
} from "./components/payment-menu";
export { usePaymentRowActions } from "./components/payment-row-actions";
export { hasAnyPaymentAction, paymentActionsFor } from "./payment-permissions";
export { ReceiptActions } from "./receipts/receipt-actions";
