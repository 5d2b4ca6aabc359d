import type { TPaymentMethod } from "@gbo/contracts/payments";
import { ERROR_DELETING_PAYMENT_METHOD } from "@gbo/domain/payments";
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBuildingBank, IconCreditCard, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TOAST_MS } from "../../../api/http-client";
import { confirmAction } from "../../../ui/confirm";
import { failureText } from "../api/failure-text";
import { deletePayMethod } from "../api/pay-method-calls";
import { paymentKeys } from "../api/payment-keys";
import { expiryText, lastDigits } from "./method-label";

function MethodRow({ method, onDelete }: { method: TPaymentMethod; onDelete?: () => void }) {
  const isCard = method.type === "CreditCard";
  const expiry = expiryText(method);
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={6}
      data-pay-method={method.id}
      style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {isCard ? <IconCreditCard size={20} aria-hidden /> : <IconBuildingBank size={20} aria-hidden />}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {method.displayName}
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {isCard ? (method.brand ?? "Card") : (method.bankName ?? "Bank account")}
            </Text>
            <Text size="xs" ff="monospace">
              •••• {lastDigits(method)}
            </Text>
            {expiry ? (
              <Text size="xs" c="dimmed">
                expires {expiry}
              </Text>
            ) : null}
            {method.isExpired ? (
              <Badge color="red" size="xs" radius="sm">
                Expired
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      {onDelete ? (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${method.displayName}`}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** A customer's stored methods; delete asks first (workflow §5) and says 'Error deleting payment method'. */
export function PayMethodList({
  customerId,
  methods,
  canDelete,
}: {
  customerId: number;
  methods: readonly TPaymentMethod[];
  canDelete: boolean;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (method: TPaymentMethod) => deletePayMethod(customerId, method.id),
    onSuccess: (_, method) => {
      notifications.show({ message: `${method.displayName} deleted.`, color: "green", autoClose: TOAST_MS });
    },
    onError: (caught) => {
      notifications.show({
        title: ERROR_DELETING_PAYMENT_METHOD,
        message: failureText(caught),
        color: "red",
        autoClose: TOAST_MS,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.methods(customerId) }),
  });

  if (methods.length === 0) return <Text c="dimmed">No payment methods on file.</Text>;
  return (
    <Stack
      component="ul"
      gap={0}
      aria-label="Stored payment methods"
      m={0}
      p={0}
      style={{ listStyle: "none" }}
    >
      {methods.map((method) => (
        <li key={method.id}>
          <MethodRow
            method={method}
            onDelete={
              canDelete
                ? () =>
                    confirmAction({
                      title: "Delete payment method",
                      message: `Delete ${method.displayName}? It can no longer be charged.`,
                      confirmLabel: "Delete",
                      tone: "danger",
                      onConfirm: () => remove.mutate(method),
                    })
                : undefined
            }
          />
        </li>
      ))}
    </Stack>
  );
}
