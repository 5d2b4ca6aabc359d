// The signature add-on counters of the invoice (submissions-pricing §3 "Addons counters", §5): ASP up to
// the comics not grade-screened, primary VSP and VSP Plus up to the comics with no raw grade or
// screening, secondary counts only after a primary ('No Primary VSP, …'), up to 500 while typing.
import type { InvoiceAddOnAmounts, InvoiceAddOnCounts } from "@gbo/domain/invoice";
import { formatMoney } from "@gbo/domain/money";
import { Alert, Card, NumberInput, SimpleGrid, Text, Title } from "@mantine/core";

const FIELDS: [keyof InvoiceAddOnCounts, string][] = [
  ["aspComicsCount", "ASP comics"],
  ["vspPrimaryComicsCount", "Primary VSP"],
  ["vspSecondryComicsCount", "Secondary VSP"],
  ["vsppPrimaryComicsCount", "Primary VSP Plus"],
  ["vsppSecondryComicsCount", "Secondary VSP Plus"],
];

export function AddOnsCard({
  counts,
  amounts,
  country,
  message,
  onChange,
}: {
  counts: InvoiceAddOnCounts;
  amounts: InvoiceAddOnAmounts | undefined;
  country: string;
  message: string | undefined;
  onChange: (key: keyof InvoiceAddOnCounts, value: unknown) => void;
}) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        Signature add-ons
      </Title>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        {FIELDS.map(([key, label]) => (
          <NumberInput
            key={key}
            label={label}
            value={counts[key]}
            min={0}
            allowDecimal={false}
            onChange={(v) => onChange(key, v)}
          />
        ))}
      </SimpleGrid>
      {message ? (
        <Alert color="red" mt="sm" role="alert">
          {message}
        </Alert>
      ) : null}
      {amounts ? (
        <Text size="sm" mt="sm" c="dimmed">
          ASP {formatMoney(amounts.asp, country)} · VSP {formatMoney(amounts.vsp, country)} · VSP Plus{" "}
          {formatMoney(amounts.vspp, country)}
        </Text>
      ) : null}
    </Card>
  );
}
