// What the order summary shows of other features: the billing panel and the shipping screen, cancelling,
// the payment entries, dialogs and rows, the shelf a tier sits on. The order feature names these slots;
// the features that own them fill them, and the app composes the two (src/order-screen-parts.ts). So
// payments, billing and shipping, and shelves use the order feature and it never imports them: no loop.
import type { TOrderSummary } from "@gbo/contracts/orders";
import { type ComponentType, createContext, type ReactNode, useContext } from "react";

/** A worker's claims, as the parts' permission checks take them. */
type Claims = readonly string[];

export type OrderPaymentParts = {
  /** May this worker charge, refund or manage methods on the order (the "More" menu shows then)? */
  hasActions: (summary: TOrderSummary, claims: Claims) => boolean;
  /** The payment entries of the order's "More" menu; each opens a dialog by name. */
  MenuItems: ComponentType<{ summary: TOrderSummary; claims: Claims; onOpen: (dialog: string) => void }>;
  /** Is this dialog name one of the payment dialogs? */
  isDialog: (dialog: string | null) => dialog is string;
  /** The open payment dialog. */
  Dialogs: ComponentType<{
    summary: TOrderSummary;
    dialog: string;
    onOpen: (dialog: string) => void;
    onClose: () => void;
  }>;
  /** The order's receipt buttons above its transactions. */
  Receipts: ComponentType<{ summary: TOrderSummary }>;
  /** Per transaction row, its payment actions (refund, void, receipt), or null. */
  useRowActions: (summary: TOrderSummary) => {
    hasPayments: boolean;
    render: (transactionId: number) => ReactNode;
  };
};

export type OrderScreenParts = {
  /** The billing station's panel, on a Billing order for a worker with the billing claim. */
  BillingPanel: ComponentType<{ summary: TOrderSummary }>;
  /** The screen an order at shipping or pickup opens to, in place of the summary. */
  ShippingScreen: ComponentType<{ summary: TOrderSummary }>;
  /** May this worker cancel the order (the "More" menu's Cancel order), and the dialog that does. */
  canCancelOrder: (claims: Claims, status: string) => boolean;
  CancelOrderDialog: ComponentType<{
    summary: TOrderSummary;
    claims: Claims;
    isOpen: boolean;
    onClose: () => void;
  }>;
  payments: OrderPaymentParts;
  /** Where a tier sits, linking to its shelf. */
  ShelfLink: ComponentType<{ shelfId: string | null; size?: "xs" | "sm" }>;
};

const PartsContext = createContext<OrderScreenParts | null>(null);

/** The parts the route composed; the order screens render only under their route. */
export function useOrderScreenParts(): OrderScreenParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error("The order screen renders under its route, which provides its parts.");
  return parts;
}

/** A screen under the parts the route composed. */
export function withOrderScreenParts(Screen: ComponentType, parts: OrderScreenParts): ComponentType {
  return function WithOrderScreenParts() {
    return (
      <PartsContext.Provider value={parts}>
        <Screen />
      </PartsContext.Provider>
    );
  };
}
