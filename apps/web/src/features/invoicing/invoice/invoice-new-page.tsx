// /invoicing/new (submissions-pricing §2 "id 'new' for a new invoice", §7 "Submit invoice"): without
// ?user= the invoicer finds the customer (the customer search the draft's picker uses); with
// ?user={customerId} the invoice editor opens empty for that customer (walk-in, received today), and
// Submit sends POST /api/orders/submit (kind 'invoice'); the new order's invoice /invoicing/{id} opens.
import type { Country } from "@gbo/domain/catalog";
import { utcDay } from "@gbo/domain/dates";
import { VERIFY_SUBMITTED_DATA } from "@gbo/domain/messages";
import { Alert, Anchor, Button, Center, Group, Loader, Radio, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { ApiError } from "../../../api";
import { TOAST_MS } from "../../../api/http-client";
import { useRequestKey } from "../../../api/request-key";
import { CustomerFinder, customerProfileQuery } from "../../customers";
import { queueKeys } from "../../orders";
import { useSubmitData } from "../../submissions";
import { submitNewInvoice } from "./invoice-calls";
import { type EditorActionProps, InvoiceEditor } from "./invoice-editor";
import { newInvoiceBodyOf, newInvoiceOf, type WalkInKind, walkInKindOf } from "./invoice-new-model";

function userOf(search: Record<string, unknown>): number | undefined {
  const n = Number(search.user);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

export function NewInvoicePage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const user = userOf(search);
  const parsed = walkInKindOf(search);
  // One object per choice, so the invoice is made afresh only when the choice changes.
  const kind = useMemo(
    () => ({ country: parsed.country, type: parsed.type, manga: parsed.manga }),
    [parsed.country, parsed.type, parsed.manga],
  );
  return user === undefined ? <InvoiceCustomerPicker /> : <NewInvoiceScreen customerId={user} kind={kind} />;
}

/** Country and collectible type of the walk-in; a change starts the invoice afresh (its tiers differ). */
function WalkInKindPicker({ kind, customerId }: { kind: WalkInKind; customerId: number }) {
  const navigate = useNavigate();
  const change = (next: Partial<WalkInKind>) =>
    void navigate({
      to: "/invoicing/$id",
      params: { id: "new" },
      search: { user: customerId, ...kind, ...next } as Record<string, unknown>,
    });
  return (
    <Group gap="lg" align="flex-end">
      <Radio.Group label="Country" value={kind.country} onChange={(v) => change({ country: v as Country })}>
        <Group gap="sm" mt={4}>
          <Radio value="US" label="US" />
          <Radio value="CA" label="CA" />
        </Group>
      </Radio.Group>
      <Radio.Group
        label="Collectible type"
        value={kind.type}
        onChange={(v) => change({ type: v as WalkInKind["type"] })}
      >
        <Group gap="sm" mt={4}>
          <Radio value="Comic" label="Comic" />
          <Radio value="Magazine" label="Magazine" />
          <Radio value="Manga" label="Manga" />
        </Group>
      </Radio.Group>
      {kind.type === "Manga" ? (
        <Radio.Group
          label="Manga type"
          value={kind.manga}
          onChange={(v) => change({ manga: v as WalkInKind["manga"] })}
        >
          <Group gap="sm" mt={4}>
            <Radio value="Tankobon" label="Tankobon" />
            <Radio value="Zasshi" label="Zasshi" />
          </Group>
        </Radio.Group>
      ) : null}
    </Group>
  );
}

/** The customer the walk-in invoice is for; picking one puts ?user={id} in the address. */
function InvoiceCustomerPicker() {
  const navigate = useNavigate();
  return (
    <CustomerFinder
      title="New invoice"
      intro="Choose the customer the walk-in invoice is for."
      onPick={(r) =>
        void navigate({
          to: "/invoicing/$id",
          params: { id: "new" },
          search: { user: r.id } as Record<string, unknown>,
        })
      }
    />
  );
}

function NewInvoiceScreen({ customerId, kind }: { customerId: number; kind: WalkInKind }) {
  const today = utcDay(new Date());
  const profile = useQuery(customerProfileQuery(customerId));
  const level = profile.data?.member.membership;
  // The server's current catalog version (the answer adopts it whatever version is asked).
  const submitData = useSubmitData(level ? { customerId, version: 1, level, ...kind } : undefined);
  const version = submitData.data?.version;
  const invoice = useMemo(
    () =>
      profile.data && version !== undefined
        ? newInvoiceOf(profile.data, { catalogVersion: version, today, kind })
        : undefined,
    [profile.data, version, today, kind],
  );
  if (!invoice) {
    const error = profile.error ?? submitData.error;
    return error ? (
      <Stack gap="md">
        <Title order={1}>New invoice</Title>
        <Alert color="red">{error.message || "The customer could not be loaded."}</Alert>
        <Anchor component={Link} to="/invoicing/new">
          Choose another customer
        </Anchor>
      </Stack>
    ) : (
      <Center p="xl">
        <Loader aria-label="Loading the customer" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>New invoice</Title>
        <Text size="sm" data-invoice-customer>
          <Anchor component={Link} to={`/users/${invoice.userInfo.id}/summary`}>
            {invoice.userInfo.name || `Customer ${invoice.userInfo.id}`}
          </Anchor>
          {` · ${invoice.userInfo.email} · ${invoice.summary.level} · ${invoice.summary.countryCode} · ${invoice.summary.collectibleType} · `}
          <Anchor component={Link} to="/invoicing/new">
            Another customer
          </Anchor>
        </Text>
      </Stack>
      <WalkInKindPicker kind={kind} customerId={customerId} />
      <InvoiceEditor
        key={`${kind.country}-${kind.type}-${kind.manga}`}
        invoice={invoice}
        saved={undefined}
        onSaved={() => undefined}
        actions={(props) => <SubmitNewInvoice invoice={invoice} {...props} />}
      />
    </Stack>
  );
}

function SubmitNewInvoice({
  invoice,
  form,
  quote,
  localError,
  onError,
  allowLeaving,
}: EditorActionProps & { invoice: ReturnType<typeof newInvoiceOf> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const keyFor = useRequestKey();

  async function onSubmit() {
    if (!quote) return;
    if (localError) return onError(localError);
    const built = newInvoiceBodyOf(invoice, form, quote, "");
    if ("missing" in built) return onError(built.missing);
    // The same invoice sent again (after a lost answer) keeps its key: one order.
    built.body.idempotencyKey = keyFor(built.body);
    setBusy(true);
    try {
      const made = await submitNewInvoice(built.body);
      onError(undefined);
      notifications.show({ message: `Invoice ${made.id} submitted.`, color: "green", autoClose: TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: queueKeys.all });
      allowLeaving();
      void navigate({ to: "/invoicing/$id", params: { id: made.id } });
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : "Error processing request.";
      const details =
        caught instanceof ApiError && caught.message === VERIFY_SUBMITTED_DATA
          ? ` ${Object.values(caught.modelState).flat().join(" ")}`
          : "";
      onError(`${message}${details}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Group gap="xs">
      <Button color="green" onClick={() => void onSubmit()} loading={busy} disabled={!quote || busy}>
        Submit invoice
      </Button>
    </Group>
  );
}
