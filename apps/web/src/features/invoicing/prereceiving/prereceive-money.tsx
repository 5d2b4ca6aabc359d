// The pre-receiving page's money actions (submissions-pricing §2: add transaction, refund, charge balance,
// void or refund a transaction): the payments feature's charge, refund and pay-method dialogs, offered by
// the same permission rule as on the order summary; the transactions (add, void) are on that summary.
import { Button, Menu } from "@mantine/core";
import { IconCash, IconChevronDown } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useIdentity } from "../../../auth/session";
import { useOrder } from "../../orders";
import {
  hasAnyPaymentAction,
  type PaymentDialog,
  PaymentDialogs,
  PaymentMenuItems,
  paymentActionsFor,
} from "../../payments";

export function PreReceiveMoney({ orderId }: { orderId: string }) {
  const identity = useIdentity();
  const claims = identity?.claims ?? [];
  const summary = useOrder(orderId).data;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<PaymentDialog | null>(null);
  return (
    <>
      <Menu position="bottom-start">
        <Menu.Target>
          <Button
            variant="subtle"
            leftSection={<IconCash size={16} />}
            rightSection={<IconChevronDown size={14} />}
          >
            Money
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {summary && hasAnyPaymentAction(paymentActionsFor(summary, claims)) ? (
            <PaymentMenuItems summary={summary} claims={claims} onOpen={setDialog} />
          ) : null}
          <Menu.Item
            onClick={() =>
              void navigate({ to: "/orders/$id", params: { id: orderId }, search: { summary: 1 } })
            }
          >
            Transactions (add, void)
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {summary && dialog ? (
        <PaymentDialogs
          summary={summary}
          dialog={dialog}
          onOpen={setDialog}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
