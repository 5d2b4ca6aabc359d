// Shipping address, rate, pay method, origin, sales rep, promo code, rewards, insurance and the
// grading press screen of the draft (submissions-pricing §3, §5 promo rules and rewards, §9).
import type { TCheckoutData } from "@gbo/contracts/catalog";
import type { TUserProfile } from "@gbo/contracts/customers";
import { INVOICE_CANADA_ADDRESS_ONLY } from "@gbo/domain/messages";
import { formatMoney } from "@gbo/domain/money";
import { type Quote, type QuoteInput, quoteSubmission } from "@gbo/domain/pricing";
import {
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect, useState } from "react";
import { fetchPromoCode, useRates } from "./api/draft-calls";
import type { Draft, PayMethodChoice } from "./draft-model";
import { RateSelect } from "./rate-select";
import { RewardsInput } from "./rewards-input";
import type { DraftUpdate } from "./use-draft";

export type CheckoutProps = {
  draft: Draft;
  update: DraftUpdate;
  profile: TUserProfile;
  checkout: TCheckoutData | undefined;
  quote: Quote | undefined;
  /** The quote input of the draft as it stands, to try a promo code before applying it. */
  quoteInput: QuoteInput | undefined;
  orderDate: string;
  promoText: string;
  onPromoText: (text: string) => void;
};

const addressText = (a: TUserProfile["addresses"][number]) =>
  [a.displayName, a.line1, a.line2, a.city, a.stateProvince, a.zipPostal, a.country]
    .filter(Boolean)
    .join(", ");

/** §5: "For CA orders only a Canadian address is allowed". */
export function addressError(draft: Draft, profile: TUserProfile): string | undefined {
  const chosen = profile.addresses.find((a) => a.id === draft.addressId);
  return draft.countryCode === "CA" && chosen && chosen.country !== "CA"
    ? INVOICE_CANADA_ADDRESS_ONLY
    : undefined;
}

const payValue = (choice: PayMethodChoice | undefined) => (choice === undefined ? null : String(choice));

export function CheckoutCard(props: CheckoutProps) {
  const { draft, update, profile, checkout, quote } = props;
  const money = (cents: number) => formatMoney(cents, draft.countryCode);
  const rates = useRates({
    type: draft.collectibleType,
    manga: draft.mangaType,
    day: props.orderDate,
    country: draft.countryCode,
    count: Math.max(1, quote?.count ?? 1),
  });
  const [promoMessage, setPromoMessage] = useState<string | undefined>();
  const [isApplying, setApplying] = useState(false);

  // A default address, sales rep and origin once the choices are known.
  useEffect(() => {
    const home = profile.addresses.find((a) => a.isDefault) ?? profile.addresses[0];
    const rep = profile.member.defaultSalesRep;
    if (draft.addressId === undefined && home && (draft.countryCode !== "CA" || home.country === "CA")) {
      update((d) => ({ ...d, addressId: home.id }));
    }
    if (draft.repCode === undefined && rep && checkout?.salesmanagers.some((s) => s.repCode === rep)) {
      update((d) => ({ ...d, repCode: rep }));
    }
  }, [profile, checkout, draft.addressId, draft.repCode, draft.countryCode, update]);

  async function applyPromo() {
    const code = props.promoText.trim();
    if (!code) {
      update((d) => ({ ...d, promo: undefined }));
      setPromoMessage(undefined);
      return;
    }
    setApplying(true);
    try {
      const promo = await fetchPromoCode(code);
      // The domain decides: the same evaluation the totals and the server run.
      const tried =
        props.quoteInput &&
        quoteSubmission({ ...props.quoteInput, promoCode: code, ...(promo ? { promo } : {}) });
      if (!tried) return;
      if (tried.promoMessage || !promo) {
        setPromoMessage(tried.promoMessage);
        update((d) => ({ ...d, promo: undefined }));
        return;
      }
      setPromoMessage(undefined);
      props.onPromoText(promo.id);
      update((d) => ({ ...d, promo }));
    } catch {
      setPromoMessage("Error processing request.");
    } finally {
      setApplying(false);
    }
  }

  const payOptions = [
    ...(checkout?.paymentMethods ?? [])
      .filter((m) => !m.isExpired)
      .map((m) => ({ value: String(m.id), label: m.displayName })),
    ...(checkout?.payOther ?? []).map((o) => ({ value: o.id.toLowerCase(), label: o.name })),
  ];
  const livePromoMessage = draft.promo && quote?.promoMessage ? quote.promoMessage : promoMessage;
  const rewardsAvailable = profile.rewards.available;

  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        Shipping, payment and discounts
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Select
          label="Shipping address"
          placeholder="Choose an address"
          data={profile.addresses.map((a) => ({ value: String(a.id), label: addressText(a) }))}
          value={draft.addressId === undefined ? null : String(draft.addressId)}
          onChange={(v) => update((d) => ({ ...d, addressId: v ? Number(v) : undefined }))}
          error={addressError(draft, profile)}
          nothingFoundMessage="The customer has no address"
        />
        <RateSelect
          rates={rates.data}
          isError={rates.isError}
          countryCode={draft.countryCode}
          value={draft.rateId}
          onChange={(rateId) => update((d) => ({ ...d, rateId }))}
        />
        <Select
          label="Pay method"
          placeholder="Choose how the customer pays"
          data={payOptions}
          value={payValue(draft.payMethodId)}
          onChange={(v) =>
            update((d) => ({
              ...d,
              payMethodId: v === null ? undefined : v === "check" || v === "cash" ? v : Number(v),
            }))
          }
          nothingFoundMessage="No stored payment method"
        />
        <Select
          label="Origin"
          placeholder="Where the submission came from"
          data={(checkout?.origins ?? []).map((o) => ({ value: o.id, label: o.title }))}
          value={draft.origin?.id ?? null}
          onChange={(v) => {
            const origin = checkout?.origins.find((o) => o.id === v);
            update((d) => ({ ...d, origin: origin ? { id: origin.id, title: origin.title } : undefined }));
          }}
        />
        <Select
          label="Sales rep"
          placeholder="None"
          data={(checkout?.salesmanagers ?? []).map((s) => ({
            value: s.repCode,
            label: `${s.name} (${s.repCode})`,
          }))}
          value={draft.repCode ?? null}
          onChange={(v) => update((d) => ({ ...d, repCode: v ?? undefined }))}
          clearable
          searchable
        />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label="Promo code"
            value={props.promoText}
            onChange={(e) => props.onPromoText(e.currentTarget.value.toUpperCase())}
            error={livePromoMessage}
            description={
              draft.promo && !quote?.promoMessage && quote
                ? quote.promoDiscount > 0
                  ? `${draft.promo.title}: −${money(quote.promoDiscount)}`
                  : `${draft.promo.title}: ${quote.promoCode}`
                : undefined
            }
            inputWrapperOrder={["label", "input", "description", "error"]}
            style={{ flex: 1 }}
            onKeyDown={(e) => {
              if (e.key === "Enter") void applyPromo();
            }}
          />
          <Button mt={25} variant="light" onClick={() => void applyPromo()} loading={isApplying}>
            Apply
          </Button>
        </Group>
        <RewardsInput
          cents={draft.rewards}
          availableCents={rewardsAvailable}
          appliedCents={quote ? quote.rewards : null}
          countryCode={draft.countryCode}
          onCents={(rewards) => update((d) => ({ ...d, rewards }))}
          disabled={rewardsAvailable <= 0}
        />
        <Stack>
          <Switch
            label="Insurance"
            checked={draft.isInsurance}
            onChange={(e) => {
              const isInsurance = e.currentTarget.checked;
              update((d) => ({ ...d, isInsurance }));
            }}
          />
          {quote?.isGradingPressScreenOffered ? (
            <Checkbox
              label={`Grading press screen (${quote.count} books)`}
              checked={draft.isGradingPressScreen}
              onChange={(e) => {
                const isGradingPressScreen = e.currentTarget.checked;
                update((d) => ({ ...d, isGradingPressScreen }));
              }}
            />
          ) : (
            <Text size="xs" c="dimmed">
              Grading press screen is offered from 5 books.
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
