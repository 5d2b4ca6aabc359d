import type { TOrderSummary } from "@gbo/contracts/orders";
import { TRANSACTION_TYPE_LABELS } from "@gbo/domain/workflow";
import { Badge, Group, Stack, Table, Text } from "@mantine/core";
import { dateTime, money } from "../../../ui/format";
import { MoneyStatementView } from "../../../ui/money-statement";
import { useOrderScreenParts } from "../order-screen-parts";

/**
 * The money view: the server's statement (grand total and its parts, fees and credits, every payment,
 * Total − Paid = Balance), then every entry — payments taken at submission first, then each recorded
 * transaction. At 1024×768 the "By" column is dropped and descriptions wrap, so nothing scrolls sideways.
 */
export function TransactionsView({ summary }: { summary: TOrderSummary }) {
  const { order, transactions, statement } = summary;
  const cc = order.countryCode;
  const atSubmission = statement.payments.filter((line) => line.kind === "atSubmission");
  // Refund, void and receipt per payment (issue 12), from the order's payments call.
  const { payments } = useOrderScreenParts();
  const paymentRows = payments.useRowActions(summary);
  return (
    <Stack gap="md">
      <MoneyStatementView statement={statement} countryCode={cc} showParts />
      <payments.Receipts summary={summary} />
      {statement.entryCount === 0 ? (
        <Text c="dimmed">No payments or transactions yet.</Text>
      ) : (
        <Table striped verticalSpacing={4} fz="sm" aria-label="Transactions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th visibleFrom="lg">By</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              {paymentRows.hasPayments ? <Table.Th ta="right">Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {atSubmission.map((line) => (
              <Table.Tr key={`submission-${line.label}`} data-entry="atSubmission">
                <Table.Td>At submission</Table.Td>
                <Table.Td>
                  <Badge variant="light" size="sm" radius="sm">
                    Paid
                  </Badge>
                </Table.Td>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td visibleFrom="lg" />
                <Table.Td ta="right" ff="monospace">
                  {money(line.amount, cc)}
                </Table.Td>
                {paymentRows.hasPayments ? <Table.Td /> : null}
              </Table.Tr>
            ))}
            {transactions.map((t) => (
              <Table.Tr key={t.id} c={t.isVoid ? "dimmed" : undefined} data-entry={t.transType}>
                <Table.Td>{dateTime(t.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge variant="light" size="sm" radius="sm">
                      {TRANSACTION_TYPE_LABELS[t.transType]}
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
                <Table.Td style={{ overflowWrap: "anywhere" }}>{t.description ?? ""}</Table.Td>
                <Table.Td visibleFrom="lg">{t.createdBy ?? ""}</Table.Td>
                <Table.Td ta="right" ff="monospace" style={{ whiteSpace: "nowrap" }}>
                  {money(t.amount, cc)}
                </Table.Td>
                {paymentRows.hasPayments ? <Table.Td>{paymentRows.render(t.id)}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
