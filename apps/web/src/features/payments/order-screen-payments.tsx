// The payments part of the order summary (features/orders/order-screen-parts.tsx): the "More" menu's
// payment entries, their dialogs, the receipts and each payment row's actions.
import type { OrderPaymentParts } from "../orders";
import { isPaymentDialog, PaymentDialogs, PaymentMenuItems } from "./components/payment-menu";
import { usePaymentRowActions } from "./components/payment-row-actions";
import { hasAnyPaymentAction, paymentActionsFor } from "./payment-permissions";
import { ReceiptActions } from "./receipts/receipt-actions";

export const orderScreenPayments: OrderPaymentParts = {
  hasActions: (summary, claims) => hasAnyPaymentAction(paymentActionsFor(summary, claims)),
  MenuItems: PaymentMenuItems,
  isDialog: isPaymentDialog,
  Dialogs: ({ dialog, ...props }) =>
    isPaymentDialog(dialog) ? <PaymentDialogs dialog={dialog} {...props} /> : null,
  Receipts: ReceiptActions,
  useRowActions: usePaymentRowActions,
};
