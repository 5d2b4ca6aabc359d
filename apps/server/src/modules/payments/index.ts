// Payments (issue 12): stored payment methods, charge/refund/void through the gateway, receipts.
// Other modules call what this index exports, never its files. (Orders' cancel-with-refund reaches the
// money slice through a step this module registers: orders may not import payments.)
export { newPaymentMethodRow } from "./methods/index";
export { listPaymentMethods, toPaymentMethod } from "./methods/pay-method-queries";
export { countPendingAttempts } from "./money/money.queries";
export { RECONCILE_AFTER_MS, type ReconcileSummary, reconcilePayments } from "./money/reconciler";
export { paymentsRoutes } from "./payments.routes";
export { getReceipt, type Receipt, type ReceiptEntry } from "./receipts/receipt-data";
