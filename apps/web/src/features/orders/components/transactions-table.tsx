import type { TOrderSummary } from "@gbo/contracts/orders";
import { Badge, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { dateTime, money } from "../format";

/** The money view: what was charged, paid, credited, and how the grand total is made. */
export function TransactionsView({ summary }: { summary: TOrderSummary }) {
  const { order, transactions } = summary;
  const cc = order.countryCode;
  const lines: [string, number][] = [
    ["Total", order.total],
    ["Discount", -order.discount],
    ["Rewards", -order.rewards],
    [`Promo${order.promoCode ? ` (${order.promoCode})` : ""}`, -order.promoDiscount],
    [`Drop-off${order.dropOffName ? ` (${order.dropOffName})` : ""}`, order.dropOffValue],
    ["Shipping", order.sh],
    ["Handling", order.handling],
    ["Insurance", order.insurance],
    ["Taxes", order.taxes],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {lines
          .filter(([, amount]) => amount !== 0)
          .map(([label, amount]) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm">{money(amount, cc)}</Text>
            </Stack>
          ))}
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Grand total
          </Text>
          <Text size="sm" fw={700}>
            {money(order.grandTotal, cc)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Balance
          </Text>
          <Text size="sm" fw={700}>
            {money(summary.balance, cc)}
          </Text>
        </Stack>
      </SimpleGrid>
      {transactions.length === 0 ? (
        <Text c="dimmed">No transactions yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped verticalSpacing={4} fz="sm" aria-label="Transactions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transactions.map((t) => (
                <Table.Tr key={t.id} c={t.isVoid ? "dimmed" : undefined}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{dateTime(t.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Badge variant="light" size="sm" radius="sm">
                        {t.transType}
                      </Badge>
                      {t.isRefund ? (
                        <Badge color="grape" size="sm" radius="sm">
                          Refund
                        </Badge>
                      ) : null}
                      {t.isVoid ? (
                        <Badge color="gray" size="sm" radius="sm">
                          Void
                        </Badge>
                      ) : null}
                      {!t.success ? (
                        <Badge color="red" size="sm" radius="sm">
                          Failed
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t.description ?? ""}</Table.Td>
                  <Table.Td>{t.createdBy ?? ""}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {money(t.amount, cc)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
