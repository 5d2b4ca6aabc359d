import { trackingErrors } from "@gbo/domain/workflow";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { formFailureOf } from "../../../api/form-errors";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { useOrderAction } from "../api/order-action";

const LABELS = { trackingNumber: "Tracking number" };

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
  const form = useFormErrors();
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
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const errors = trackingErrors(text);
          form.report(errors);
          if (Object.keys(errors).length > 0) return;
          action.mutate(text.trim(), {
            onError: (caught) => {
              const failure = formFailureOf(caught);
              if (Object.keys(failure.fieldErrors).length > 0) form.report(failure.fieldErrors);
            },
          });
        }}
      >
        <Stack gap="sm">
          <FormErrorSummary errors={form.errors} labels={LABELS} onFocusField={form.focus} />
          <TextInput
            label="Tracking number"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              form.clear("trackingNumber");
            }}
            {...form.field("trackingNumber")}
            maxLength={60}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button type="submit" loading={action.isPending}>
              Save
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
