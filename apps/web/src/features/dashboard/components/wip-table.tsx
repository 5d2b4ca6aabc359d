import type { TDashboardStation } from "@gbo/contracts/dashboard";
import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { formatHours, waitTone } from "../view/waits";
import { UnitCountCell } from "./dashboard-section";

const TONE_COLORS = { ok: "green", warn: "orange" } as const;

/** What waits at each station now: the worker's own first, each row opening the station's queue. */
export function WipTable({ stations }: { stations: readonly TDashboardStation[] }) {
  // An admin owns every station: marking all of them says nothing.
  const marksMine = stations.some((station) => !station.isMine);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped highlightOnHover verticalSpacing={6} fz="md" aria-label="Work in progress">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Station</Table.Th>
            <Table.Th ta="right">Waiting</Table.Th>
            <Table.Th ta="right">Comics</Table.Th>
            <Table.Th>Oldest wait</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stations.map((station) => (
            <Table.Tr
              key={station.key}
              data-wip-station={station.key}
              data-waiting={station.waiting}
              data-mine={station.isMine}
              fw={marksMine && station.isMine ? 600 : undefined}
            >
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={station.path} inherit>
                    {station.label}
                  </Anchor>
                  {marksMine && station.isMine ? (
                    <Badge size="sm" variant="light" radius="sm">
                      Yours
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <UnitCountCell count={station.waiting} unit={station.unit} />
              <Table.Td ta="right">{station.items}</Table.Td>
              <Table.Td>
                <OldestWait hours={station.oldestHours} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OldestWait({ hours }: { hours: number | null }) {
  const tone = waitTone(hours);
  if (tone === "none") return <Text c="dimmed">—</Text>;
  return (
    <Badge variant="light" color={TONE_COLORS[tone]} radius="sm" size="lg" tt="none" data-wait-tone={tone}>
      {formatHours(hours)}
    </Badge>
  );
}
