import type { TTierStatus } from "@gbo/contracts/orders";
import { statusLabel } from "@gbo/domain/workflow";
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { useOrderAction } from "../../orders";
import { rejectTier } from "../api/tier-calls";

/** Ours: the spec names no text for a reject without a station to send the tier to. */
export const REJECT_TARGET_REQUIRED = "Choose the station to send the tier back to.";
const LABELS = { toStatus: "Send back to" };

/**
 * Reject tier: back to an earlier station it went through (the server's reject targets; never
 * Signature or Imaging unless routed there), after which it goes on to the quality screen. The reason
 * is optional (the server's rule) but shown to the next station as a hand-off note.
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
  const form = useFormErrors();
  const action = useOrderAction(
    orderId,
    (target: TTierStatus, version) =>
      rejectTier({ orderId, tierId, toStatus: target, reason: reason.trim() || undefined, version }),
    { onDone },
  );
  return (
    <Modal opened={isOpen} onClose={onClose} title={`Reject tier ${tierId}`}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.report(toStatus ? {} : { toStatus: REJECT_TARGET_REQUIRED });
          if (toStatus) action.mutate(toStatus);
        }}
      >
        <Stack gap="sm">
          <FormErrorSummary errors={form.errors} labels={LABELS} onFocusField={form.focus} />
          <Radio.Group
            label="Send back to"
            value={toStatus}
            onChange={(value) => {
              setToStatus(value as TTierStatus);
              form.clear("toStatus");
            }}
            description="After that station the tier goes straight to quality control."
            error={form.errors.toStatus}
          >
            <Stack gap={6} mt={6}>
              {targets.map((target) => (
                <Radio key={target} value={target} label={statusLabel(target)} name="toStatus" />
              ))}
            </Stack>
          </Radio.Group>
          {targets.length === 0 ? (
            <Text c="gray.7">There is no earlier station to send this tier to.</Text>
          ) : null}
          <Textarea
            label="Reason"
            description="Shown to the station that gets the tier back."
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
            <Button type="submit" color="red" disabled={targets.length === 0} loading={action.isPending}>
              Reject tier
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
