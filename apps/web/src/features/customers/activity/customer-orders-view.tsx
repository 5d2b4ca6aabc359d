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
import { dateTime, money } from "../../../ui/format";
import { ListChoice } from "../../../ui/list-page";
import { PagedList, usePagedListState } from "../../../ui/paged-list";
import { type QueueColumn, QueueTable } from "../../../ui/queue-table";
import { addressChoice } from "../../../ui/use-list-address";
import { downloadCustomerOrdersCsv, useCustomerOrders } from "./activity-calls";

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

const SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
] as const;
type Sort = (typeof SORTS)[number]["value"];

export function CustomerOrdersView({ customerId }: { customerId: number }) {
  const navigate = useNavigate();
  const list = usePagedListState();
  const state = addressChoice(list.address.state, CUSTOMER_ORDER_STATES, "all") ?? "all";
  const sort: Sort = list.address.sort === "oldest" ? "oldest" : "newest";
  const orders = useCustomerOrders(customerId, list.page, state, list.search, sort);
  return (
    <PagedList
      noun="orders"
      one="order"
      query={orders}
      page={list.page}
      onPage={list.setPage}
      search={{ label: "Search orders", placeholder: "Order id", value: list.text, onChange: list.setText }}
      filters={
        <>
          <SegmentedControl
            aria-label="Which orders"
            value={state}
            onChange={(value) => list.setAddress({ state: value === "all" ? undefined : value })}
            data={CUSTOMER_ORDER_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
          />
          <ListChoice
            label="Sort"
            options={SORTS}
            value={sort}
            fallback="newest"
            onChange={(value) => list.setAddress({ sort: value })}
            width={150}
          />
        </>
      }
      onExport={() => downloadCustomerOrdersCsv(customerId, { state, sort, search: list.search })}
    >
      <QueueTable
        label="Customer orders"
        rows={orders.data?.rows ?? []}
        columns={ORDER_COLUMNS}
        rowKey={(o) => o.id}
        onOpen={(o) => void navigate({ to: "/orders/$id", params: { id: o.id } })}
      />
    </PagedList>
  );
}
