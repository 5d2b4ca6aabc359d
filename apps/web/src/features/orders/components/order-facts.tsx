import type { TOrderSummary } from "@gbo/contracts/orders";
import { SimpleGrid, Stack, Text } from "@mantine/core";

/** The order's shipping and bookkeeping details, shown only when filled in. */
export function OrderFacts({ summary }: { summary: TOrderSummary }) {
  const { order, address } = summary;
  const facts: [string, string | null][] = [
    [
      "Ship to",
      address
        ? `${address.line1}${address.line2 ? `, ${address.line2}` : ""}, ${address.city} ${address.stateProvince} ${address.zipPostal} (${address.country})`
        : null,
    ],
    ["Shipping rate", order.rate],
    ["Shipping account", order.shippingAccount],
    ["Rep code", order.repCode],
    ["Origin", order.origin],
    ["External id", order.externalId],
    ["Promo code", order.promoCode],
    ["AR", order.isAR ? (order.arDescription ?? "yes") : null],
    ["Billing explanation", order.billingExplanation],
    ["Missing items", order.missingComic],
  ];
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing={6}>
      {shown.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
