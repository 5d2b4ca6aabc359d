import type { TOrderSummary } from "@gbo/contracts/orders";
import { toCents } from "@gbo/domain/money";
import { validateBillingCompletion } from "@gbo/domain/workflow";
import { Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { money, useOrderAction } from "../../orders";
import { completeBilling } from "../api/billing-shipping-calls";

/** Billing station: complete billing; a remaining balance needs an explanation longer than 2 characters. */
export function BillingPanel({ summary }: { summary: TOrderSummary }) {
  const navigate = useNavigate();
  const { order } = summary;
  const balanceCents = toCents(summary.balance);
  const [explanation, setExplanation] = useState(order.billingExplanation ?? "");
  const [error, setError] = useState<string | null>(null);
  const action = useOrderAction(
    order.id,
    (text: string | null, version) =>
      completeBilling(order.id, {
        explanation: text ?? undefined,
        idempotencyKey: crypto.randomUUID(),
        version,
      }),
    { onDone: () => void navigate({ to: "/billing" }) },
  );

  function onComplete() {
    const checked = validateBillingCompletion({ balanceCents, explanation });
    setError(checked.ok ? null : checked.message);
    if (checked.ok) action.mutate(checked.value.explanation);
  }

  return (
    <Paper withBorder radius="md" p="md" data-panel="billing">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Billing</Title>
          <Text size="sm">
            Balance{" "}
            <Text span fw={700} c={balanceCents > 0 ? "red.7" : undefined}>
              {money(summary.balance, order.countryCode)}
            </Text>
          </Text>
        </Group>
        <Textarea
          label="Explanation"
          description={
            balanceCents === 0
              ? "Optional: the order is paid in full."
              : "Required: why the order moves on with a balance."
          }
          value={explanation}
          onChange={(event) => setExplanation(event.currentTarget.value)}
          error={error}
          autosize
          minRows={2}
          maxLength={1000}
        />
        <Group justify="flex-end">
          <Button onClick={onComplete} loading={action.isPending} color="green">
            Complete billing
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
