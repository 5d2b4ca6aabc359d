import type { TOrderSummary } from "@gbo/contracts/orders";
import { daysBetween, utcDay } from "@gbo/domain/dates";
import { PICKUP_ID_TYPES, pickupCollector, pickupCollectorErrors } from "@gbo/domain/pickup";
import { type CarrierBarcode, readCarrierBarcode, shippingFormErrors } from "@gbo/domain/shipping";
import { queueForOrderStatus } from "@gbo/domain/workflow";
import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { daysLeftText } from "../../../ui/format";
import { SCAN_FIELD_NAME, ScanBox } from "../../../ui/scan-box";
import { ScanSoundToggle } from "../../../ui/scan-feedback";
import { StatusBadge } from "../../../ui/status-badge";
import {
  ComicsWorkPanel,
  useComicScanner,
  useOrderAction,
  useRawStationScan,
  useStationScan,
} from "../../orders";
import { HandOffNotes } from "../../tiers";
import { type ShipKind, shipOrder } from "../api/billing-shipping-calls";
import { ShipTo } from "./ship-to";

const KIND_BY_STATUS: Record<string, ShipKind> = {
  Shipping: "shipping",
  ShipToCanada: "canadashipping",
  ReadyForPickUp: "pickup",
};
const TITLE_BY_KIND: Record<ShipKind, string> = {
  shipping: "Ship order",
  canadashipping: "Ship order to Canada",
  pickup: "Hand over for pickup",
};
const QUEUE_NAME_BY_KIND: Record<ShipKind, string> = {
  shipping: "Shipping",
  canadashipping: "Ship to Canada",
  pickup: "Ready for pickup",
};
const FIELD_LABELS = {
  trackingNumber: "Tracking number",
  message: "Reason for the missing items",
  collectorName: "Collected by",
  collectorIdType: "ID checked",
  collectorIdLast4: "Last 4 of the ID",
};
const ID_TYPE_OPTIONS = [...PICKUP_ID_TYPES];

export function shipKindOf(status: string): ShipKind | null {
  return KIND_BY_STATUS[status] ?? null;
}

/**
 * Shipping, Canada shipping and pickup: scan every item, then complete with a tracking number. A
 * carrier's barcode, scanned or typed into the scan box, fills the tracking number instead.
 */
export function ShippingScreen({ summary }: { summary: TOrderSummary }) {
  const navigate = useNavigate();
  const { order } = summary;
  const kind = shipKindOf(order.status) ?? "shipping";
  const isPickup = kind === "pickup";
  const queuePath = queueForOrderStatus(order.status)?.path ?? "/shipping";
  const scanner = useComicScanner({ orderId: order.id, tierId: null, comics: summary.comics });
  useStationScan(scanner.scan);
  const form = useFormErrors();
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? "");
  const [message, setMessage] = useState("");
  // Who collected a pickup: the name given and the ID checked (its kind and last four only).
  const [collector, setCollector] = useState({ name: "", idType: "", idLast4: "" });
  const scannedCount = summary.comics.filter((comic) => comic.scanned).length;
  const missingCount = Math.max(0, order.count - scannedCount);
  const { clear } = form;
  // A refusal speaks of the scans it saw; once another scan lands it no longer holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared on each new count, by design
  useEffect(() => clear("scan"), [scannedCount]);
  const action = useOrderAction(
    order.id,
    (
      body: {
        trackingNumber: string | null;
        message: string | null;
        collector: { name: string; idType: string; idLast4: string } | null;
      },
      version,
    ) =>
      shipOrder(order.id, kind, {
        trackingNumber: body.trackingNumber ?? undefined,
        missingComic: missingCount > 0,
        message: body.message ?? undefined,
        collector: body.collector ?? undefined,
        version,
      }),
    { onDone: () => void navigate({ to: queuePath }) },
  );

  function fillTracking(found: CarrierBarcode) {
    setTrackingNumber(found.trackingNumber);
    form.clear("trackingNumber");
    scanner.report({
      code: "Carrier label",
      message: `Tracking number ${found.trackingNumber} (${found.carrier}) filled in`,
      tone: "ok",
    });
  }
  /** A carrier's barcode where a carrier takes the order; anything else is a comic scan. */
  function takeCarrierBarcode(text: string): boolean {
    const found = isPickup ? null : readCarrierBarcode(text);
    if (found) fillTracking(found);
    return found !== null;
  }
  useRawStationScan(takeCarrierBarcode);

  function focusField(name: string) {
    if (name === SCAN_FIELD_NAME) {
      document.querySelector<HTMLInputElement>(`input[name="${SCAN_FIELD_NAME}"]`)?.focus();
    } else form.focus(name);
  }

  function onComplete() {
    const errors = {
      ...shippingFormErrors(
        { scannedCount, totalCount: order.count, missingReason: message, trackingNumber },
        { requiresTracking: !isPickup },
      ),
      ...(isPickup ? pickupCollectorErrors(collector) : {}),
    };
    form.report(errors);
    if (errors.scan && Object.keys(errors)[0] === "scan") focusField(SCAN_FIELD_NAME);
    if (Object.keys(errors).length === 0) {
      action.mutate({
        trackingNumber: trackingNumber.trim() || null,
        message: message.trim() || null,
        collector: isPickup ? pickupCollector(collector) : null,
      });
    }
  }

  const daysLeft = order.dueDate ? daysBetween(utcDay(Date.now()), order.dueDate) : null;
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" px="md" py="xs">
        <Stack gap={4}>
          <Anchor component={Link} to={queuePath} size="sm" w="fit-content" data-station-link>
            ← {QUEUE_NAME_BY_KIND[kind]} queue
          </Anchor>
          <Group justify="space-between" align="center" gap="xs">
            <Group gap="sm">
              <Title order={1} size="h2">
                {TITLE_BY_KIND[kind]}
              </Title>
              <Text ff="monospace" fw={700} size="xl">
                {order.id}
              </Text>
              <StatusBadge status={order.status} size="lg" />
              {order.countryCode === "CA" ? (
                <Badge color="red" radius="sm">
                  CA
                </Badge>
              ) : null}
            </Group>
            <Group gap="sm">
              <Text size="sm">
                {order.count} items · due{" "}
                <Text span inherit c={daysLeft !== null && daysLeft < 0 ? "red.9" : undefined} fw={600}>
                  {daysLeftText(daysLeft)}
                </Text>
              </Text>
              <Button
                variant="default"
                size="xs"
                onClick={() => void navigate({ href: `/orders/${order.id}?summary=1` })}
              >
                Order summary
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap="xs">
              <ScanBox
                onScan={(text) => {
                  if (!takeCarrierBarcode(text)) scanner.scan(text);
                }}
                feedback={scanner.feedback}
                isScanning={scanner.isScanning}
                placeholder={
                  isPickup
                    ? "Scan each item, then Enter"
                    : "Scan each item, or the carrier's label for the tracking number"
                }
              />
              <ComicsWorkPanel orderId={order.id} comics={summary.comics} />
              <ScanSoundToggle />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Paper withBorder radius="md" p="sm">
              <Stack gap="sm">
                <ShipTo summary={summary} isPickup={isPickup} />
                <form
                  ref={form.formRef}
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    onComplete();
                  }}
                >
                  <Stack gap="xs">
                    <FormErrorSummary errors={form.errors} labels={FIELD_LABELS} onFocusField={focusField} />
                    {isPickup ? null : (
                      <TextInput
                        label="Tracking number"
                        {...form.field("trackingNumber")}
                        value={trackingNumber}
                        onChange={(event) => {
                          setTrackingNumber(event.currentTarget.value);
                          form.clear("trackingNumber");
                        }}
                        maxLength={60}
                        autoComplete="off"
                      />
                    )}
                    {isPickup ? (
                      <PickupCollectorFields
                        value={collector}
                        onChange={(patch) => {
                          setCollector((current) => ({ ...current, ...patch }));
                          for (const name of Object.keys(patch)) form.clear(COLLECTOR_FIELDS[name]);
                        }}
                        field={form.field}
                      />
                    ) : null}
                    <Textarea
                      label={missingCount > 0 ? "Reason for the missing items" : "Message"}
                      description={
                        missingCount > 0 ? `${missingCount} not scanned: a reason is required.` : "Optional."
                      }
                      {...form.field("message")}
                      value={message}
                      onChange={(event) => {
                        setMessage(event.currentTarget.value);
                        form.clear("message");
                      }}
                      autosize
                      minRows={1}
                      maxRows={4}
                      maxLength={1000}
                    />
                    <Button
                      type="submit"
                      color="green"
                      loading={action.isPending}
                      // Not while a scan is on its way: its count would be missing from the check.
                      disabled={scanner.isScanning}
                    >
                      {isPickup ? "Complete pickup" : "Complete shipping"}
                    </Button>
                  </Stack>
                </form>
              </Stack>
            </Paper>
            <HandOffNotes orderId={order.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

const COLLECTOR_FIELDS: Record<string, string> = {
  name: "collectorName",
  idType: "collectorIdType",
  idLast4: "collectorIdLast4",
};

type Collector = { name: string; idType: string; idLast4: string };

/** Who collected the order: required before a pickup completes; only the ID's last four are typed. */
function PickupCollectorFields({
  value,
  onChange,
  field,
}: {
  value: Collector;
  onChange: (patch: Partial<Collector>) => void;
  field: (name: string) => { name: string; error?: string; "aria-invalid"?: boolean };
}) {
  return (
    <Stack gap="xs">
      <TextInput
        label="Collected by"
        description="The name of the person collecting the order."
        required
        {...field("collectorName")}
        value={value.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        maxLength={100}
        autoComplete="off"
      />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Select
          style={{ flex: 3 }}
          label="ID checked"
          required
          data={ID_TYPE_OPTIONS}
          {...field("collectorIdType")}
          value={value.idType || null}
          onChange={(idType) => onChange({ idType: idType ?? "" })}
          allowDeselect={false}
        />
        <TextInput
          style={{ flex: 2 }}
          label="Last 4 of the ID"
          description="Never the whole number."
          required
          {...field("collectorIdLast4")}
          value={value.idLast4}
          // Four letters or digits, nothing more: a whole ID number cannot be typed in.
          onChange={(event) =>
            onChange({ idLast4: event.currentTarget.value.replace(/[^A-Za-z0-9]/g, "").slice(0, 4) })
          }
          maxLength={4}
          autoComplete="off"
        />
      </Group>
    </Stack>
  );
}
