import type { TOrderSummary } from "@gbo/contracts/orders";
import { daysBetween, utcDay } from "@gbo/domain/dates";
import { formatPhone } from "@gbo/domain/display";
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { daysLeftText, money, shortDay } from "../../../ui/format";
import { StatusBadge } from "../../../ui/status-badge";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    // minWidth 0 lets a grid cell shrink; a long value (an 18-character tracking number) then wraps
    // instead of pushing the page wider than the window.
    <Stack gap={0} data-fact={testId} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Status, customer, due date and money at the top of the order summary. */
export function OrderHeader({ summary, actions }: { summary: TOrderSummary; actions?: ReactNode }) {
  const { order, customer } = summary;
  const cc = order.countryCode;
  const daysLeft = order.dueDate ? daysBetween(utcDay(Date.now()), order.dueDate) : null;
  const isFinished = order.status === "Completed" || order.status === "Cancelled";
  const isLate = daysLeft !== null && daysLeft < 0 && !isFinished;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} size="h2" ff="monospace">
                {order.id}
              </Title>
              <StatusBadge status={order.status} size="lg" />
              {order.isFastPass ? (
                <Badge color="orange" variant="filled" radius="sm">
                  Fast pass
                </Badge>
              ) : null}
              {order.isAR ? (
                <Badge color="grape" variant="light" radius="sm">
                  AR
                </Badge>
              ) : null}
              <Badge
                variant={cc === "CA" ? "filled" : "outline"}
                color={cc === "CA" ? "red" : "gray"}
                radius="sm"
              >
                {cc}
              </Badge>
            </Group>
            <Text size="sm">
              <b>{customer.name}</b> · {customer.email}
              {customer.phone ? ` · ${formatPhone(customer.phone)}` : ""} · {order.level}
            </Text>
          </Stack>
          {actions}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="md" verticalSpacing="xs">
          <Fact label="Due" testId="due">
            <Text span fw={700} c={isLate ? "red" : undefined}>
              {shortDay(order.dueDate)}
            </Text>
            {isFinished ? null : (
              <Text size="xs" c={isLate ? "red" : "dimmed"}>
                {daysLeftText(daysLeft)}
              </Text>
            )}
          </Fact>
          <Fact label="Items">{order.count}</Fact>
          <Fact label="Type">
            {order.collectibleType}
            {order.mangaType ? ` (${order.mangaType})` : ""}
          </Fact>
          <Fact label="Received">{shortDay(order.receivedDate)}</Fact>
          <Fact label="Total">{money(order.total, cc)}</Fact>
          <Fact label="Grand total">{money(order.grandTotal, cc)}</Fact>
          <Fact label="Balance" testId="balance">
            <Text span fw={700} c={summary.balance > 0 ? "red" : summary.balance < 0 ? "green" : undefined}>
              {money(summary.balance, cc)}
            </Text>
          </Fact>
          <Fact label="Tracking">{order.trackingNumber ?? "—"}</Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
