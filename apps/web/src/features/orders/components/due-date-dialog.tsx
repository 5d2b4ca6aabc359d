import { addDays, utcDay } from "@gbo/domain/dates";
import { DUE_DATE_MAX_DAYS, validateDueDate } from "@gbo/domain/workflow";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useOrderAction } from "../api/order-action";
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
  const [error, setError] = useState<string | null>(null);
  const action = useOrderAction(
    orderId,
    (dueDate: string, version) => updateTierDueDate({ orderId, tierId, dueDate, version }),
    { onDone: onClose },
  );
  return (
    <Modal opened={isOpen} onClose={onClose} title={`Due date · tier ${tierId}`}>
      {/* The domain's rule and message decide, not the browser's own date-range bubble. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = validateDueDate(day, today);
          setError(checked.ok ? null : checked.message);
          if (checked.ok) action.mutate(checked.value);
        }}
      >
        <Stack gap="sm">
          <TextInput
            type="date"
            label="Due date"
            value={day}
            min={today}
            max={addDays(today, DUE_DATE_MAX_DAYS)}
            onChange={(event) => setDay(event.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Text size="xs" c="dimmed">
            From today up to {DUE_DATE_MAX_DAYS} days ahead.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={action.isPending}>
              Update due date
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
