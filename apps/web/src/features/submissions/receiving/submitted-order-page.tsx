// /submissions/{orderId}: a submitted order and its receiving check (issue 14 point 4). A Submitted
// order shows the check (declared against counted per tier, note, save / complete / discard) and the
// prints (packing slip PDF with the order's barcode, the receipt print); any other status a read-only
// summary of what was received, with the way to the order.
import type { TReceiving } from "@gbo/contracts/submissions";
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconFileBarcode } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { openPdf } from "../../../ui/open-pdf";
import { StatusBadge } from "../../../ui/status-badge";
import { useLiveOrderEvents } from "../../live";
import { useOrder } from "../../orders";
import { ReceiptActions } from "../../payments";
import { fetchPackingSlip, receivingQuery } from "./receiving-calls";
import { ReceivingForm } from "./receiving-form";

export const ORDER_NOT_LOADED = "This order could not be loaded.";

export function SubmittedOrderPage({ orderId }: { orderId: string }) {
  useLiveOrderEvents();
  const check = useQuery(receivingQuery(orderId));
  const summary = useOrder(orderId);
  const [isOpening, setIsOpening] = useState(false);

  if (check.isError) {
    return (
      <Stack gap="md">
        <Title order={1}>Submission {orderId}</Title>
        <Alert color="red">{check.error.message || ORDER_NOT_LOADED}</Alert>
        <Anchor component={Link} to="/receiving">
          Back to receiving
        </Anchor>
      </Stack>
    );
  }
  const data = check.data;
  if (!data) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  const countryCode = summary.data?.order.countryCode ?? "US";

  async function onPackingSlip() {
    setIsOpening(true);
    await openPdf(() => fetchPackingSlip(orderId), `packing-slip-${orderId}.pdf`);
    setIsOpening(false);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>Submission {data.orderId}</Title>
            <StatusBadge status={data.status} size="lg" />
          </Group>
          <Text size="sm">
            <Anchor component={Link} to={`/users/${data.customer.id}/summary`}>
              {data.customer.name || `Customer ${data.customer.id}`}
            </Anchor>
            {data.customer.email ? ` · ${data.customer.email}` : ""}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileBarcode size={16} aria-hidden />}
            onClick={onPackingSlip}
            loading={isOpening}
          >
            Print packing slip
          </Button>
          {summary.data ? <ReceiptActions summary={summary.data} /> : null}
        </Group>
      </Group>
      <Paper withBorder p="md">
        {data.status === "Submitted" ? (
          <ReceivingForm key={data.version} check={data} countryCode={countryCode} />
        ) : (
          <ReceivedSummary check={data} />
        )}
      </Paper>
    </Stack>
  );
}

/** After receiving (or a discard): what was declared and counted, read-only. */
function ReceivedSummary({ check }: { check: TReceiving }) {
  return (
    <Stack gap="sm" data-received-summary>
      <Alert color={check.status === "Cancelled" ? "red" : "blue"}>
        {check.status === "Cancelled"
          ? "This order was discarded: it is cancelled as never received."
          : "Receiving is done for this order; it is no longer Submitted."}{" "}
        <Anchor component={Link} inherit to={`/orders/${check.orderId}`}>
          Open order {check.orderId}
        </Anchor>
      </Alert>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tier</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th ta="right">Declared</Table.Th>
            <Table.Th ta="right">Counted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {check.tiers.map((tier) => (
            <Table.Tr key={tier.id}>
              <Table.Td fw={600}>{tier.id}</Table.Td>
              <Table.Td>{tier.label}</Table.Td>
              <Table.Td ta="right">{tier.count}</Table.Td>
              <Table.Td ta="right">{check.counts[tier.id] ?? "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {check.note ? <Text size="sm">Note: {check.note}</Text> : null}
    </Stack>
  );
}
