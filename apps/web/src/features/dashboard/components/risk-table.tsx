import type { TDashboardRiskRow, TRiskLevel } from "@gbo/contracts/dashboard";
import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { dateTime, shortDay } from "../../../ui/format";
import { StatusBadge } from "../../../ui/status-badge";
import { formatSlack } from "../view/waits";

// Ids, badges and dates keep to one line; the steps still ahead take what width remains.
const NOWRAP = { whiteSpace: "nowrap" } as const;

const LEVELS: Record<TRiskLevel, { label: string; color: string; variant: "filled" | "light" }> = {
  overdue: { label: "Overdue", color: "red.8", variant: "filled" },
  late: { label: "Late", color: "red", variant: "light" },
  tight: { label: "Tight", color: "orange", variant: "light" },
  onTrack: { label: "On track", color: "green", variant: "light" },
};

export function RiskBadge({ level }: { level: TRiskLevel }) {
  const { label, color, variant } = LEVELS[level];
  return (
    <Badge color={color} variant={variant} radius="sm" miw="max-content" data-risk-level={level}>
      {label}
    </Badge>
  );
}

/** Open orders by risk of missing their due date, most at risk first. */
export function RiskTable({ rows }: { rows: readonly TDashboardRiskRow[] }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing={6} fz="md" aria-label="Due-date risk">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Risk</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Forecast finish</Table.Th>
            <Table.Th>Slack</Table.Th>
            <Table.Th>Still ahead</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.orderId} data-risk-row={row.orderId}>
              <Table.Td style={NOWRAP}>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`/orders/${row.orderId}`} ff="monospace" inherit>
                    {row.orderId}
                  </Anchor>
                  {row.isEscalated ? (
                    <Badge color="grape" variant="light" radius="sm" size="sm" miw="max-content">
                      Escalated
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <RiskBadge level={row.level} />
              </Table.Td>
              <Table.Td style={NOWRAP}>{shortDay(row.dueDate)}</Table.Td>
              <Table.Td style={NOWRAP}>{dateTime(row.finishAt)}</Table.Td>
              <Table.Td style={NOWRAP}>
                <Text inherit c={row.slackHours < 0 ? "red" : undefined}>
                  {formatSlack(row.slackHours)}
                </Text>
              </Table.Td>
              <Table.Td fz="sm">{row.stationsLeft.length > 0 ? row.stationsLeft.join(" → ") : "—"}</Table.Td>
              <Table.Td style={NOWRAP}>
                <StatusBadge status={row.orderStatus} miw="max-content" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
