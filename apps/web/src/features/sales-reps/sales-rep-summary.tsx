// The rep's figures: orders, open orders and the total of their grand totals.
import type { TSalesRepDetail } from "@gbo/contracts/sales-reps";
import { formatMoney } from "@gbo/domain/money";
import { Card, SimpleGrid, Text } from "@mantine/core";

export function SalesRepSummary({ summary }: { summary: TSalesRepDetail["summary"] }) {
  const figures = [
    { label: "Orders", value: String(summary.orderCount) },
    { label: "Open orders", value: String(summary.openOrders) },
    { label: "Total", value: formatMoney(summary.totalCents, "US") },
  ];
  return (
    <SimpleGrid cols={3} spacing="sm">
      {figures.map((figure) => (
        <Card key={figure.label} withBorder padding="sm" radius="md" data-figure={figure.label}>
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={700} size="lg">
            {figure.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
