// /submissions/new?user={customerId}: the draft submission (submissions-pricing §2, §3, §4, §8). The
// quote is the domain's quoteSubmission over the server's catalog, recomputed on every change; submit
// sends it as `expected` and the server re-prices the same draft.

import { MAX_COMICS_PER_ORDER } from "@gbo/domain/grading";
import { VERIFY_SUBMITTED_DATA } from "@gbo/domain/messages";
import { isDraftValid, canSubmit as submitAllowed } from "@gbo/domain/pricing";
import { Alert, Button, Grid, Group, Modal, Stack, Text } from "@mantine/core";
import { IconPlus, IconRefresh } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { ApiError } from "../../../api";
import { useRequestKey } from "../../../api/request-key";
import { confirmAction } from "../../../ui/confirm";
import { SUBMIT_DATA_KEY, submitOrder, useCheckoutData } from "./api/draft-calls";
import { addressError, CheckoutCard } from "./checkout-card";
import { ComicsTable } from "./comics-table";
import { CustomerPicker } from "./customer-picker";
import { DraftFrame } from "./draft-frame";
import { comicCount } from "./draft-model";
import { draftQuoteInput } from "./draft-quote";
import { useDraftNavigation, useDraftSearch } from "./draft-route";
import { DraftSettings } from "./draft-settings";
import { type ReadyDraft, submitBodyOf } from "./submit-body";
import { TotalsPanel } from "./totals-panel";
import { useDraftContext } from "./use-draft";

export function DraftSubmissionPage() {
  const search = useDraftSearch();
  if (search.user === undefined) return <CustomerPicker />;
  return <DraftScreen customerId={search.user} />;
}

function DraftScreen({ customerId }: { customerId: number }) {
  const context = useDraftContext(customerId);
  const { draft, profile, quote, catalog, update, clear, orderDate } = context;
  const nav = useDraftNavigation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkout = useCheckoutData(customerId, draft?.countryCode ?? "US");
  const [promoText, setPromoText] = useState(draft?.promo?.id ?? "");
  const [isSubmitting, setSubmitting] = useState(false);
  const keyFor = useRequestKey();
  const [verifyOpen, setVerifyOpen] = useState(false);
  const [failure, setFailure] = useState<string[] | undefined>();
  // A reset starts the checkout fields (typed rewards) afresh too.
  const [resets, setResets] = useState(0);
  // The applied code shows in the field once the stored draft is read.
  const storedPromo = draft?.promo?.id;
  const isDraftRead = draft !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the stored draft is read
  useEffect(() => {
    if (isDraftRead && storedPromo) setPromoText(storedPromo);
  }, [isDraftRead]);

  const quoteInput = useMemo(
    () =>
      draft && catalog && profile
        ? draftQuoteInput({
            draft,
            catalog,
            member: profile.member,
            rewardsAvailable: profile.rewards.available,
            orderDate,
          })
        : undefined,
    [draft, catalog, profile, orderDate],
  );

  const promoApplied = draft?.promo?.id ?? "";
  const isPromoChecked =
    promoText.trim() === "" || promoText.trim().toUpperCase() === promoApplied.toUpperCase();
  const state =
    draft && quote && profile
      ? {
          isValid: isDraftValid(quote.total, draft.comics),
          hasShipping: draft.addressId !== undefined && !addressError(draft, profile),
          hasRate: draft.rateId !== undefined,
          hasPayMethod: draft.payMethodId !== undefined,
          hasOrigin: draft.origin !== undefined,
          isPromoChecked,
        }
      : undefined;
  const canSubmit = state ? submitAllowed(state) : false;
  const missing = state
    ? [
        !state.isValid && "a priced comic",
        !state.hasShipping && "a shipping address",
        !state.hasPayMethod && "a pay method",
        !state.hasOrigin && "an origin",
        !state.isPromoChecked && "to apply (or clear) the promo code",
      ].filter(Boolean)
    : [];

  async function submit() {
    if (!draft || !quote || !canSubmit) return;
    setSubmitting(true);
    setFailure(undefined);
    try {
      // The same draft sent again (after a lost answer) keeps its key: one order, one charge.
      const body = submitBodyOf(draft as ReadyDraft, quote, "");
      const result = await submitOrder({ ...body, idempotencyKey: keyFor(body) });
      clear();
      void nav.toOrder(result.id);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400 && caught.message === VERIFY_SUBMITTED_DATA) {
        setVerifyOpen(true);
      } else if (caught instanceof ApiError) {
        // 409: the price list changed meanwhile; asking again adopts the new version and re-prices.
        if (caught.status === 409) void queryClient.invalidateQueries({ queryKey: SUBMIT_DATA_KEY });
        setFailure([caught.message, ...caught.modelStateMessages.filter((m) => m !== caught.message)]);
      } else {
        setFailure(["Error processing request."]);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const isFull = draft ? comicCount(draft.comics) >= MAX_COMICS_PER_ORDER : false;

  return (
    <>
      <DraftFrame
        title="New submission"
        context={context}
        actions={
          draft ? (
            <Group>
              <Button
                variant="subtle"
                onClick={() =>
                  confirmAction({
                    title: "Cancel the submission?",
                    message: "The draft is discarded and the customer's page opens.",
                    confirmLabel: "Yes, cancel it",
                    cancelLabel: "No, keep it",
                    tone: "danger",
                    onConfirm: () => {
                      clear();
                      void navigate({
                        to: "/users/$id/$view",
                        params: { id: String(customerId), view: "summary" },
                      });
                    },
                  })
                }
              >
                Cancel
              </Button>
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                onClick={() =>
                  confirmAction({
                    title: "Reset the submission?",
                    message: "This clears every comic and choice of this draft.",
                    confirmLabel: "Yes, reset",
                    tone: "danger",
                    onConfirm: () => {
                      clear();
                      setPromoText("");
                      setResets((n) => n + 1);
                    },
                  })
                }
              >
                Reset
              </Button>
            </Group>
          ) : null
        }
      >
        {({ draft, profile }) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Stack gap="md">
                <DraftSettings draft={draft} update={update} membership={profile.member.membership} />
                <Group justify="space-between">
                  <Text fw={600}>
                    Comics ({comicCount(draft.comics)} of {MAX_COMICS_PER_ORDER})
                  </Text>
                  <Group gap="xs">
                    <Button
                      leftSection={<IconPlus size={16} />}
                      disabled={isFull}
                      onClick={() => void nav.toComic(customerId)}
                    >
                      Add comic
                    </Button>
                    <Button
                      variant="light"
                      leftSection={<IconPlus size={16} />}
                      disabled={isFull}
                      onClick={() => void nav.toReholder(customerId)}
                    >
                      Add reholder
                    </Button>
                  </Group>
                </Group>
                <ComicsTable
                  draft={draft}
                  quote={quote}
                  update={update}
                  onEdit={(edit) => void nav.toComic(customerId, { edit })}
                  onCopy={(copy) => void nav.toComic(customerId, { copy })}
                />
                <CheckoutCard
                  key={resets}
                  draft={draft}
                  update={update}
                  profile={profile}
                  checkout={checkout.data}
                  quote={quote}
                  quoteInput={quoteInput}
                  orderDate={orderDate}
                  promoText={promoText}
                  onPromoText={setPromoText}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="md" pos="sticky" top={16}>
                <TotalsPanel quote={quote} country={draft.countryCode} />
                {failure ? (
                  <Alert color="red" title="The submission was not saved" role="alert">
                    {failure.map((m) => (
                      <Text key={m} size="sm">
                        {m}
                      </Text>
                    ))}
                  </Alert>
                ) : null}
                <Button size="md" onClick={() => void submit()} disabled={!canSubmit} loading={isSubmitting}>
                  Submit
                </Button>
                {missing.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    Submit needs {missing.join(", ")}.
                  </Text>
                ) : null}
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </DraftFrame>
      <Modal opened={verifyOpen} onClose={() => setVerifyOpen(false)} title="Submission refused" centered>
        <Text size="sm">{VERIFY_SUBMITTED_DATA}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setVerifyOpen(false)} data-autofocus>
            OK
          </Button>
        </Group>
      </Modal>
    </>
  );
}
