// /salesmanager/{id}/order: the rep's orders, newest first, 1000 a page (administration §9), searched by
// order id prefix or customer name; each row opens the order.
import type { TSalesRepOrder } from "@gbo/contracts/sales-reps";
import { formatMoney } from "@gbo/domain/money";
import { Alert, Anchor, Group, Loader, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { type QueueColumn, QueuePagination, QueueTable } from "../../ui/queue-table";
import { dateTime } from "../orders/format";
import { useSalesRepOrders } from "./api/sales-reps-calls";

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
  { key: "status", header: "Status", cell: (o) => o.status },
  { key: "count", header: "Comics", cell: (o) => o.count, isSecondary: true },
  { key: "total", header: "Total", cell: (o) => formatMoney(o.grandTotalCents, o.countryCode) },
];

export function SalesRepOrders({ code }: { code: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const orders = useSalesRepOrders(code, page, search);
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / (orders.data?.pageSize ?? 1000)));
  return (
    <Stack gap="md">
      <TextInput
        label="Search orders"
        placeholder="Order id or customer"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        w={260}
      />
      <Paper withBorder radius="md" p={0}>
        {orders.isError ? (
          <Alert color="red">The orders could not be loaded.</Alert>
        ) : !orders.data ? (
          <Group p="md">
            <Loader size="sm" />
          </Group>
        ) : orders.data.rows.length === 0 ? (
          <Text p="md" c="dimmed">
            No orders.
          </Text>
        ) : (
          <QueueTable
            label="Sales rep orders"
            rows={orders.data.rows}
            columns={COLUMNS}
            rowKey={(o) => o.id}
            onOpen={(o) => void navigate({ to: "/orders/$id", params: { id: o.id } })}
          />
        )}
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {orders.data ? `${orders.data.total} orders` : ""}
        </Text>
        {pages > 1 ? <QueuePagination value={page} total={pages} onChange={setPage} /> : null}
      </Group>
    </Stack>
  );
}
