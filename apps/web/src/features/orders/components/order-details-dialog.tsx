import type { TOrderDetailsBody, TOrderSummary } from "@gbo/contracts/orders";
import { carrierOfShippingAccount, validateShippingAddress } from "@gbo/domain/invoice";
import { toCents } from "@gbo/domain/money";
import { canEditAr, validateShippingAccount } from "@gbo/domain/workflow";
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
import { useState } from "react";
import { useOrderAction } from "../api/order-action";
import { updateOrderDetails } from "../api/order-calls";

type Draft = Omit<TOrderDetailsBody, "version">;

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
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  // The server checks the same rule; shown here as soon as an address or account is chosen.
  const chosenAddress = customer.addresses.find((address) => address.id === draft.addressId);
  const addressCheck = chosenAddress
    ? validateShippingAddress({
        orderCountry: order.countryCode,
        address: chosenAddress,
        carrier: carrierOfShippingAccount(draft.shippingAccount),
      })
    : null;
  const addressError = addressCheck && !addressCheck.ok ? addressCheck.message : null;
  // Administration §5: "FedEx 123456789" (FedEx 9, UPS 6, DHL 9 letters or digits); empty is none.
  const accountCheck = validateShippingAccount(draft.shippingAccount);
  const accountError = accountCheck.ok ? null : accountCheck.message;

  function onSubmit() {
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
    action.mutate(body);
  }

  return (
    <Modal opened={isOpen} onClose={onClose} title="Update order details" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Rep code"
              value={draft.repCode ?? ""}
              onChange={(e) => set({ repCode: e.currentTarget.value })}
              maxLength={40}
              data-autofocus
            />
            <TextInput
              label="Origin"
              value={draft.origin ?? ""}
              onChange={(e) => set({ origin: e.currentTarget.value })}
              maxLength={100}
            />
            <TextInput
              label="External id"
              value={draft.externalId ?? ""}
              onChange={(e) => set({ externalId: e.currentTarget.value })}
              maxLength={60}
            />
            <TextInput
              label="Shipping account"
              value={draft.shippingAccount ?? ""}
              onChange={(e) => set({ shippingAccount: e.currentTarget.value })}
              maxLength={40}
              placeholder="e.g. FedEx 123456789"
              error={accountError}
            />
          </SimpleGrid>
          <Select
            label="Shipping address"
            placeholder="No address"
            data={customer.addresses.map((address) => ({
              value: String(address.id),
              label: `${address.line1}, ${address.city} ${address.stateProvince} ${address.zipPostal} (${address.country})`,
            }))}
            value={draft.addressId === null || draft.addressId === undefined ? null : String(draft.addressId)}
            onChange={(value) => set({ addressId: value ? Number(value) : null })}
            clearable
            error={addressError}
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
                onChange={(e) => set({ arDescription: e.currentTarget.value })}
                maxLength={500}
                autosize
                minRows={2}
              />
            </>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              type="submit"
              loading={action.isPending}
              disabled={addressError !== null || accountError !== null}
            >
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
