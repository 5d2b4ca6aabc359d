import type { TDashboardThroughput } from "@gbo/contracts/dashboard";
import { Table, Text } from "@mantine/core";
import { formatMedianHours, onTimeShare } from "../view/waits";
import { UnitCountCell } from "./dashboard-section";

type Throughput = TDashboardThroughput;

/** What each station finished over the range and how long a stay took there. */
export function StationThroughputTable({ stations }: { stations: Throughput["stations"] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing={6} fz="md" aria-label="Throughput per station">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Station</Table.Th>
            <Table.Th ta="right">Completed</Table.Th>
            <Table.Th ta="right">Comics</Table.Th>
            <Table.Th ta="right">Comics/day</Table.Th>
            <Table.Th ta="right">Median time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stations.map((station) => (
            <Table.Tr key={station.key} data-throughput-station={station.key}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{station.label}</Table.Td>
              <UnitCountCell count={station.completed} unit={station.unit} />
              <Table.Td ta="right">{station.items}</Table.Td>
              <Table.Td ta="right">{station.itemsPerDay.toFixed(1)}</Table.Td>
              <Table.Td ta="right">{formatMedianHours(station.medianHours)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Turnaround per tier code: orders shipped, median days against the promise, and the share on time. */
export function TurnaroundTable({ tierCodes }: { tierCodes: Throughput["tierCodes"] }) {
  if (tierCodes.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No order shipped in this range.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing={6} fz="md" aria-label="Turnaround per tier">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tier</Table.Th>
            <Table.Th ta="right">Shipped</Table.Th>
            <Table.Th ta="right">Median days</Table.Th>
            <Table.Th ta="right">Promised</Table.Th>
            <Table.Th ta="right">On time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tierCodes.map((tier) => (
            <Table.Tr key={tier.tierCode} data-turnaround-tier={tier.tierCode}>
              <Table.Td ff="monospace">{tier.tierCode}</Table.Td>
              <Table.Td ta="right">{tier.shipped}</Table.Td>
              <Table.Td ta="right">
                <Text inherit c={tier.medianDays > tier.promisedDays ? "red" : undefined}>
                  {tier.medianDays.toFixed(1)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{tier.promisedDays}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {onTimeShare(tier.onTime, tier.shipped)}{" "}
                <Text span size="sm" c="dimmed">
                  ({tier.onTime} of {tier.shipped})
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
