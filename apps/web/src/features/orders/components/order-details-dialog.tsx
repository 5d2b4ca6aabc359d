import type { TOrderDetailsBody, TOrderSummary } from "@gbo/contracts/orders";
import { toCents } from "@gbo/domain/money";
import { canEditAr, orderDetailsErrors } from "@gbo/domain/workflow";
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useRef, useState } from "react";
import { formFailureOf } from "../../../api/form-errors";
import { type FieldErrors, FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { useOrderAction } from "../api/order-action";
import { updateOrderDetails } from "../api/order-calls";

type Draft = Omit<TOrderDetailsBody, "version">;

const LABELS: Record<string, string> = {
  repCode: "Rep code",
  origin: "Origin",
  externalId: "External id",
  shippingAccount: "Shipping account",
  addressId: "Shipping address",
  arDescription: "AR description",
};

const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** Update order details: the fields a worker may edit (AR only for billing/admin with a balance). */
export function OrderDetailsDialog({
  summary,
  claims,
  isOpen,
  onClose,
}: {
  summary: TOrderSummary;
  claims: readonly string[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const { order, customer } = summary;
  const [draft, setDraft] = useState<Draft>({
    repCode: order.repCode,
    origin: order.origin,
    externalId: order.externalId,
    shippingAccount: order.shippingAccount,
    noAutoCharge: order.noAutoCharge,
    addressId: order.addressId,
    isAR: order.isAR,
    arDescription: order.arDescription,
  });
  const mayEditAr = canEditAr(claims, toCents(summary.balance));
  const action = useOrderAction(
    order.id,
    (body: Draft, version) => updateOrderDetails(order.id, { ...body, version }),
    { onDone: onClose },
  );
  const form = useFormErrors();
  // Mantine's Select keeps `name` on a hidden input, so the address is focused through its own ref.
  const addressRef = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const edit = (name: keyof Draft, patch: Partial<Draft>) => {
    set(patch);
    form.clear(name);
    // The address rules read the account's carrier too (no DHL inside the US).
    if (name === "shippingAccount") form.clear("addressId");
  };

  function focusField(name: string) {
    if (name === "addressId") addressRef.current?.focus();
    else form.focus(name);
  }

  function report(errors: FieldErrors) {
    form.report(errors);
    if (Object.keys(errors)[0] === "addressId") requestAnimationFrame(() => addressRef.current?.focus());
  }

  function onSubmit() {
    // Workflow §5 and administration §5, every failure at once: the address and the shipping account.
    const errors = orderDetailsErrors({
      orderCountry: order.countryCode,
      address: customer.addresses.find((address) => address.id === draft.addressId),
      shippingAccount: draft.shippingAccount,
    });
    report(errors);
    if (Object.keys(errors).length > 0) return;
    const body: Draft = {
      repCode: orNull(draft.repCode),
      origin: orNull(draft.origin),
      externalId: orNull(draft.externalId),
      shippingAccount: orNull(draft.shippingAccount),
      noAutoCharge: draft.noAutoCharge,
      addressId: draft.addressId,
    };
    if (mayEditAr) {
      body.isAR = draft.isAR;
      body.arDescription = orNull(draft.arDescription);
    }
    action.mutate(body, {
      onError: (caught) => {
        const failure = formFailureOf(caught);
        if (Object.keys(failure.fieldErrors).length > 0) report(failure.fieldErrors);
      },
    });
  }

  return (
    <Modal opened={isOpen} onClose={onClose} title="Update order details" size="lg">
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          <FormErrorSummary errors={form.errors} labels={LABELS} onFocusField={focusField} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Rep code"
              value={draft.repCode ?? ""}
              onChange={(e) => edit("repCode", { repCode: e.currentTarget.value })}
              {...form.field("repCode")}
              maxLength={40}
              data-autofocus
            />
            <TextInput
              label="Origin"
              value={draft.origin ?? ""}
              onChange={(e) => edit("origin", { origin: e.currentTarget.value })}
              {...form.field("origin")}
              maxLength={100}
            />
            <TextInput
              label="External id"
              value={draft.externalId ?? ""}
              onChange={(e) => edit("externalId", { externalId: e.currentTarget.value })}
              {...form.field("externalId")}
              maxLength={60}
            />
            <TextInput
              label="Shipping account"
              value={draft.shippingAccount ?? ""}
              onChange={(e) => edit("shippingAccount", { shippingAccount: e.currentTarget.value })}
              {...form.field("shippingAccount")}
              maxLength={40}
              placeholder="e.g. FedEx 123456789"
            />
          </SimpleGrid>
          <Select
            ref={addressRef}
            {...form.field("addressId")}
            label="Shipping address"
            placeholder="Choose an address"
            data={customer.addresses.map((address) => ({
              value: String(address.id),
              label: `${address.line1}, ${address.city} ${address.stateProvince} ${address.zipPostal} (${address.country})`,
            }))}
            value={draft.addressId === null || draft.addressId === undefined ? null : String(draft.addressId)}
            onChange={(value) => edit("addressId", { addressId: value ? Number(value) : null })}
            withAsterisk
          />
          <Checkbox
            label="No automatic charge"
            checked={draft.noAutoCharge ?? false}
            onChange={(e) => set({ noAutoCharge: e.currentTarget.checked })}
          />
          {mayEditAr ? (
            <>
              <Checkbox
                label="Accounts receivable (AR)"
                checked={draft.isAR ?? false}
                onChange={(e) => set({ isAR: e.currentTarget.checked })}
              />
              <Textarea
                label="AR description"
                value={draft.arDescription ?? ""}
                onChange={(e) => edit("arDescription", { arDescription: e.currentTarget.value })}
                {...form.field("arDescription")}
                maxLength={500}
                autosize
                minRows={2}
              />
            </>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={action.isPending}>
              Save details
            </Button>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
