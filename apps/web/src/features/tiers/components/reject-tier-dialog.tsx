import type { TTierStatus } from "@gbo/contracts/orders";
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { statusLabel, useOrderAction } from "../../orders";
import { rejectTier } from "../api/tier-calls";

/**
 * Reject tier: back to an earlier station it went through (the server's reject targets; never
 * Signature or Imaging unless routed there), after which it goes on to the quality screen.
 */
export function RejectTierDialog({
  orderId,
  tierId,
  targets,
  isOpen,
  onClose,
  onDone,
}: {
  orderId: string;
  tierId: string;
  targets: readonly TTierStatus[];
  isOpen: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [toStatus, setToStatus] = useState<TTierStatus | null>(targets.at(-1) ?? null);
  const [reason, setReason] = useState("");
  const action = useOrderAction(
    orderId,
    (target: TTierStatus, version) =>
      rejectTier({ orderId, tierId, toStatus: target, reason: reason.trim() || undefined, version }),
    { onDone },
  );
  return (
    <Modal opened={isOpen} onClose={onClose} title={`Reject tier ${tierId}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (toStatus) action.mutate(toStatus);
        }}
      >
        <Stack gap="sm">
          <Radio.Group
            label="Send back to"
            value={toStatus}
            onChange={(value) => setToStatus(value as TTierStatus)}
            description="After that station the tier goes straight to quality control."
          >
            <Stack gap={6} mt={6}>
              {targets.map((target) => (
                <Radio key={target} value={target} label={statusLabel(target)} />
              ))}
            </Stack>
          </Radio.Group>
          {targets.length === 0 ? (
            <Text c="dimmed">There is no earlier station to send this tier to.</Text>
          ) : null}
          <Textarea
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" color="red" disabled={!toStatus} loading={action.isPending}>
              Reject tier
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
