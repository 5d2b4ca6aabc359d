import type { TOrderSummary } from "@gbo/contracts/orders";
import { Menu } from "@mantine/core";
import { IconCreditCard, IconReceiptRefund, IconWallet } from "@tabler/icons-react";
import { paymentActionsFor } from "../payment-permissions";
import { ChargeDialog } from "./charge-dialog";
import { PayMethodsDrawer } from "./pay-methods-panel";
import { RefundDialog } from "./refund-dialog";

export const PAYMENT_DIALOGS = ["charge", "refund", "payMethods"] as const;
export type PaymentDialog = (typeof PAYMENT_DIALOGS)[number];

export const isPaymentDialog = (dialog: string | null): dialog is PaymentDialog =>
  (PAYMENT_DIALOGS as readonly string[]).includes(dialog ?? "");

/** The order summary's payment entries of its "More" menu (only those this worker may use). */
export function PaymentMenuItems({
  summary,
  claims,
  onOpen,
}: {
  summary: TOrderSummary;
  claims: readonly string[];
  onOpen: (dialog: PaymentDialog) => void;
}) {
  const actions = paymentActionsFor(summary, claims);
  return (
    <>
      {actions.mayCharge ? (
        <Menu.Item leftSection={<IconCreditCard size={16} />} onClick={() => onOpen("charge")}>
          Charge balance
        </Menu.Item>
      ) : null}
      {actions.mayRefund ? (
        <Menu.Item leftSection={<IconReceiptRefund size={16} />} onClick={() => onOpen("refund")}>
          Refund
        </Menu.Item>
      ) : null}
      {actions.mayManageMethods ? (
        <Menu.Item leftSection={<IconWallet size={16} />} onClick={() => onOpen("payMethods")}>
          Payment methods
        </Menu.Item>
      ) : null}
    </>
  );
}

/** The open payment dialog of the order summary. */
export function PaymentDialogs({
  summary,
  dialog,
  onOpen,
  onClose,
}: {
  summary: TOrderSummary;
  dialog: PaymentDialog;
  onOpen: (dialog: PaymentDialog) => void;
  onClose: () => void;
}) {
  if (dialog === "charge") {
    return (
      <ChargeDialog summary={summary} isOpen onClose={onClose} onManageMethods={() => onOpen("payMethods")} />
    );
  }
  if (dialog === "refund") return <RefundDialog summary={summary} isOpen onClose={onClose} />;
  return (
    <PayMethodsDrawer
      customerId={summary.order.userId}
      customerName={summary.customer.name}
      isOpen
      onClose={onClose}
    />
  );
}
