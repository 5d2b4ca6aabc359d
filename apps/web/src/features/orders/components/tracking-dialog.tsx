import { validateTrackingNumber } from "@gbo/domain/workflow";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useOrderAction } from "../api/order-action";
import { setTrackingNumber } from "../api/order-calls";

/** The tracking number dialog: the order's, or one tier's when it ships on its own. */
export function TrackingDialog({
  orderId,
  tierId = null,
  current,
  isOpen,
  onClose,
}: {
  orderId: string;
  tierId?: string | null;
  current: string | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const [text, setText] = useState(current ?? "");
  const [error, setError] = useState<string | null>(null);
  const action = useOrderAction(
    orderId,
    (trackingNumber: string, version) => setTrackingNumber(orderId, { trackingNumber, tierId, version }),
    { onDone: onClose },
  );
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={tierId ? `Tracking number · tier ${tierId}` : "Tracking number"}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const checked = validateTrackingNumber(text);
          setError(checked.ok ? null : checked.message);
          if (checked.ok) action.mutate(checked.value);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Tracking number"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            maxLength={60}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={action.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
