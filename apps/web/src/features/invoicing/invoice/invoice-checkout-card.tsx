// Order-level choices of the invoice (submissions-pricing §2, §5): origin, sales rep, promo code,
// received date (60 days back to today), shipping address ('Please choose only canada address!') and
// rate, pay method, rewards and insurance. The pickers' data come from the draft screen's calls.

import type { TCheckoutData } from "@gbo/contracts/catalog";
import type { TUserProfile } from "@gbo/contracts/customers";
import type { TInvoice } from "@gbo/contracts/invoicing";
import type { InvoiceQuoteInput } from "@gbo/domain/invoice";
import {
  type InvoiceQuote,
  quoteInvoice,
  receivedDatePickerRange,
  validateShippingAddress,
} from "@gbo/domain/invoice";
import { formatMoney } from "@gbo/domain/money";
import { shippingChargesText } from "@gbo/domain/shipping";
import { Button, Card, Group, Select, SimpleGrid, Switch, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { fetchPromoCode, RewardsInput, useRates } from "../../submissions";
import type { InvoiceForm } from "./invoice-model";

export type CheckoutCardProps = {
  invoice: TInvoice;
  form: InvoiceForm;
  onForm: (change: (f: InvoiceForm) => InvoiceForm) => void;
  profile: TUserProfile | undefined;
  checkout: TCheckoutData | undefined;
  quote: InvoiceQuote | undefined;
  quoteInput: InvoiceQuoteInput | undefined;
  today: string;
};

const addressText = (a: TUserProfile["addresses"][number]) =>
  [a.displayName, a.line1, a.city, a.stateProvince, a.zipPostal, a.country].filter(Boolean).join(", ");

export function InvoiceCheckoutCard(props: CheckoutCardProps) {
  const { invoice, form, onForm, profile, checkout, quote, today } = props;
  const { summary } = invoice;
  const money = (cents: number) => formatMoney(cents, summary.countryCode);
  const rates = useRates({
    type: summary.collectibleType,
    manga: summary.mangaType ?? "Tankobon",
    day: form.receivedDate,
    country: summary.countryCode,
    count: Math.max(1, quote?.count ?? 1),
  });
  const [promoText, setPromoText] = useState(form.promoCode ?? "");
  const [promoMessage, setPromoMessage] = useState<string | undefined>();
  const range = receivedDatePickerRange(today);
  const address = profile?.addresses.find((a) => a.id === form.addressId);
  const addressCheck =
    form.addressId === null
      ? undefined
      : validateShippingAddress({ orderCountry: summary.countryCode, address: address ?? null });

  async function applyPromo() {
    const code = promoText.trim().toUpperCase();
    if (!code) {
      onForm((f) => ({ ...f, promoCode: null, promo: undefined }));
      setPromoMessage(undefined);
      return;
    }
    try {
      const promo = await fetchPromoCode(code);
      const tried =
        props.quoteInput &&
        quoteInvoice({ ...props.quoteInput, promoCode: code, ...(promo ? { promo } : {}) });
      if (!promo || tried?.promoMessage) {
        setPromoMessage(tried?.promoMessage ?? "Promo Code is invalid.");
        onForm((f) => ({ ...f, promoCode: null, promo: undefined }));
        return;
      }
      setPromoMessage(undefined);
      onForm((f) => ({ ...f, promoCode: promo.id, promo }));
    } catch {
      setPromoMessage("Error processing request.");
    }
  }

  const payOptions = [
    ...(checkout?.paymentMethods ?? [])
      .filter((m) => !m.isExpired)
      .map((m) => ({ value: String(m.id), label: m.displayName })),
    ...(checkout?.payOther ?? []).map((o) => ({ value: o.id.toLowerCase(), label: o.name })),
  ];
  const origins = checkout?.origins ?? [];
  const originValue =
    origins.find((o) => o.title === form.origin?.title || o.id === form.origin?.id)?.id ?? null;

  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        Shipping, payment and discounts
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Select
          label="Origin"
          allowDeselect={false}
          placeholder="Where the submission came from"
          data={origins.map((o) => ({ value: o.id, label: o.title }))}
          value={originValue}
          onChange={(v) => {
            const o = origins.find((x) => x.id === v);
            onForm((f) => ({ ...f, origin: o ? { id: o.id, title: o.title } : null }));
          }}
        />
        <Select
          label="Sales rep"
          allowDeselect={false}
          placeholder="None"
          data={(checkout?.salesmanagers ?? []).map((s) => ({
            value: s.repCode,
            label: `${s.name} (${s.repCode})`,
          }))}
          value={form.repCode}
          onChange={(v) => onForm((f) => ({ ...f, repCode: v }))}
          clearable
          searchable
        />
        <TextInput
          label="Received date"
          type="date"
          min={range.min}
          max={range.max}
          value={form.receivedDate}
          onChange={(e) => {
            const day = e.currentTarget.value;
            if (day) onForm((f) => ({ ...f, receivedDate: day }));
          }}
        />
        <Select
          label="Shipping address"
          allowDeselect={false}
          placeholder="Choose an address"
          data={(profile?.addresses ?? []).map((a) => ({ value: String(a.id), label: addressText(a) }))}
          value={form.addressId === null ? null : String(form.addressId)}
          onChange={(v) => onForm((f) => ({ ...f, addressId: v ? Number(v) : null }))}
          error={addressCheck && !addressCheck.ok ? addressCheck.message : undefined}
        />
        <Select
          label="Shipping rate"
          allowDeselect={false}
          placeholder={rates.isError ? "Rates could not be loaded" : "Choose a rate"}
          data={(rates.data?.rates ?? []).map((r) => ({
            value: r.id,
            // As the totals charge it: "$31.25 + $7.00 handling" (issue 30 §9: the menu read the sum).
            label: `${r.name} · ${shippingChargesText(r, money)}`,
          }))}
          value={form.rateId}
          onChange={(v) => onForm((f) => ({ ...f, rateId: v }))}
          clearable
        />
        <Select
          label="Pay method"
          placeholder="Choose how the customer pays"
          data={payOptions}
          // Complete needs one: choosing the shown method again keeps it (the order keeps its method).
          allowDeselect={false}
          value={form.payMethodId === null ? null : String(form.payMethodId)}
          onChange={(v) =>
            onForm((f) => ({
              ...f,
              payMethodId: v === null ? null : v === "check" || v === "cash" ? v : Number(v),
            }))
          }
        />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label="Promo code"
            value={promoText}
            onChange={(e) => setPromoText(e.currentTarget.value.toUpperCase())}
            error={promoMessage ?? (form.promo ? quote?.promoMessage : undefined)}
            style={{ flex: 1 }}
            onKeyDown={(e) => {
              if (e.key === "Enter") void applyPromo();
            }}
          />
          <Button mt={25} variant="light" onClick={() => void applyPromo()}>
            Apply
          </Button>
        </Group>
        <RewardsInput
          cents={form.rewards}
          availableCents={invoice.userInfo.rewardsAvailable + summary.rewards}
          appliedCents={quote ? quote.rewards : null}
          countryCode={summary.countryCode}
          onCents={(rewards) => onForm((f) => ({ ...f, rewards }))}
        />
        <Switch
          mt="lg"
          label="Insurance"
          checked={form.isInsurance}
          onChange={(e) => {
            const isInsurance = e.currentTarget.checked;
            onForm((f) => ({ ...f, isInsurance }));
          }}
        />
      </SimpleGrid>
    </Card>
  );
}
