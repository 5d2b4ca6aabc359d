import type { TTier } from "@gbo/contracts/orders";
import { ActionIcon, Badge, Group, Progress, Table, Text, Tooltip } from "@mantine/core";
import { IconCalendarEvent, IconRocket } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { daysLeftText, shortDay } from "../../../ui/format";
import { serviceLabel } from "../../../ui/service-label";
import { StatusBadge } from "../../../ui/status-badge";
import { useOrderScreenParts } from "../order-screen-parts";

export type TierRowActions = {
  onDueDate?: (tier: TTier) => void;
  /** Whether this worker may change the tier's due date (a claim matching its station). */
  canChangeDueDate?: (tier: TTier) => boolean;
  onService?: (tier: TTier) => void;
};

/** The order's tiers with their station and progress; a row opens the tier screen. */
export function OrderTiersTable({
  orderId,
  tiers,
  actions,
}: {
  orderId: string;
  tiers: readonly TTier[];
  actions: TierRowActions;
}) {
  const navigate = useNavigate();
  const { ShelfLink } = useOrderScreenParts();
  if (tiers.length === 0) return <Text c="dimmed">This order has no tiers yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing={6} fz="sm" aria-label="Tiers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tier</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Progress</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Tracking</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tiers.map((tier) => {
            const path = `/orders/${orderId}/${tier.id}`;
            const isLate = tier.daysLeft !== null && tier.daysLeft < 0;
            return (
              <Table.Tr
                key={tier.id}
                data-tier-row={tier.id}
                style={{ cursor: "pointer" }}
                onClick={() => void navigate({ href: path })}
              >
                <Table.Td>
                  <Link to={path} onClick={(e) => e.stopPropagation()} style={{ fontWeight: 700 }}>
                    <Text span ff="monospace" fw={700}>
                      {tier.id}
                    </Text>
                  </Link>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="wrap">
                    <StatusBadge status={tier.status} />
                    {tier.isRejected ? (
                      <Badge color="red" variant="filled" size="sm" radius="sm">
                        Rejected
                      </Badge>
                    ) : null}
                    {tier.labelsVerified ? (
                      <Badge color="yellow" variant="outline" size="sm" radius="sm">
                        Labels verified
                      </Badge>
                    ) : null}
                    <ShelfLink shelfId={tier.shelfId} size="xs" />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={8} wrap="nowrap">
                    <Text size="sm" ff="monospace" w={52}>
                      {tier.processed}/{tier.count}
                    </Text>
                    <Progress
                      value={tier.progress}
                      w={90}
                      size="sm"
                      color={tier.progress >= 100 ? "green" : "station"}
                      aria-label={`Tier ${tier.id} progress`}
                    />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {tier.fastPass > 0 ? (
                      <Badge color="orange" size="sm" radius="sm">
                        {serviceLabel.fastPass(tier.fastPass)}
                      </Badge>
                    ) : null}
                    {tier.press > 0 ? (
                      <Badge color="indigo" variant="light" size="sm" radius="sm">
                        {serviceLabel.press(tier.press)}
                      </Badge>
                    ) : null}
                    {tier.fastPass === 0 && tier.press === 0 ? (
                      <Text size="xs" c="dimmed">
                        standard
                      </Text>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" span fw={isLate ? 700 : 400} c={isLate ? "red" : undefined}>
                    {shortDay(tier.dueDate)}
                  </Text>{" "}
                  <Text size="xs" span c={isLate ? "red" : "dimmed"}>
                    {tier.status === "Shipping" ? "" : daysLeftText(tier.daysLeft)}
                  </Text>
                </Table.Td>
                <Table.Td>{tier.trackingNumber ?? ""}</Table.Td>
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {actions.onDueDate && (actions.canChangeDueDate?.(tier) ?? true) ? (
                      <Tooltip label="Change due date">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Change due date of tier ${tier.id}`}
                          onClick={() => actions.onDueDate?.(tier)}
                        >
                          <IconCalendarEvent size={18} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    {actions.onService ? (
                      <Tooltip label="Fast pass and press">
                        <ActionIcon
                          variant="subtle"
                          color="orange"
                          aria-label={`Fast pass and press of tier ${tier.id}`}
                          onClick={() => actions.onService?.(tier)}
                        >
                          <IconRocket size={18} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
