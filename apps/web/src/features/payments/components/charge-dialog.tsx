import type { TOrderSummary } from "@gbo/contracts/orders";
import { canAddPaymentMethod } from "@gbo/domain/invoice";
import { fromCents, toCents } from "@gbo/domain/money";
import { Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { money } from "../../../ui/format";
import { usePayMethods } from "../api/get-pay-methods";
import { chargeOrder } from "../api/money-calls";
import { useMoneyCall } from "../api/use-money-call";
import { ChargeFields } from "./charge-fields";
import {
  type ChargeDraft,
  type ChargeLine,
  changeChargeDraft,
  chargePlan,
  chargePlanSummary,
} from "./charge-plan";
import { ChargeOutcomes, ChargeReview } from "./charge-review";
import { MoneyConfirmStep } from "./money-confirm-step";

const LABELS = {
  amount: "Amount",
  firstMethodId: "Payment method",
  secondMethodId: "Second payment method",
  secondAmount: "Second amount",
};

/**
 * Charge balance (workflow §2, §5, §9): an amount (the balance by default, at least 1) on one or two of
 * the customer's stored methods, a confirmation naming what goes to which method, then each method's
 * outcome. One idempotency key per opening of the dialog.
 */
export function ChargeDialog({
  summary,
  isOpen,
  onClose,
  onManageMethods,
}: {
  summary: TOrderSummary;
  isOpen: boolean;
  onClose: () => void;
  onManageMethods: () => void;
}) {
  const { order, statement } = summary;
  const cc = order.countryCode;
  const methods = usePayMethods(order.userId);
  const items = methods.data?.items ?? [];
  const [draft, setDraft] = useState<ChargeDraft>({
    amount: statement.balance,
    firstMethodId: null,
    isSplit: false,
    secondMethodId: null,
    secondAmount: "",
    isSecondAmountTyped: false,
  });
  const [step, setStep] = useState<"form" | "confirm" | "result">("form");
  const [lines, setLines] = useState<ChargeLine[]>([]);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useFormErrors();
  const charge = useMoneyCall(order.id, chargeOrder, { onDone: () => setStep("result") });
  // The first usable method is chosen until the worker picks another.
  const firstUsable = items.find((m) => !m.isExpired);
  const firstMethodId = draft.firstMethodId ?? (firstUsable ? String(firstUsable.id) : null);
  // With a split, the second is the next usable method until the worker picks one.
  const secondUsable = items.find((m) => !m.isExpired && String(m.id) !== firstMethodId);
  const current = {
    ...draft,
    firstMethodId,
    secondMethodId: draft.secondMethodId ?? (draft.isSplit && secondUsable ? String(secondUsable.id) : null),
  };
  const planContext = { balanceCents: toCents(statement.balance), countryCode: cc, methods: items };
  const planned = chargePlan(current, planContext);
  const summaryText = planned.lines.length > 0 ? chargePlanSummary(planned.lines, planContext) : null;

  function change(patch: Partial<ChargeDraft>) {
    setDraft((d) =>
      changeChargeDraft(
        { ...d, firstMethodId, secondMethodId: current.secondMethodId },
        patch,
        planContext.balanceCents,
      ),
    );
    for (const name of Object.keys(patch)) form.clear(name);
    if ("amount" in patch || "isSplit" in patch) form.clear("secondAmount");
  }

  function review() {
    const plan = planned;
    form.report(plan.errors);
    if (plan.lines.length === 0) return;
    setLines(plan.lines);
    setStep("confirm");
  }

  function send() {
    charge.submit((version) => ({
      orderId: order.id,
      payments: lines.map((line) => ({ payMethodId: line.method.id, amount: fromCents(line.cents) })),
      idempotencyKey,
      version,
    }));
  }

  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  const methodName = (id: number) => items.find((m) => m.id === id)?.displayName ?? `Method ${id}`;
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={`Charge balance — ${order.id}`}
      size="lg"
      closeOnClickOutside={!charge.isPending}
    >
      {step === "form" ? (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              Balance due: <b>{money(statement.balance, cc)}</b> · {summary.customer.name}
            </Text>
            <FormErrorSummary errors={form.errors} labels={LABELS} onFocusField={form.focus} />
            {methods.isPending ? (
              <Loader size="sm" role="status" aria-label="Loading payment methods" />
            ) : (
              <ChargeFields
                draft={current}
                onChange={change}
                field={form.field}
                methods={items}
                countryCode={cc}
                canSplit={items.length > 1 && canAddPaymentMethod(1)}
                summary={summaryText}
              />
            )}
            <Group justify="space-between">
              <Button variant="subtle" onClick={onManageMethods}>
                Payment methods…
              </Button>
              <Group gap="xs">
                <Button type="submit" disabled={items.length === 0}>
                  Continue
                </Button>
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      ) : step === "confirm" ? (
        <MoneyConfirmStep
          question={`${chargePlanSummary(lines, planContext)} These amounts are charged to ${summary.customer.name}'s payment methods now.`}
          details={<ChargeReview lines={lines} countryCode={cc} />}
          call={charge}
          actionLabel={`Charge ${money(fromCents(total), cc)}`}
          onConfirm={send}
          onBack={() => setStep("form")}
        />
      ) : (
        <Stack gap="sm">
          <ChargeOutcomes outcomes={charge.result?.outcomes ?? []} methodName={methodName} countryCode={cc} />
          <Text size="sm">
            Balance now: <b>{money(statement.balance, cc)}</b>
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
