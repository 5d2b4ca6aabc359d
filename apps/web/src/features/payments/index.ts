// Payments (issue 12): stored payment methods, charge, refund, void and receipts. Other features use
// what this index exports.
export { ReceiptActions } from "./receipts/receipt-actions";
