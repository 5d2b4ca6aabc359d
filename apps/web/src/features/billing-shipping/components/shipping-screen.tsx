import type { TOrderSummary } from "@gbo/contracts/orders";
import { validateShipping } from "@gbo/domain/workflow";
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconTruckDelivery } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import {
  ComicsTable,
  OrderHeader,
  ScanBox,
  useComicScanner,
  useOrderAction,
  useStationScan,
} from "../../orders";
import { type ShipKind, shipOrder } from "../api/billing-shipping-calls";

const KIND_BY_STATUS: Record<string, ShipKind> = {
  Shipping: "shipping",
  ShipToCanada: "canadashipping",
  ReadyForPickUp: "pickup",
};
const QUEUE_BY_KIND: Record<ShipKind, string> = {
  shipping: "/shipping",
  canadashipping: "/shipping-canada",
  pickup: "/shipping-pickup",
};
const TITLE_BY_KIND: Record<ShipKind, string> = {
  shipping: "Ship order",
  canadashipping: "Ship order to Canada",
  pickup: "Hand over for pickup",
};

export function shipKindOf(status: string): ShipKind | null {
  return KIND_BY_STATUS[status] ?? null;
}

/** Shipping, Canada shipping and pickup: scan every item, then complete with a tracking number. */
export function ShippingScreen({ summary }: { summary: TOrderSummary }) {
  const navigate = useNavigate();
  const { order } = summary;
  const kind = shipKindOf(order.status) ?? "shipping";
  const isPickup = kind === "pickup";
  const scanner = useComicScanner({ orderId: order.id, tierId: null, comics: summary.comics });
  useStationScan(scanner.scan);
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? "");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const scannedCount = summary.comics.filter((comic) => comic.scanned).length;
  const missingCount = Math.max(0, order.count - scannedCount);
  // A refusal speaks of the scans it saw; once another scan lands it no longer holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared on each new count, by design
  useEffect(() => setError(null), [scannedCount]);
  const action = useOrderAction(
    order.id,
    (body: { trackingNumber: string | null; message: string | null }, version) =>
      shipOrder(order.id, kind, {
        trackingNumber: body.trackingNumber ?? undefined,
        missingComic: missingCount > 0,
        message: body.message ?? undefined,
        version,
      }),
    { onDone: () => void navigate({ to: QUEUE_BY_KIND[kind] }) },
  );

  function onComplete() {
    const checked = validateShipping(
      { scannedCount, totalCount: order.count, missingReason: message, trackingNumber },
      { requiresTracking: !isPickup },
    );
    setError(checked.ok ? null : checked.message);
    if (checked.ok) {
      action.mutate({ trackingNumber: checked.value.trackingNumber, message: message.trim() || null });
    }
  }

  return (
    <Stack gap="md">
      <OrderHeader
        summary={summary}
        actions={
          <Button variant="default" onClick={() => void navigate({ href: `/orders/${order.id}?summary=1` })}>
            Order summary
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group gap="xs">
              <IconTruckDelivery size={22} />
              <Title order={3}>{TITLE_BY_KIND[kind]}</Title>
            </Group>
            <ScanBox onScan={scanner.scan} feedback={scanner.feedback} isScanning={scanner.isScanning} />
            <Text size="sm" data-scan-count>
              Scanned <b>{scannedCount}</b> of <b>{order.count}</b>
              {missingCount > 0 && scannedCount > 0 ? ` · ${missingCount} missing` : ""}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onComplete();
            }}
          >
            <Stack gap="sm">
              {isPickup ? null : (
                <TextInput
                  label="Tracking number"
                  value={trackingNumber}
                  onChange={(event) => setTrackingNumber(event.currentTarget.value)}
                  maxLength={60}
                />
              )}
              <Textarea
                label={missingCount > 0 ? "Reason for the missing items" : "Message"}
                description={missingCount > 0 ? "Required while items are missing." : "Optional."}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                autosize
                minRows={2}
                maxLength={1000}
              />
              {error ? (
                <Alert color="red" variant="light" role="alert" py={6} data-ship-error>
                  {error}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button
                  type="submit"
                  color="green"
                  loading={action.isPending}
                  // Not while a scan is on its way: its count would be missing from the check.
                  disabled={scanner.isScanning}
                >
                  {isPickup ? "Complete pickup" : "Complete shipping"}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <ComicsTable orderId={order.id} comics={summary.comics} countryCode={order.countryCode} showScan />
      </Paper>
    </Stack>
  );
}
