// The columns of a station's work list (the shared ui/queue-table lays them out).
import type { TQueueRow } from "@gbo/contracts/orders";
import { fastPassLabel } from "@gbo/domain/catalog";
import { daysBetween, utcDay } from "@gbo/domain/dates";
import { Badge, Group, Progress, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { daysLeftText, shortDay } from "../../../ui/format";
import type { QueueColumn } from "../../../ui/queue-table";
import { StatusBadge } from "../../../ui/status-badge";
import { orderScreenPath } from "../../orders";

/**
 * A tier row opens its tier; an order row opens the screen the order screen would send this worker to
 * (the invoice of an order in Invoicing, …), so the click reads that screen's data once, not the order first.
 */
export function rowPath(row: TQueueRow, claims: readonly string[]): string {
  return row.tierId
    ? `/orders/${row.orderId}/${row.tierId}`
    : orderScreenPath(row.orderId, row.orderStatus, claims);
}

const FINISHED = new Set(["Completed", "Cancelled"]);

function DueCell({ row }: { row: TQueueRow }) {
  // A finished order is no longer late: only the date matters.
  const isFinished = FINISHED.has(row.orderStatus);
  const isLate = !isFinished && row.daysLeft !== null && row.daysLeft < 0;
  const isToday = !isFinished && row.daysLeft === 0;
  if (row.dueDate === null && !isFinished) {
    // No due date yet (a box not received, an order not routed): how long it has waited, the list's order.
    const waited = Math.max(0, daysBetween(row.date.slice(0, 10), utcDay(Date.now())));
    return (
      <Text size="xs" c="gray.7" style={{ whiteSpace: "nowrap" }} data-waiting-days={waited}>
        waiting {waited} day{waited === 1 ? "" : "s"}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" data-overdue={isLate || undefined}>
      <Text
        size="sm"
        fw={isLate || isToday ? 700 : 400}
        c={isLate ? "red.9" : isToday ? "orange.9" : undefined}
      >
        {shortDay(row.dueDate)}
      </Text>
      {isFinished ? null : (
        <Text size="xs" c={isLate ? "red.9" : "gray.7"} style={{ whiteSpace: "nowrap" }}>
          {daysLeftText(row.daysLeft)}
        </Text>
      )}
    </Group>
  );
}

function ProcessedCell({ row }: { row: TQueueRow }) {
  const percent = row.count ? Math.round((row.processed / row.count) * 100) : 0;
  return (
    <Group gap={8} wrap="nowrap">
      <Text size="sm" ff="monospace" miw={40}>
        {row.processed}/{row.count}
      </Text>
      <Progress
        value={percent}
        w={48}
        size="sm"
        color={percent >= 100 ? "green" : "station"}
        aria-label={`Processed ${row.processed} of ${row.count}`}
      />
    </Group>
  );
}

function FlagsCell({ row }: { row: TQueueRow }) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge
        variant={row.countryCode === "CA" ? "filled" : "outline"}
        color={row.countryCode === "CA" ? "red.8" : "gray"}
        radius="sm"
        size="sm"
      >
        {row.countryCode}
      </Badge>
      {/* The server flags a tier row only when that tier was sold with a fast pass. */}
      {row.isFastPass ? (
        <Badge color="orange.9" variant="filled" radius="sm" size="sm">
          {fastPassLabel(row.fastPass) || "Fast pass"}
        </Badge>
      ) : null}
      {row.collectibleType !== "Comic" ? (
        <Badge color="gray" variant="light" radius="sm" size="sm">
          {row.collectibleType}
        </Badge>
      ) : null}
    </Group>
  );
}

const orderColumn = (claims: readonly string[]): QueueColumn<TQueueRow> => ({
  key: "order",
  header: "Order",
  cell: (row) => (
    // The row is the tab stop (Enter opens it); the link stays for the mouse and a new tab.
    <Link
      to={rowPath(row, claims)}
      tabIndex={-1}
      onClick={(event) => event.stopPropagation()}
      style={{ fontFamily: "var(--mantine-font-family-monospace)", fontWeight: 600, whiteSpace: "nowrap" }}
    >
      {row.orderId}
    </Link>
  ),
});

const tierColumns: QueueColumn<TQueueRow>[] = [
  {
    key: "tier",
    header: "Tier",
    cell: (row) => (
      <Text size="sm" fw={600} ff="monospace">
        {row.tierId}
      </Text>
    ),
  },
  { key: "processed", header: "Processed", cell: (row) => <ProcessedCell row={row} /> },
];

const itemsColumn: QueueColumn<TQueueRow> = {
  key: "items",
  header: "Items",
  cell: (row) => <Text size="sm">{row.count}</Text>,
};

const restColumns: QueueColumn<TQueueRow>[] = [
  { key: "due", header: "Due", cell: (row) => <DueCell row={row} /> },
  {
    key: "customer",
    header: "Customer",
    isSecondary: true,
    cell: (row) => (
      <Text size="sm" lineClamp={1} maw={220} title={row.customerName}>
        {row.customerName}
      </Text>
    ),
  },
  {
    key: "status",
    header: "Status",
    cell: (row) => (
      <Group gap={4} wrap="wrap">
        <StatusBadge status={row.status} />
        {row.isRejected ? (
          <Badge color="red.8" variant="filled" radius="sm" size="sm">
            Rejected
          </Badge>
        ) : null}
      </Group>
    ),
  },
  { key: "flags", header: "Flags", cell: (row) => <FlagsCell row={row} /> },
  {
    key: "received",
    header: "Received",
    isSecondary: true,
    // Only once received: a box still waiting has no received date (its order date is not one).
    cell: (row) => <Text size="sm">{shortDay(row.receivedDate)}</Text>,
  },
];

/** Order, (tier and processed | items), due, customer, status, flags, received. */
export function queueColumns(isTierQueue: boolean, claims: readonly string[]): QueueColumn<TQueueRow>[] {
  return [orderColumn(claims), ...(isTierQueue ? tierColumns : [itemsColumn]), ...restColumns];
}

export const queueRowKey = (row: TQueueRow) => (row.tierId ? `${row.orderId}-${row.tierId}` : row.orderId);

/** What a test or a reader of the DOM needs from a row: which one it is, its step and how late. */
export function queueRowAttributes(row: TQueueRow) {
  return {
    "data-queue-row": queueRowKey(row),
    "data-status": row.status,
    "data-days-left": row.daysLeft ?? undefined,
  };
}
