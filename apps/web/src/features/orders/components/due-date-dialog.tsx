import { addDays, utcDay } from "@gbo/domain/dates";
import { DUE_DATE_MAX_DAYS, dueDateErrors } from "@gbo/domain/workflow";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { formFailureOf } from "../../../api/form-errors";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { useOrderAction } from "../api/order-action";

const LABELS = { dueDate: "Due date" };

import { updateTierDueDate } from "../api/order-calls";

/** A tier's due date, today to 365 days ahead ('Due date updated.' from the server). */
export function DueDateDialog({
  orderId,
  tierId,
  current,
  isOpen,
  onClose,
}: {
  orderId: string;
  tierId: string;
  current: string | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const today = utcDay(Date.now());
  const [day, setDay] = useState(current ?? today);
  const form = useFormErrors();
  const action = useOrderAction(
    orderId,
    (dueDate: string, version) => updateTierDueDate({ orderId, tierId, dueDate, version }),
    { onDone: onClose },
  );
  return (
    <Modal opened={isOpen} onClose={onClose} title={`Due date · tier ${tierId}`}>
      {/* The domain's rule and message decide, not the browser's own date-range bubble. */}
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const errors = dueDateErrors(day, today);
          form.report(errors);
          if (Object.keys(errors).length > 0) return;
          action.mutate(day, {
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
            type="date"
            label="Due date"
            value={day}
            min={today}
            max={addDays(today, DUE_DATE_MAX_DAYS)}
            onChange={(event) => {
              setDay(event.currentTarget.value);
              form.clear("dueDate");
            }}
            {...form.field("dueDate")}
            data-autofocus
          />
          <Text size="xs" c="dimmed">
            From today up to {DUE_DATE_MAX_DAYS} days ahead.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={action.isPending}>
              Update due date
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
