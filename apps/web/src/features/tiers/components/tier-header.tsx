import type { TTierDetail } from "@gbo/contracts/orders";
import { statusLabel } from "@gbo/domain/workflow";
import { Anchor, Badge, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { daysLeftText, shortDay } from "../../../ui/format";
import { serviceLabel } from "../../../ui/service-label";
import { StatusBadge } from "../../../ui/status-badge";
import { ShelfLink } from "../../shelves";
import type { TierVariant } from "../tier-variant";

const VARIANT_LABEL: Record<TierVariant, string> = { grade: "Grading", slab: "Slab", default: "Station" };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="gray.7" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Group>
  );
}

/** The tier's identity in two lines: the way back to the station's queue, the one h1, and its facts. */
export function TierHeader({
  detail,
  variant,
  station,
}: {
  detail: TTierDetail;
  variant: TierVariant;
  /** The queue the tier was opened from (null for a tier waiting at Shipping). */
  station: { name: string; path: string } | null;
}) {
  const { order, tier } = detail;
  const isLate = tier.daysLeft !== null && tier.daysLeft < 0;
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Stack gap={4}>
        {station ? (
          <Anchor component={Link} to={station.path} size="sm" w="fit-content" data-station-link>
            ← {station.name} queue
          </Anchor>
        ) : null}
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Group gap="sm">
            <Title order={1} size="h2">
              <Anchor component={Link} to={`/orders/${order.id}`} inherit ff="monospace">
                {order.id}
              </Anchor>
              <Text span inherit c="gray.7">
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
                {serviceLabel.fastPass(tier.fastPass)}
              </Badge>
            ) : null}
            {tier.press > 0 ? (
              <Badge color="indigo" variant="light" radius="sm">
                {serviceLabel.press(tier.press)}
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
        </Group>
        <Group gap="lg" wrap="wrap">
          <Fact label="Processed">
            <Group gap={8} wrap="nowrap">
              <Text span fw={700} size="sm" data-tier-processed>
                {tier.processed} / {tier.count}
              </Text>
              <Progress
                value={tier.progress}
                w={90}
                color={tier.progress >= 100 ? "green" : "station"}
                aria-label={`Processed ${tier.processed} of ${tier.count}`}
              />
            </Group>
          </Fact>
          <Fact label="Due">
            <Text span fw={700} size="sm" c={isLate ? "red.9" : undefined}>
              {shortDay(tier.dueDate)}
            </Text>{" "}
            <Text span size="xs" c={isLate ? "red.9" : "gray.7"}>
              {daysLeftText(tier.daysLeft)}
            </Text>
          </Fact>
          <Fact label="Next station">{detail.nextStatus ? statusLabel(detail.nextStatus) : "—"}</Fact>
          <ShelfLink shelfId={tier.shelfId} />
        </Group>
      </Stack>
    </Paper>
  );
}
