import type { TOrderSummary } from "@gbo/contracts/orders";

// SCAFFOLD (issue 12, receipts slice): receipt PDF of the order or of one payment, and the receipt print
// to the local printer service. Rendered by the payments panel of the order summary.
export function ReceiptActions(_props: { summary: TOrderSummary; transactionId?: number }) {
  return null;
}
