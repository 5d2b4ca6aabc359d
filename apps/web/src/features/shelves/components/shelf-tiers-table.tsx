// The tiers on the shelf, last put on first: each opens its tier screen, and Remove takes it off after
// a confirmation ('Yes' / 'No, cancel').
import type { TShelfTier } from "@gbo/contracts/shelves";
import { SHELF_ACTIONS } from "@gbo/domain/shelves";
import { Alert, Anchor, Button, Loader, Paper, Table, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { confirmAction } from "../../../ui/confirm";
import { dateTime } from "../../../ui/format";
import { StatusBadge } from "../../../ui/status-badge";
import type { ShelfMoves } from "../use-shelf-moves";

export function ShelfTiersTable({
  shelfId,
  tiers,
  isError,
  moves,
}: {
  shelfId: string;
  tiers: readonly TShelfTier[] | undefined;
  isError: boolean;
  moves: ShelfMoves;
}) {
  if (isError) return <Alert color="red">The tiers on this shelf could not be loaded.</Alert>;
  if (!tiers) return <Loader size="sm" aria-label="Loading the tiers" />;
  if (tiers.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No tiers on this shelf.
      </Text>
    );
  }
  const onRemove = (tier: TShelfTier) =>
    confirmAction({
      title: "Take the tier off",
      message: `Take tier ${tier.orderId}-${tier.tierId} off shelf ${shelfId}?`,
      onConfirm: () =>
        moves.send({
          shelfId,
          tierId: `${tier.orderId}-${tier.tierId}`,
          action: SHELF_ACTIONS.out,
          isRemove: true,
        }),
    });
  return (
    <Paper withBorder radius="md">
      <Table aria-label={`Tiers on shelf ${shelfId}`} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tier</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Placed</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tiers.map((tier) => (
            <Table.Tr
              key={`${tier.orderId}-${tier.tierId}`}
              data-shelf-tier={`${tier.orderId}-${tier.tierId}`}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/orders/${tier.orderId}/${tier.tierId}`}
                  ff="monospace"
                  fw={700}
                >
                  {tier.orderId}-{tier.tierId}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={tier.tierStatus} />
              </Table.Td>
              <Table.Td>{tier.customerName}</Table.Td>
              <Table.Td>{dateTime(tier.placedAt)}</Table.Td>
              <Table.Td>{tier.placedBy}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  disabled={moves.isPending}
                  aria-label={`Remove ${tier.orderId}-${tier.tierId}`}
                  onClick={() => onRemove(tier)}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
