import type { TOrderSummary } from "@gbo/contracts/orders";
import { hasAnyClaim, hasClaim } from "@gbo/domain/claims";
import {
  canEditCompletedOrder,
  canEscalate,
  canWorkOnOrder,
  OPEN_ORDER_STATUSES,
} from "@gbo/domain/workflow";
import { Button, Group, Menu } from "@mantine/core";
import {
  IconCash,
  IconChevronDown,
  IconEdit,
  IconFileInvoice,
  IconHistory,
  IconMessage,
  IconTruck,
  IconUrgent,
  IconX,
} from "@tabler/icons-react";
import { confirmAction } from "../../../ui/confirm";
import { useOrderAction } from "../api/order-action";
import { escalateOrder, moveToInvoicing } from "../api/order-calls";
import { useOrderScreenParts } from "../order-screen-parts";

export type OrderDialog =
  | "log"
  | "comment"
  | "details"
  | "tracking"
  | "cancel"
  | "transaction"
  // A payment dialog, by the name the payments part gives it (order-screen-parts.tsx).
  | (string & {});

/** May this worker edit the order at all (claim matching its status, or billing; completed: billing/admin)? */
export function canEditOrder(claims: readonly string[], status: TOrderSummary["order"]["status"]): boolean {
  if (status === "Completed") return canEditCompletedOrder(claims);
  return canWorkOnOrder(claims, status);
}

/** The order summary's buttons; the dialogs themselves live on the page. */
export function OrderActions({
  summary,
  claims,
  canCancel,
  onOpen,
}: {
  summary: TOrderSummary;
  claims: readonly string[];
  canCancel: boolean;
  onOpen: (dialog: OrderDialog) => void;
}) {
  const { order } = summary;
  const { payments } = useOrderScreenParts();
  const isEditable = canEditOrder(claims, order.status);
  const isOpenOrder = OPEN_ORDER_STATUSES.includes(order.status);
  const mayEscalate = canEscalate(claims) && isOpenOrder;
  const mayMoveToInvoicing =
    (order.status === "AddComic" || order.status === "Submitted") &&
    (hasClaim(claims, "invoicing") || canWorkOnOrder(claims, order.status));
  const escalate = useOrderAction(order.id, (_: undefined, version) => escalateOrder(order.id, version));
  const toInvoicing = useOrderAction(order.id, (_: undefined, version) => moveToInvoicing(order.id, version));

  function confirmEscalate() {
    confirmAction({
      title: "Escalate order",
      message: `The due date of ${order.id} and its open tiers becomes today.`,
      onConfirm: () => escalate.mutate(undefined),
    });
  }

  function confirmMoveToInvoicing() {
    confirmAction({
      title: "Move to invoicing",
      message: `Order ${order.id} goes back to the invoicing queue.`,
      // The spec's confirm text for moving an order back to invoicing (submissions §4).
      confirmLabel: "Yes, Edit",
      onConfirm: () => toInvoicing.mutate(undefined),
    });
  }

  // "Invoicers can … add transactions" (submissions §6); billing settles balances. Not on a cancelled order.
  const mayAddTransaction =
    hasAnyClaim(claims, ["invoicing", "billing"]) &&
    order.status !== "Cancelled" &&
    (order.status !== "Completed" || canEditCompletedOrder(claims));
  const hasPayments = payments.hasActions(summary, claims);
  const hasMore = mayEscalate || mayMoveToInvoicing || canCancel || mayAddTransaction || hasPayments;
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="default" leftSection={<IconHistory size={16} />} onClick={() => onOpen("log")}>
        Log
      </Button>
      {isEditable ? (
        <>
          <Button variant="default" leftSection={<IconMessage size={16} />} onClick={() => onOpen("comment")}>
            Comment
          </Button>
          <Button variant="default" leftSection={<IconTruck size={16} />} onClick={() => onOpen("tracking")}>
            Tracking
          </Button>
          <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => onOpen("details")}>
            Details
          </Button>
        </>
      ) : null}
      {hasMore ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="light" rightSection={<IconChevronDown size={16} />}>
              More
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {mayEscalate ? (
              <Menu.Item leftSection={<IconUrgent size={16} />} color="orange" onClick={confirmEscalate}>
                Escalate (due today)
              </Menu.Item>
            ) : null}
            {mayMoveToInvoicing ? (
              <Menu.Item leftSection={<IconFileInvoice size={16} />} onClick={confirmMoveToInvoicing}>
                Move to invoicing
              </Menu.Item>
            ) : null}
            {mayAddTransaction ? (
              <Menu.Item leftSection={<IconCash size={16} />} onClick={() => onOpen("transaction")}>
                Add transaction
              </Menu.Item>
            ) : null}
            <payments.MenuItems summary={summary} claims={claims} onOpen={onOpen} />
            {canCancel ? (
              <Menu.Item leftSection={<IconX size={16} />} color="red" onClick={() => onOpen("cancel")}>
                Cancel order
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
