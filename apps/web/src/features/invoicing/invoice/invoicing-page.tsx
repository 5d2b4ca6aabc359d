// /invoicing/{id} (submissions-pricing §2): the invoice of an Invoicing order ('new': a walk-in invoice). A failed load (another
// status answers 400, §4 "Status 'Invoicing' is required") shows the server's message and the way back
// to the invoicing list.
import type { TInvoiceResult } from "@gbo/contracts/invoicing";
import { Alert, Anchor, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { StatusBadge } from "../../../ui/status-badge";
import { useLiveOrderEvents } from "../../live";
import { invoiceQuery } from "./invoice-calls";
import { InvoiceEditor } from "./invoice-editor";
import { NewInvoicePage } from "./invoice-new-page";

export const INVOICE_NOT_LOADED = "This invoice could not be loaded.";

/** The invoice being read: a loader, or the failure with the way back. */
export function InvoiceLoading({ orderId, error }: { orderId: string; error: Error | null }) {
  if (error) return <InvoiceLoadFailure orderId={orderId} message={error.message} />;
  return (
    <Center p="xl">
      <Loader />
    </Center>
  );
}

export function InvoiceLoadFailure({ orderId, message }: { orderId: string; message: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>Invoice {orderId}</Title>
      <Alert color="red">{message || INVOICE_NOT_LOADED}</Alert>
      <Group gap="md">
        <Anchor component={Link} to="/invoicing">
          Back to invoicing
        </Anchor>
        <Anchor component={Link} to={`/orders/${orderId}`}>
          Open order {orderId}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The route's loader: the invoice read, started (not awaited) before the screen mounts. */
export function startInvoiceRead(queryClient: QueryClient, orderId: string): void {
  void queryClient.prefetchQuery(invoiceQuery(orderId));
}

export function InvoicingPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  if (id === "new") return <NewInvoicePage />;
  return <InvoiceScreen orderId={id} />;
}

function InvoiceScreen({ orderId }: { orderId: string }) {
  useLiveOrderEvents();
  const invoice = useQuery(invoiceQuery(orderId));
  const [saved, setSaved] = useState<TInvoiceResult | undefined>();
  const data = invoice.data;
  if (!data) return <InvoiceLoading orderId={orderId} error={invoice.error} />;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>Invoice {data.summary.id}</Title>
          <StatusBadge status={data.summary.status} size="lg" />
        </Group>
        <Text size="sm" data-invoice-customer>
          <Anchor component={Link} to={`/users/${data.userInfo.id}/summary`}>
            {data.userInfo.name || `Customer ${data.userInfo.id}`}
          </Anchor>
          {` · ${data.userInfo.email} · ${data.summary.level} · ${data.summary.countryCode} · ${data.summary.collectibleType}`}
        </Text>
      </Stack>
      <InvoiceEditor key={data.summary.version} invoice={data} saved={saved} onSaved={setSaved} />
    </Stack>
  );
}
