import type { TQueueRow } from "@gbo/contracts/orders";
import { Badge, Group, Progress, Table, Text, Tooltip } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { KeyboardEvent } from "react";
import { daysLeftText, StatusBadge, shortDay } from "../../orders";

export function rowPath(row: TQueueRow): string {
  return row.tierId ? `/orders/${row.orderId}/${row.tierId}` : `/orders/${row.orderId}`;
}

const FINISHED = new Set(["Completed", "Cancelled"]);

function DueCell({ row }: { row: TQueueRow }) {
  // A finished order is no longer late: only the date matters.
  const isFinished = FINISHED.has(row.orderStatus);
  const isLate = !isFinished && row.daysLeft !== null && row.daysLeft < 0;
  const isToday = !isFinished && row.daysLeft === 0;
  return (
    <Group gap={6} wrap="nowrap" data-overdue={isLate || undefined}>
      <Text
        size="sm"
        fw={isLate || isToday ? 700 : 400}
        c={isLate ? "red.7" : isToday ? "orange.8" : undefined}
      >
        {shortDay(row.dueDate)}
      </Text>
      {isFinished ? null : (
        <Text size="xs" c={isLate ? "red.7" : "dimmed"}>
          {daysLeftText(row.daysLeft)}
        </Text>
      )}
    </Group>
  );
}

function CountCell({ row, isTierQueue }: { row: TQueueRow; isTierQueue: boolean }) {
  if (!isTierQueue) return <Text size="sm">{row.count}</Text>;
  const percent = row.count ? Math.round((row.processed / row.count) * 100) : 0;
  return (
    <Group gap={8} wrap="nowrap">
      <Text size="sm" ff="monospace" w={48}>
        {row.processed}/{row.count}
      </Text>
      <Progress value={percent} w={56} size="sm" color={percent >= 100 ? "green" : "station"} />
    </Group>
  );
}

/** A station's work list: click or Enter on a row opens the tier (tier queues) or the order. */
export function QueueTable({
  rows,
  isTierQueue,
  onOpen,
}: {
  rows: readonly TQueueRow[];
  isTierQueue: boolean;
  onOpen: (row: TQueueRow) => void;
}) {
  function onKeyDown(event: KeyboardEvent, row: TQueueRow) {
    if (event.key === "Enter") onOpen(row);
  }
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" stickyHeader aria-label="Queue">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            {isTierQueue ? <Table.Th>Tier</Table.Th> : null}
            <Table.Th>{isTierQueue ? "Processed" : "Items"}</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Flags</Table.Th>
            <Table.Th>Received</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={`${row.orderId}-${row.tierId ?? ""}`}
              data-queue-row={row.tierId ? `${row.orderId}-${row.tierId}` : row.orderId}
              onClick={() => onOpen(row)}
              onKeyDown={(event) => onKeyDown(event, row)}
              tabIndex={0}
              style={{ cursor: "pointer" }}
            >
              <Table.Td>
                <Link
                  to={rowPath(row)}
                  onClick={(event) => event.stopPropagation()}
                  style={{ fontFamily: "var(--mantine-font-family-monospace)", fontWeight: 600 }}
                >
                  {row.orderId}
                </Link>
              </Table.Td>
              {isTierQueue ? (
                <Table.Td>
                  <Text size="sm" fw={600} ff="monospace">
                    {row.tierId}
                  </Text>
                </Table.Td>
              ) : null}
              <Table.Td>
                <CountCell row={row} isTierQueue={isTierQueue} />
              </Table.Td>
              <Table.Td>
                <DueCell row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1} maw={220}>
                  {row.customerName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <StatusBadge status={row.status} />
                  {row.isRejected ? (
                    <Badge color="red" variant="filled" radius="sm" size="sm">
                      Rejected
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Badge
                    variant={row.countryCode === "CA" ? "filled" : "outline"}
                    color={row.countryCode === "CA" ? "red" : "gray"}
                    radius="sm"
                    size="sm"
                  >
                    {row.countryCode}
                  </Badge>
                  {row.isFastPass || row.fastPass > 0 ? (
                    <Tooltip label={`Fast pass level ${row.fastPass}`}>
                      <Badge color="orange" variant="filled" radius="sm" size="sm">
                        Fast pass{row.fastPass > 0 ? ` ${row.fastPass}` : ""}
                      </Badge>
                    </Tooltip>
                  ) : null}
                  {row.collectibleType !== "Comic" ? (
                    <Badge color="gray" variant="light" radius="sm" size="sm">
                      {row.collectibleType}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {shortDay(row.receivedDate ?? row.date)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
