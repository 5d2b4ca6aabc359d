import type { TTierDetail } from "@gbo/contracts/orders";
import { Anchor, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { daysLeftText, StatusBadge, shortDay, statusLabel } from "../../orders";
import type { TierVariant } from "../tier-variant";

const VARIANT_LABEL: Record<TierVariant, string> = { grade: "Grading", slab: "Slab", default: "Station" };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function TierHeader({
  detail,
  variant,
  actions,
}: {
  detail: TTierDetail;
  variant: TierVariant;
  actions?: ReactNode;
}) {
  const { order, tier } = detail;
  const isLate = tier.daysLeft !== null && tier.daysLeft < 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2}>
                <Anchor component={Link} to={`/orders/${order.id}`} inherit ff="monospace">
                  {order.id}
                </Anchor>
                <Text span inherit c="dimmed">
                  {" / "}
                </Text>
                <Text span inherit ff="monospace">
                  {tier.id}
                </Text>
              </Title>
              <StatusBadge status={tier.status} size="lg" />
              <Badge variant="outline" color="gray" radius="sm">
                {VARIANT_LABEL[variant]} view
              </Badge>
              {tier.isRejected ? (
                <Badge color="red" variant="filled" radius="sm">
                  Rejected
                </Badge>
              ) : null}
              {tier.fastPass > 0 ? (
                <Badge color="orange" radius="sm">
                  Fast pass {tier.fastPass}
                </Badge>
              ) : null}
              {tier.press > 0 ? (
                <Badge color="indigo" variant="light" radius="sm">
                  Press {tier.press}
                </Badge>
              ) : null}
              {order.countryCode === "CA" ? (
                <Badge color="red" radius="sm">
                  CA
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">
              <b>{detail.customerName}</b> · {order.collectibleType} · order {statusLabel(order.status)}
            </Text>
          </Stack>
          {actions}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Processed">
            <Group gap={8} wrap="nowrap">
              <Text span fw={700} data-tier-processed>
                {tier.processed} / {tier.count}
              </Text>
              <Progress value={tier.progress} w={120} color={tier.progress >= 100 ? "green" : "station"} />
            </Group>
          </Fact>
          <Fact label="Due">
            <Text span fw={700} c={isLate ? "red.7" : undefined}>
              {shortDay(tier.dueDate)}
            </Text>{" "}
            <Text span size="xs" c={isLate ? "red.7" : "dimmed"}>
              {daysLeftText(tier.daysLeft)}
            </Text>
          </Fact>
          <Fact label="Next station">{detail.nextStatus ? statusLabel(detail.nextStatus) : "—"}</Fact>
          <Fact label="Missing reason">{tier.missingReason ?? "—"}</Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
