import type { TOrderSummary } from "@gbo/contracts/orders";
import { Stack, Text, Title } from "@mantine/core";
import { money } from "../../../ui/format";

/**
 * Where the parcel goes and how: the ship-to address, the rate and the carrier. The carrier is the
 * order's shipping account ("UPS 1A2B3C"), else the customer's account(s) on file, else the lab's own.
 */
export function ShipTo({ summary, isPickup }: { summary: TOrderSummary; isPickup: boolean }) {
  const { order, address, customer } = summary;
  const accounts = customer.shippingAccounts.map((a) => `${a.carrier} ${a.accountNumber}`);
  const carrier = order.shippingAccount
    ? `${order.shippingAccount} (order's account)`
    : accounts.length > 0
      ? `${accounts.join(", ")} (customer's account)`
      : "Lab's own shipping";
  return (
    <Stack gap={2} component="section" aria-labelledby="ship-to-title" data-ship-to>
      <Title order={2} size="h5" id="ship-to-title">
        {isPickup ? "Pickup" : "Ship to"}
      </Title>
      <Text size="sm" fw={600}>
        {customer.name}
      </Text>
      {isPickup ? (
        <Text size="sm">Collected at the lab.</Text>
      ) : address ? (
        <Text size="sm" component="address" style={{ fontStyle: "normal" }}>
          {address.line1}
          {address.line2 ? `, ${address.line2}` : ""}
          <br />
          {address.city}, {address.stateProvince} {address.zipPostal} · {address.country}
        </Text>
      ) : (
        <Text size="sm" c="red.9">
          No shipping address on the order.
        </Text>
      )}
      <Text size="sm" data-ship-rate>
        <b>Rate:</b> {order.rate ?? "—"} · {money(order.sh, order.countryCode)} S&amp;H
      </Text>
      {isPickup ? null : (
        <Text size="sm" data-ship-carrier>
          <b>Carrier:</b> {carrier}
        </Text>
      )}
    </Stack>
  );
}
