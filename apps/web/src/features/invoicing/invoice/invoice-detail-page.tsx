// /invoicedetail/{id} (submissions-pricing §2): the invoice read-only — tier rows with their counts and
// insured values, the signature add-ons, the totals the server saved — with its log (the order
// summary's log dialog) and the way to edit it on /invoicing/{id}.
import type { TInvoice } from "@gbo/contracts/invoicing";
import { fastPassLabel } from "@gbo/domain/catalog";
import { SUB_COUNT_FIELDS } from "@gbo/domain/invoice";
import { formatMoney } from "@gbo/domain/money";
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { StatusBadge } from "../../../ui/status-badge";
import { OrderLogDialog } from "../../orders";
import { invoiceQuery } from "./invoice-calls";
import { InvoiceLoading } from "./invoicing-page";
import { SUB_COUNT_LABELS } from "./tier-grid";

function Totals({ invoice }: { invoice: TInvoice }) {
  const s = invoice.summary;
  const money = (cents: number) => formatMoney(cents, s.countryCode);
  const lines: [string, number][] = [
    ["Services total", s.baseTotal],
    ["Discount", -s.discount],
    ["Promo", -s.promoDiscount],
    ["Rewards", -s.rewards],
    ["Shipping", s.sh],
    ["Handling", s.handling],
    ["Insurance", s.insurance],
    ["Tax", s.taxes],
    ["Amount due", s.amountDue],
  ];
  return (
    <Stack gap={4} aria-label="Saved totals">
      {lines.map(([label, cents]) => (
        <Group key={label} justify="space-between" maw={360}>
          <Text size="sm">{label}</Text>
          <Text size="sm" ff="monospace">
            {money(cents)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export function InvoiceDetailPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const invoice = useQuery(invoiceQuery(id));
  const [isLogOpen, setLogOpen] = useState(false);
  const data = invoice.data;
  if (!data) return <InvoiceLoading orderId={id} error={invoice.error} />;
  const s = data.summary;
  const a = data.addons;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>Invoice detail {s.id}</Title>
          <StatusBadge status={s.status} size="lg" />
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => setLogOpen(true)}>
            Log
          </Button>
          <Button component={Link} to={`/invoicing/${s.id}`}>
            Edit invoice
          </Button>
        </Group>
      </Group>
      <Text size="sm">
        {data.userInfo.name} · {data.userInfo.email} · received {s.receivedDate ?? "—"} · origin{" "}
        {s.origin?.title ?? "—"} · rep {s.repCode ?? "—"} · promo {s.promoCode ?? "—"}
      </Text>
      <Table withTableBorder striped aria-label="Invoice tiers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tier</Table.Th>
            <Table.Th ta="right">Comics</Table.Th>
            <Table.Th ta="right">Insured</Table.Th>
            <Table.Th>Options</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.tiers.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td fw={600}>
                {row.id} · {row.label}
              </Table.Td>
              <Table.Td ta="right">{row.count}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.insured, s.countryCode)}</Table.Td>
              <Table.Td>
                {SUB_COUNT_FIELDS.filter((f) => row[f] > 0)
                  .map((f) => `${SUB_COUNT_LABELS[f]} ${row[f]}`)
                  .join(", ") || "—"}
                {row.fastPass ? ` · ${fastPassLabel(row.fastPass)}` : ""}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        ASP {a.aspComicsCount} · VSP {a.vspPrimaryComicsCount} + {a.vspSecondryComicsCount} · VSP Plus{" "}
        {a.vsppPrimaryComicsCount} + {a.vsppSecondryComicsCount}
      </Text>
      <Paper withBorder p="md">
        <Totals invoice={data} />
      </Paper>
      <Anchor component={Link} to="/invoicing">
        Back to invoicing
      </Anchor>
      <OrderLogDialog orderId={s.id} isOpen={isLogOpen} onClose={() => setLogOpen(false)} />
    </Stack>
  );
}
