// The rep's figures: orders, open orders and the total of their grand totals, one line per currency.
import type { TSalesRepDetail } from "@gbo/contracts/sales-reps";
import { formatCurrencyTotals } from "@gbo/domain/money";
import { Card, SimpleGrid, Text } from "@mantine/core";

export function SalesRepSummary({ summary }: { summary: TSalesRepDetail["summary"] }) {
  const figures = [
    { label: "Orders", value: String(summary.orderCount) },
    { label: "Open orders", value: String(summary.openOrders) },
    // A US and a CA total are two amounts, never one sum (issue 30 point 8).
    { label: "Total", value: formatCurrencyTotals(summary.totals) },
  ];
  return (
    <SimpleGrid cols={3} spacing="sm">
      {figures.map((figure) => (
        <Card key={figure.label} withBorder padding="sm" radius="md" data-figure={figure.label}>
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          {[figure.value].flat().map((line) => (
            <Text key={line} fw={700} size="lg">
              {line}
            </Text>
          ))}
        </Card>
      ))}
    </SimpleGrid>
  );
}
