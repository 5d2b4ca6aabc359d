import type { TChargeOutcome } from "@gbo/contracts/payments";
import { formatMoney, toCents } from "@gbo/domain/money";
import { Badge, Table, Text } from "@mantine/core";
import type { ChargeLine } from "./charge-plan";

/** What will be charged to which method (the confirmation step). */
export function ChargeReview({ lines, countryCode }: { lines: readonly ChargeLine[]; countryCode: string }) {
  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  return (
    <Table verticalSpacing={4} fz="sm" aria-label="Charges to make">
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.method.id}>
            <Table.Td>{line.method.displayName}</Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatMoney(line.cents, countryCode)}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={700}>Total</Table.Td>
          <Table.Td ta="right" ff="monospace" fw={700}>
            {formatMoney(total, countryCode)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** Each method's outcome: approved, or the gateway's decline message. */
export function ChargeOutcomes({
  outcomes,
  methodName,
  countryCode,
}: {
  outcomes: readonly TChargeOutcome[];
  methodName: (payMethodId: number) => string;
  countryCode: string;
}) {
  return (
    <Table verticalSpacing={6} fz="sm" aria-label="Charge outcomes">
      <Table.Tbody>
        {outcomes.map((outcome) => (
          <Table.Tr key={outcome.payMethodId} data-outcome={outcome.success ? "approved" : "declined"}>
            <Table.Td>{methodName(outcome.payMethodId)}</Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatMoney(toCents(outcome.amount), countryCode)}
            </Table.Td>
            <Table.Td>
              {outcome.success ? (
                <Badge color="green" radius="sm">
                  {outcome.message || "Approved"}
                </Badge>
              ) : (
                <Text size="sm" c="red.8" fw={600}>
                  {outcome.message}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
