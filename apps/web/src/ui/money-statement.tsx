// The order's money as the server states it (issue 10 point 5): what is owed, every payment (those taken
// at submission too) and Total − Paid = Balance. No arithmetic here: every figure is the server's.
import type { TMoneyStatement } from "@gbo/contracts/orders";
import { formatMoney, toCents } from "@gbo/domain/money";
import { Alert, Group, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";

function Row({ label, amount, strong }: { label: ReactNode; amount: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Td fw={strong ? 700 : undefined}>{label}</Table.Td>
      <Table.Td ta="right" ff="monospace" fw={strong ? 700 : undefined} style={{ whiteSpace: "nowrap" }}>
        {amount}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The statement as a two-column table: the grand total (with its parts when `showParts`), what was added
 * or taken off, Total, each payment, Paid, then "Total − Paid = Balance" on one line, and a warning
 * when the order's stored figures do not add up.
 */
export function MoneyStatementView({
  statement,
  countryCode,
  showParts = false,
}: {
  statement: TMoneyStatement;
  countryCode: string;
  showParts?: boolean;
}) {
  const money = (amount: number) => formatMoney(toCents(amount), countryCode);
  return (
    <>
      <Table verticalSpacing={4} fz="sm" aria-label="Money statement" data-statement>
        <Table.Tbody>
          {showParts
            ? statement.grandTotalParts.map((line) => (
                <Row
                  key={`part-${line.label}`}
                  label={
                    <Text span size="sm" c="dimmed">
                      {line.label}
                    </Text>
                  }
                  amount={money(line.amount)}
                />
              ))
            : null}
          {/* Without adjustments the grand total is the total: one line says it. */}
          {statement.adjustments.length > 0 ? (
            <Row label="Grand total" amount={money(statement.grandTotal)} />
          ) : null}
          {statement.adjustments.map((line, index) => (
            <Row key={`adj-${line.transactionId ?? index}`} label={line.label} amount={money(line.amount)} />
          ))}
          <Row label="Total" amount={money(statement.total)} strong />
          {statement.payments.length === 0 ? (
            <Row
              label={
                <Text span size="sm" c="dimmed">
                  No payments yet
                </Text>
              }
              amount=""
            />
          ) : (
            statement.payments.map((line, index) => (
              <Row
                key={`pay-${line.transactionId ?? `s${index}`}`}
                label={
                  <Text span size="sm" data-payment={line.kind}>
                    {line.label}
                  </Text>
                }
                amount={money(line.amount)}
              />
            ))
          )}
          <Row label="Paid" amount={money(statement.paid)} strong />
        </Table.Tbody>
      </Table>
      <Group gap="xs" justify="flex-end" data-balance-line aria-label="Total minus paid equals balance">
        <Text size="sm">
          Total <b>{money(statement.total)}</b> − Paid <b>{money(statement.paid)}</b> = Balance{" "}
          <Text span fw={700} c={statement.balance > 0 ? "red.9" : undefined}>
            {money(statement.balance)}
          </Text>
        </Text>
      </Group>
      {statement.unreconciled !== 0 ? (
        <Alert color="orange" variant="light" role="status" py={6} data-unreconciled>
          Does not reconcile by {money(statement.unreconciled)}: the order's stored balance is not Total −
          Paid. Check the order's payments before completing it.
        </Alert>
      ) : null}
      {statement.grandTotalUnreconciled !== 0 ? (
        <Alert color="orange" variant="light" role="status" py={6}>
          The grand total does not match its parts by {money(statement.grandTotalUnreconciled)}.
        </Alert>
      ) : null}
    </>
  );
}
