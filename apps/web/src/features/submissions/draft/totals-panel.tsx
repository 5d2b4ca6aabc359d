// Every summary line of the quote (§3 summary fields, §9 grand total): books, insured value, the priced
// lines, dealer discounts, promo, rewards, shipping, handling, insurance, tax (CA only) and the grand
// total, in CA$ for Canada.
import type { Country } from "@gbo/domain/catalog";
import { formatMoney } from "@gbo/domain/money";
import type { Quote } from "@gbo/domain/pricing";
import { Card, Divider, Group, Stack, Text, Title } from "@mantine/core";

function Line({
  label,
  value,
  strong,
  name,
}: {
  label: string;
  value: string;
  strong?: boolean;
  name: string;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-total={name}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ff="monospace">
        {value}
      </Text>
    </Group>
  );
}

export function TotalsPanel({ quote, country }: { quote: Quote | undefined; country: Country }) {
  if (!quote) {
    return (
      <Card withBorder padding="lg" radius="md">
        <Text c="dimmed">Pricing…</Text>
      </Card>
    );
  }
  const money = (cents: number) => formatMoney(cents, country);
  const minus = (cents: number) => `−${money(cents)}`;
  return (
    <Card withBorder padding="lg" radius="md" aria-label="Totals">
      <Title order={2} size="h4" mb="sm">
        Totals
      </Title>
      <Stack gap={6}>
        <Line name="count" label="Books" value={String(quote.count)} />
        <Line name="insured" label="Insured value" value={money(quote.insured)} />
        <Divider />
        <Line name="baseTotal" label="Grading (base)" value={money(quote.baseTotal)} />
        {quote.gradingPressScreen > 0 ? (
          <Line
            name="gradingPressScreen"
            label="Grading press screen"
            value={money(quote.gradingPressScreen)}
          />
        ) : null}
        <Line name="total" label="Services total" value={money(quote.total)} strong />
        {quote.gradingDiscount > 0 ? (
          <Line
            name="gradingDiscount"
            label={`Dealer grading discount (${quote.discountRate}%)`}
            value={minus(quote.gradingDiscount)}
          />
        ) : null}
        {quote.pressingDiscount > 0 ? (
          <Line
            name="pressingDiscount"
            label={`Dealer pressing discount (${quote.pressingDiscountRate}%)`}
            value={minus(quote.pressingDiscount)}
          />
        ) : null}
        {quote.VSPDiscount > 0 ? (
          <Line
            name="VSPDiscount"
            label={`Dealer VSP discount (${quote.vspDiscountRate}%)`}
            value={minus(quote.VSPDiscount)}
          />
        ) : null}
        <Line
          name="promo"
          label={`Promo (${quote.promoCode})`}
          value={quote.promoDiscount > 0 ? minus(quote.promoDiscount) : money(0)}
        />
        <Line name="rewards" label="Rewards" value={quote.rewards > 0 ? minus(quote.rewards) : money(0)} />
        <Line
          name="sh"
          label={`Shipping${quote.rate ? ` (${quote.rate.name})` : ""}`}
          value={money(quote.sh)}
        />
        <Line name="handling" label="Handling" value={money(quote.handling)} />
        <Line name="insurance" label="Insurance" value={money(quote.insurance)} />
        <Divider />
        <Line name="grandTotal" label="Grand total" value={money(quote.grandTotal)} strong />
        {country === "CA" ? <Line name="taxes" label="Tax" value={money(quote.taxes)} /> : null}
        {country === "CA" ? (
          <Line name="amountDue" label="Amount due" value={money(quote.amountDue)} strong />
        ) : null}
      </Stack>
    </Card>
  );
}
