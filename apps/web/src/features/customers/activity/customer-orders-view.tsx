// /users/{id}/orders: the customer's orders, newest first, 300 a page (workflow §9), searched by order id
// prefix and filtered by state; each row opens the order.
import {
  CUSTOMER_ORDER_STATES,
  type TCustomerOrder,
  type TCustomerOrderState,
} from "@gbo/contracts/customer-activity";
import { statusLabel } from "@gbo/domain/workflow";
import { Anchor, SegmentedControl } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { type QueueColumn, QueueTable } from "../../../ui/queue-table";
import { dateTime, money } from "../../orders/format";
import { useCustomerOrders } from "./activity-calls";
import { ActivityList, useListState } from "./activity-list";

const STATE_LABELS: Record<TCustomerOrderState, string> = {
  all: "All",
  open: "Open",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const ORDER_COLUMNS: QueueColumn<TCustomerOrder>[] = [
  {
    key: "id",
    header: "Order",
    cell: (o) => (
      <Anchor component={Link} to={`/orders/${o.id}`} size="sm">
        {o.id}
      </Anchor>
    ),
  },
  { key: "date", header: "Date", cell: (o) => dateTime(o.date) },
  { key: "status", header: "Status", cell: (o) => statusLabel(o.status) },
  { key: "count", header: "Comics", cell: (o) => o.count, isSecondary: true },
  { key: "total", header: "Total", cell: (o) => money(o.grandTotal, o.countryCode) },
  { key: "balance", header: "Balance", cell: (o) => money(o.balance, o.countryCode), isSecondary: true },
];

export function CustomerOrdersView({ customerId }: { customerId: number }) {
  const navigate = useNavigate();
  const list = useListState();
  const [state, setState] = useState<TCustomerOrderState>("all");
  const orders = useCustomerOrders(customerId, list.page, state, list.search);
  return (
    <ActivityList
      noun="orders"
      one="order"
      query={orders}
      page={list.page}
      onPage={list.setPage}
      search={{ label: "Search orders", placeholder: "Order id", value: list.text, onChange: list.setText }}
      filters={
        <SegmentedControl
          aria-label="Which orders"
          value={state}
          onChange={(value) => {
            setState(value as TCustomerOrderState);
            list.setPage(1);
          }}
          data={CUSTOMER_ORDER_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
        />
      }
    >
      <QueueTable
        label="Customer orders"
        rows={orders.data?.rows ?? []}
        columns={ORDER_COLUMNS}
        rowKey={(o) => o.id}
        onOpen={(o) => void navigate({ to: "/orders/$id", params: { id: o.id } })}
      />
    </ActivityList>
  );
}
