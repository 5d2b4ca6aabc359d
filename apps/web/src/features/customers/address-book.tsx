// The address book tab: the customer's addresses, add/edit in the address dialog, make one the default,
// delete after the 'Yes' / 'No, cancel' confirmation (§5); the default one stays while others exist.
import type { TAddress, TUserProfile } from "@gbo/contracts/customers";
import { canDeleteAddress } from "@gbo/domain/customers";
import { ERROR_DELETING_ADDRESS, ERROR_UPDATING_ADDRESS } from "@gbo/domain/messages";
import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { confirmAction } from "../../ui/confirm";
import { ErrorSummary } from "../../ui/error-summary";
import { AddressDialog } from "./address-dialog";
import { useDeleteAddress, useSaveAddress } from "./api/customer-calls";

function addressText(a: TAddress): string {
  return [a.line1, a.line2, a.city, a.stateProvince, a.zipPostal, a.country].filter(Boolean).join(", ");
}

export function AddressBook({ profile }: { profile: TUserProfile }) {
  const [editing, setEditing] = useState<TAddress | "new" | null>(null);
  const [failure, setFailure] = useState<{ heading: string; failure: FormFailure } | null>(null);
  const done = (saved: { message: string }) => {
    setFailure(null);
    notifications.show({ color: "green", autoClose: TOAST_MS, message: saved.message });
  };
  const id = profile.member.id;
  const remove = useDeleteAddress(id, {
    onSuccess: done,
    onError: (caught) => setFailure({ heading: ERROR_DELETING_ADDRESS, failure: formFailureOf(caught) }),
  });
  const makeDefault = useSaveAddress(id, {
    onSuccess: done,
    onError: (caught) => setFailure({ heading: ERROR_UPDATING_ADDRESS, failure: formFailureOf(caught) }),
  });

  function confirmDelete(address: TAddress) {
    confirmAction({
      title: "Delete address",
      message: `Delete ${addressText(address)}?`,
      tone: "danger",
      onConfirm: () => remove.mutate({ addrId: address.id, version: profile.version }),
    });
  }

  return (
    <Stack gap="md" maw={800}>
      {failure ? <ErrorSummary heading={failure.heading} messages={failure.failure.messages} /> : null}
      <Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
          Add address
        </Button>
      </Group>
      {profile.addresses.length === 0 ? <Text c="dimmed">No addresses yet.</Text> : null}
      {profile.addresses.map((address) => (
        <Card key={address.id} withBorder padding="md" radius="md" data-address={address.id}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Group gap="xs">
                <Text fw={500}>
                  {address.displayName ||
                    [address.firstName, address.lastName].filter(Boolean).join(" ") ||
                    `${profile.member.firstName} ${profile.member.lastName}`}
                </Text>
                {address.isDefault ? <Badge variant="light">Default</Badge> : null}
              </Group>
              <Text size="sm">{addressText(address)}</Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              {address.isDefault ? null : (
                <Button
                  variant="default"
                  size="xs"
                  loading={makeDefault.isPending}
                  onClick={() =>
                    makeDefault.mutate({ ...address, isDefault: true, version: profile.version })
                  }
                >
                  Make default
                </Button>
              )}
              <Button variant="default" size="xs" onClick={() => setEditing(address)}>
                Edit
              </Button>
              {canDeleteAddress(address, profile.addresses.length) ? (
                <Button variant="subtle" color="red" size="xs" onClick={() => confirmDelete(address)}>
                  Delete
                </Button>
              ) : null}
            </Group>
          </Group>
        </Card>
      ))}
      {editing ? (
        <AddressDialog
          profile={profile}
          address={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
