// The editable invoice (submissions-pricing §2 invoicing screen): tier grid, signature add-ons, order
// choices and totals, re-priced with the domain's quoteInvoice as the invoicer types; the server's
// totals after a save are shown next to the screen's.
import { catalogFromSubmitData } from "@gbo/contracts/catalog";
import type { TInvoice, TInvoiceResult } from "@gbo/contracts/invoicing";
import { utcDay } from "@gbo/domain/dates";
import { checkInvoice, type InvoiceQuote, quoteInvoice } from "@gbo/domain/invoice";
import { formatMoney } from "@gbo/domain/money";
import { resolveTier } from "@gbo/domain/pricing";
import { Alert, Center, Grid, Group, Loader, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { confirmAction } from "../../../ui/confirm";
import { useUnsavedGuard } from "../../../ui/use-unsaved-guard";
import { customerProfileQuery } from "../../customers";
import { fetchPromoCode, TotalsPanel, useCheckoutData, useSubmitData } from "../../submissions";
import { AddOnsCard } from "./addons-card";
import { InvoiceActions } from "./invoice-actions";
import { invoiceKey } from "./invoice-calls";
import { InvoiceCheckoutCard } from "./invoice-checkout-card";
import {
  addRow,
  changeTier,
  type Edit,
  formOf,
  type InvoiceForm,
  invoiceQuoteInputOf,
  removeRow,
  saveBodyOf,
  setAddOn,
  setCount,
  setRowFields,
  setRowSubCount,
  tierChoices,
} from "./invoice-model";
import { TierGrid } from "./tier-grid";

/** What the editor hands its buttons: the form, its price and the rule the screen sees broken; and
 * `allowLeaving` for a button whose own navigation follows a save (the guard must not ask then). */
export type EditorActionProps = {
  form: InvoiceForm;
  quote: InvoiceQuote | undefined;
  localError: string | undefined;
  onError: (message: string | undefined) => void;
  allowLeaving: () => void;
};

export const UNSAVED_INVOICE_TITLE = "Unsaved invoice changes";
export const UNSAVED_INVOICE_MESSAGE =
  "This invoice has changes that are not saved yet. Leave this screen and drop them?";

/** What the invoicer changed, for the leave guard: the form without the promo record (loaded later). */
const snapshotOf = (form: InvoiceForm): string => JSON.stringify({ ...form, promo: undefined });
const isBlankRow = (row: InvoiceForm["rows"][number]) => !row.id && !row.count && !row.insured;

export function InvoiceEditor({
  invoice,
  saved,
  onSaved,
  actions,
}: {
  invoice: TInvoice;
  saved: TInvoiceResult | undefined;
  onSaved: (result: TInvoiceResult) => void;
  /** Other buttons than save / complete (the new invoice's Submit). */
  actions?: (props: EditorActionProps) => ReactNode;
}) {
  const { summary } = invoice;
  const today = utcDay(new Date());
  const [form, setFormState] = useState<InvoiceForm>(() => formOf(invoice));
  const [rowMessage, setRowMessage] = useState<string | undefined>();
  const [addOnMessage, setAddOnMessage] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  // An edit clears a refused save's message: the red line then follows the rows as they now are.
  // So does the last "Add tier" answer ('Tier already exists'): it is about that one try, not the rows.
  const setForm = (next: InvoiceForm | ((f: InvoiceForm) => InvoiceForm)) => {
    setFormState(next);
    setServerError(undefined);
    setRowMessage(undefined);
  };
  // Leaving with unsaved edits (rows, counts, insured value, promo …) asks first; a save is the baseline.
  const formRef = useRef(form);
  formRef.current = form;
  const baseline = useRef(snapshotOf(form));
  const { allowLeaving } = useUnsavedGuard({
    isDirty: () => snapshotOf(formRef.current) !== baseline.current,
    title: UNSAVED_INVOICE_TITLE,
    message: UNSAVED_INVOICE_MESSAGE,
  });
  const markSaved = (result: TInvoiceResult) => {
    baseline.current = snapshotOf(formRef.current);
    onSaved(result);
  };
  const submitData = useSubmitData({
    customerId: summary.userId,
    version: summary.catalogVersion,
    level: summary.level,
    country: summary.countryCode,
    type: summary.collectibleType,
    manga: summary.mangaType ?? "Tankobon",
  });
  const profile = useQuery(customerProfileQuery(summary.userId));
  // The stored promo code's record, so the screen prices it as the server does.
  const storedCode = summary.promoCode;
  const storedPromo = useQuery({
    queryKey: [...invoiceKey(summary.id), "promo", storedCode],
    queryFn: () => fetchPromoCode(storedCode ?? ""),
    enabled: Boolean(storedCode),
  });
  useEffect(() => {
    const promo = storedPromo.data;
    if (promo) setFormState((f) => (f.promoCode === promo.id && !f.promo ? { ...f, promo } : f));
  }, [storedPromo.data]);
  const checkout = useCheckoutData(summary.userId, summary.countryCode);
  const catalog = useMemo(
    () => (submitData.data ? catalogFromSubmitData(submitData.data) : undefined),
    [submitData.data],
  );
  const quoteInput = catalog ? invoiceQuoteInputOf(invoice, catalog, form, today) : undefined;
  // Priced on every render: a whole invoice prices in well under a millisecond.
  const quote = quoteInput ? quoteInvoice(quoteInput) : undefined;
  const tiers = catalog ? tierChoices(catalog, invoice) : [];
  const resolve = (id: string) => (catalog ? resolveTier(catalog, summary.countryCode, id) : undefined);
  const fastPassAddOn = catalog?.countries[summary.countryCode].addOns.find((a) => a.id === "fastPass");
  const check = catalog ? checkInvoice(form.rows, form.addons, resolve, fastPassAddOn) : undefined;
  // A blank invoice (the walk-in's empty first row) is not an error until the invoicer starts on it.
  const isBlankStart = snapshotOf(form) === baseline.current && form.rows.every(isBlankRow);
  const money = (cents: number) => formatMoney(cents, summary.countryCode);

  const apply = (edit: Edit, show: (m: string | undefined) => void) => {
    setForm(edit.form);
    show(edit.message);
  };
  const tierOf = (id: string) => tiers.find((t) => t.id === id) ?? { id, label: id };

  if (!catalog || (storedCode && storedPromo.isPending)) {
    return (
      <Center p="xl">
        <Loader aria-label="Loading the price list" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label="Add tier"
          placeholder="Choose a tier to add"
          data={tiers.map((t) => ({ value: t.id, label: `${t.id} · ${t.label}` }))}
          value={null}
          onChange={(v) => v && apply(addRow(form, tierOf(v)), setRowMessage)}
          w={260}
          searchable
        />
        <Text size="sm" c="dimmed">
          {form.rows.length} of 10 tier rows
        </Text>
      </Group>
      {rowMessage ? (
        <Alert
          color="red"
          role="alert"
          data-row-alert
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setRowMessage(undefined)}
        >
          {rowMessage}
        </Alert>
      ) : null}
      <TierGrid
        rows={form.rows}
        tiers={tiers}
        resolve={resolve}
        fastPassAddOn={fastPassAddOn}
        amounts={quote?.rows ?? []}
        country={summary.countryCode}
        isQuiet={isBlankStart}
        handlers={{
          onTier: (i, id) => apply(changeTier(form, i, tierOf(id)), setRowMessage),
          onCount: (i, v) => {
            const next = setCount(form, i, v);
            if ("form" in next) setForm(next.form);
            else
              confirmAction({
                title: "Lower the comic count",
                message:
                  "The option counts of this row add up to more comics. Clear them and set the new count?",
                onConfirm: () => setForm(next.confirm()),
              });
          },
          onInsured: (i, cents) => setForm((f) => setRowFields(f, i, { insured: cents })),
          onSubCount: (i, field, v) => setForm((f) => setRowSubCount(f, i, field, v)),
          onFields: (i, fields) => setForm((f) => setRowFields(f, i, fields)),
          onRemove: (i) => setForm((f) => removeRow(f, i)),
        }}
      />
      <AddOnsCard
        counts={form.addons}
        amounts={quote?.addOns}
        country={summary.countryCode}
        message={addOnMessage}
        onChange={(key, v) => apply(setAddOn(form, key, v), setAddOnMessage)}
      />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <InvoiceCheckoutCard
            invoice={invoice}
            form={form}
            onForm={(change) => setForm(change)}
            profile={profile.data}
            checkout={checkout.data}
            quote={quote}
            quoteInput={quoteInput}
            today={today}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="sm">
            <TotalsPanel quote={quote} country={summary.countryCode} />
            {saved ? (
              <Text size="sm" data-server-total={saved.amountDue}>
                Saved by the server: {money(saved.amountDue)} ({saved.count} comics)
              </Text>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
      {serverError ? (
        <Alert color="red" role="alert" data-save-error>
          {serverError}
        </Alert>
      ) : check && !check.ok && !isBlankStart ? (
        <Text size="sm" c="red" data-invoice-check>
          {check.message}
        </Text>
      ) : null}
      {actions ? (
        actions({
          form,
          quote,
          localError: check && !check.ok ? check.message : undefined,
          onError: setServerError,
          allowLeaving,
        })
      ) : (
        <InvoiceActions
          invoice={invoice}
          form={form}
          body={quote ? saveBodyOf(invoice, form, quote) : undefined}
          localError={check && !check.ok ? check.message : undefined}
          onSaved={markSaved}
          onError={setServerError}
        />
      )}
    </Stack>
  );
}
