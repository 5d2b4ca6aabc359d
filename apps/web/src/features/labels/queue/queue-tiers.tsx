// The tiers in the queue, newest first: each links to its tier screen, can be taken out (after a
// confirmation; 'Tier removed sucessfully') or have its own labels generated and opened as a PDF.
import type { TLabelQueue } from "@gbo/contracts/labels";
import { Button, Card, Group, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileTypePdf, IconTrash } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { TOAST_MS } from "../../../api/http-client";
import { confirmAction } from "../../../ui/confirm";
import { dateTime } from "../../../ui/format";
// One PDF-in-a-new-tab helper for the app (it lives with the receiving screen that had it first).
import { openPdf } from "../../../ui/open-pdf";
import { fetchLabelPdf, generateTierLabels, useRemoveFromQueue } from "../labels-calls";

const tierScanOf = (tier: { orderId: string; tierId: string }) => `${tier.orderId}-${tier.tierId}`;

export function QueueTiers({ queue }: { queue: TLabelQueue }) {
  const remove = useRemoveFromQueue(queue.collectibleType);
  const [openingTier, setOpeningTier] = useState<string | null>(null);

  function onRemove(tierScan: string) {
    confirmAction({
      title: "Remove tier",
      message: `Take tier ${tierScan} out of the ${queue.collectibleType} label queue?`,
      tone: "danger",
      onConfirm: () =>
        remove.mutate(tierScan, {
          onSuccess: (change) =>
            notifications.show({ color: "green", autoClose: TOAST_MS, message: change.message }),
          onError: (caught) =>
            notifications.show({ color: "red", autoClose: TOAST_MS, message: (caught as Error).message }),
        }),
    });
  }

  async function onPdf(tierScan: string) {
    setOpeningTier(tierScan);
    await openPdf(
      async () => fetchLabelPdf((await generateTierLabels(tierScan)).pdfName),
      `labels-${tierScan}.pdf`,
    );
    setOpeningTier(null);
  }

  if (queue.tiers.length === 0) return null;
  return (
    <Card withBorder padding="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Tiers
      </Title>
      <Table aria-label="Tiers in the queue" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tier</Table.Th>
            <Table.Th>Comics</Table.Th>
            <Table.Th>Added</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queue.tiers.map((tier) => {
            const tierScan = tierScanOf(tier);
            return (
              <Table.Tr key={tierScan} data-queue-tier={tierScan}>
                <Table.Td>
                  <Link to="/orders/$id/$sub" params={{ id: tier.orderId, sub: tier.tierId }}>
                    <Text span ff="monospace" size="sm">
                      {tierScan}
                    </Text>
                  </Link>
                </Table.Td>
                <Table.Td>{tier.comics}</Table.Td>
                <Table.Td>{dateTime(tier.addedAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconFileTypePdf size={14} aria-hidden />}
                      loading={openingTier === tierScan}
                      onClick={() => void onPdf(tierScan)}
                      aria-label={`PDF of tier ${tierScan}`}
                    >
                      PDF
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      loading={remove.isPending && remove.variables === tierScan}
                      onClick={() => onRemove(tierScan)}
                      aria-label={`Remove tier ${tierScan}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
