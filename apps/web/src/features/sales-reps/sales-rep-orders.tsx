// /salesmanager/{id}/order: the rep's orders, newest first, 1000 a page (administration §9), searched by
// order id prefix or customer name (kept in the address); each row opens the order; CSV of them all.
import type { TSalesRepOrder } from "@gbo/contracts/sales-reps";
import { formatMoney } from "@gbo/domain/money";
import { Anchor } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { dateTime } from "../../ui/format";
import { PagedList, usePagedListState } from "../../ui/paged-list";
import { type QueueColumn, QueueTable } from "../../ui/queue-table";
import { StatusBadge } from "../../ui/status-badge";
import { downloadSalesRepOrdersCsv, useSalesRepOrders } from "./api/sales-reps-calls";

const COLUMNS: QueueColumn<TSalesRepOrder>[] = [
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
  { key: "customer", header: "Customer", cell: (o) => o.customerName },
  { key: "status", header: "Status", cell: (o) => <StatusBadge status={o.status} /> },
  { key: "count", header: "Comics", cell: (o) => o.count, isSecondary: true },
  { key: "total", header: "Total", cell: (o) => formatMoney(o.grandTotalCents, o.countryCode) },
];

export function SalesRepOrders({ code }: { code: string }) {
  const navigate = useNavigate();
  const list = usePagedListState();
  const orders = useSalesRepOrders(code, list.page, list.search);
  return (
    <PagedList
      noun="orders"
      one="order"
      query={orders}
      page={list.page}
      onPage={list.setPage}
      search={{
        label: "Search orders",
        placeholder: "Order id or customer",
        value: list.text,
        onChange: list.setText,
      }}
      onExport={() => downloadSalesRepOrdersCsv(code, list.search)}
    >
      <QueueTable
        label="Sales rep orders"
        rows={orders.data?.rows ?? []}
        columns={COLUMNS}
        rowKey={(o) => o.id}
        onOpen={(o) => void navigate({ to: "/orders/$id", params: { id: o.id } })}
      />
    </PagedList>
  );
}
