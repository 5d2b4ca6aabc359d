import type { TOrderSummary } from "@gbo/contracts/orders";
import { toCents } from "@gbo/domain/money";
import { billingCompletionErrors, validateBillingCompletion } from "@gbo/domain/workflow";
import { Button, Group, Paper, Stack, Textarea, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { formFailureOf } from "../../../api/form-errors";
import { useRequestKey } from "../../../api/request-key";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { MoneyStatementView } from "../../../ui/money-statement";
import { useOrderAction } from "../../orders";
import { completeBilling } from "../api/billing-shipping-calls";

const LABELS = { explanation: "Explanation", form: "Billing" };

/**
 * Billing station: the order's money statement (every payment, Total − Paid = Balance, from the server),
 * then completion; a remaining balance needs an explanation longer than 2 characters.
 */
export function BillingPanel({ summary }: { summary: TOrderSummary }) {
  const navigate = useNavigate();
  const { order, statement } = summary;
  const balanceCents = toCents(statement.balance);
  const [explanation, setExplanation] = useState(order.billingExplanation ?? "");
  const form = useFormErrors();
  const keyFor = useRequestKey();
  const action = useOrderAction(
    order.id,
    (text: string | null, version) =>
      completeBilling(order.id, {
        explanation: text ?? undefined,
        // Clicked again after a lost answer: the same request, so the server answers it once.
        idempotencyKey: keyFor({ text, version }),
        version,
      }),
    { onDone: () => void navigate({ to: "/billing" }) },
  );

  function onComplete() {
    const errors = billingCompletionErrors({ balanceCents, explanation });
    form.report(errors);
    const checked = validateBillingCompletion({ balanceCents, explanation });
    if (!checked.ok) return;
    action.mutate(checked.value.explanation, {
      onError: (caught) => {
        const failure = formFailureOf(caught);
        if (Object.keys(failure.fieldErrors).length > 0) form.report(failure.fieldErrors);
      },
    });
  }

  return (
    <Paper withBorder radius="md" p="md" data-panel="billing">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Billing
        </Title>
        <MoneyStatementView statement={statement} countryCode={order.countryCode} />
        <form
          ref={form.formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onComplete();
          }}
        >
          <Stack gap="sm">
            <FormErrorSummary errors={form.errors} labels={LABELS} onFocusField={form.focus} />
            <Textarea
              label="Explanation"
              description={
                balanceCents === 0
                  ? "Optional: the order is paid in full."
                  : "Required: why the order moves on with a balance."
              }
              value={explanation}
              onChange={(event) => {
                setExplanation(event.currentTarget.value);
                form.clear("explanation");
              }}
              {...form.field("explanation")}
              autosize
              minRows={2}
              maxLength={1000}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={action.isPending} color="green">
                Complete billing
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
