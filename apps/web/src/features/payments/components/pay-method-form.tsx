import type { TPayMethodType } from "@gbo/contracts/payments";
import { ERROR_UPDATING_PAYMENT_METHOD } from "@gbo/domain/payments";
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formFailureOf } from "../../../api/form-errors";
import { TOAST_MS } from "../../../api/http-client";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { paymentsConfigQueryOptions } from "../api/get-payments-config";
import { addPayMethod } from "../api/pay-method-calls";
import { paymentKeys } from "../api/payment-keys";
import { tokenize } from "../api/tokenize";
import { BankFields } from "./bank-fields";
import { CardFields } from "./card-fields";
import {
  DRAFT_LABELS,
  draftErrors,
  EMPTY_DRAFT,
  type PayMethodDraft,
  tokenizeBody,
} from "./pay-method-draft";

const TYPES: { value: TPayMethodType; label: string }[] = [
  { value: "CreditCard", label: "Credit card" },
  { value: "BankAccount", label: "Bank account" },
];

/**
 * Adds a payment method (administration §3, §4): the details are checked here first (a number failing
 * Luhn is never sent), then posted ONLY to the gateway's tokenizer; our API receives the token. The
 * mutation takes no variables, so the details never enter the query client's mutation cache.
 */
export function PayMethodForm({ customerId }: { customerId: number }) {
  const queryClient = useQueryClient();
  const [type, setType] = useState<TPayMethodType>("CreditCard");
  const [draft, setDraft] = useState<PayMethodDraft>(EMPTY_DRAFT);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [now] = useState(() => new Date());
  const form = useFormErrors();

  const save = useMutation({
    mutationFn: async () => {
      const config = await queryClient.fetchQuery(paymentsConfigQueryOptions());
      const { token } = await tokenize(config.tokenizeUrl, tokenizeBody(type, draft));
      return addPayMethod(customerId, { token, displayName: draft.displayName.trim() || undefined });
    },
    onSuccess: (method) => {
      setDraft(EMPTY_DRAFT);
      setFailure(null);
      form.clear();
      void queryClient.invalidateQueries({ queryKey: paymentKeys.methods(customerId) });
      notifications.show({ message: `${method.displayName} added.`, color: "green", autoClose: TOAST_MS });
    },
    onError: (caught) => {
      const { messages, fieldErrors } = formFailureOf(caught);
      setFailure(messages);
      if (Object.keys(fieldErrors).length > 0) form.report(fieldErrors);
    },
  });

  function change(patch: Partial<PayMethodDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    for (const name of Object.keys(patch)) form.clear(name);
    // A new month or year may fix an "expired" mark on the other one.
    if ("expireMonth" in patch || "expireYear" in patch) {
      form.clear("expireMonth");
      form.clear("expireYear");
    }
  }

  /** "Fields reset when the type changes on a new record" (administration §4). */
  function changeType(next: TPayMethodType) {
    setType(next);
    setDraft(EMPTY_DRAFT);
    setFailure(null);
    form.clear();
  }

  return (
    <form
      ref={form.formRef}
      method="post"
      noValidate
      autoComplete="off"
      aria-label="Add a payment method"
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        const errors = draftErrors(type, draft, new Date());
        form.report(errors);
        setFailure(null);
        if (Object.keys(errors).length === 0) save.mutate();
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>Add a payment method</Text>
        {failure ? (
          <Alert color="red" variant="light" title={ERROR_UPDATING_PAYMENT_METHOD} role="alert">
            {failure.join(" ")}
          </Alert>
        ) : null}
        <FormErrorSummary errors={form.errors} labels={DRAFT_LABELS} onFocusField={form.focus} />
        <SegmentedControl
          aria-label="Payment type"
          data={TYPES}
          value={type}
          onChange={(value) => changeType(value as TPayMethodType)}
          fullWidth
        />
        {type === "CreditCard" ? (
          <CardFields draft={draft} onChange={change} field={form.field} now={now} />
        ) : (
          <BankFields draft={draft} onChange={change} field={form.field} />
        )}
        <TextInput
          label="Display name"
          description="Optional; e.g. “Company card”. Defaults to the brand and last four digits."
          value={draft.displayName}
          onChange={(event) => change({ displayName: event.currentTarget.value })}
          maxLength={100}
          {...form.field("displayName")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save payment method
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
