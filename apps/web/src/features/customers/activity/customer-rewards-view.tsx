// /users/{id}/rewards (submissions-pricing §3): available, original and applied, the orders that spent
// rewards and the recorded changes (grants, corrections) from the history.
import type { TCustomerRewards } from "@gbo/contracts/customer-activity";
import { statusLabel } from "@gbo/domain/workflow";
import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { dateTime, money } from "../../../ui/format";
import { useCustomerRewards } from "./activity-calls";
import { ChangesTable } from "./changes-table";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

function Spent({ rewards }: { rewards: TCustomerRewards }) {
  if (rewards.spent.length === 0) return <Text c="dimmed">No order has used rewards.</Text>;
  return (
    <Table striped aria-label="Orders that used rewards">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Order</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Rewards used</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rewards.spent.map((s) => (
          <Table.Tr key={s.orderId}>
            <Table.Td>
              <Anchor component={Link} to={`/orders/${s.orderId}`} size="sm">
                {s.orderId}
              </Anchor>
            </Table.Td>
            <Table.Td>{dateTime(s.date)}</Table.Td>
            <Table.Td>{statusLabel(s.status)}</Table.Td>
            <Table.Td>{money(s.amount, rewards.countryCode)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function CustomerRewardsView({ customerId }: { customerId: number }) {
  const rewards = useCustomerRewards(customerId);
  if (rewards.isError) return <Alert color="red">The rewards could not be loaded.</Alert>;
  if (!rewards.data)
    return (
      <Group p="md">
        <Loader size="sm" aria-label="Loading rewards" />
      </Group>
    );
  const data = rewards.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={3}>
        <Figure label="Available" value={money(data.available, data.countryCode)} />
        <Figure label="Original" value={money(data.original, data.countryCode)} />
        <Figure label="Applied" value={money(data.applied, data.countryCode)} />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={4}>Spent on orders</Title>
        <Spent rewards={data} />
      </Stack>
      <Stack gap="xs">
        <Title order={4}>Granted and corrected</Title>
        {data.changes.length === 0 ? (
          <Text c="dimmed">No rewards were granted or corrected.</Text>
        ) : (
          <ChangesTable label="Rewards changes" rows={data.changes} />
        )}
      </Stack>
    </Stack>
  );
}
