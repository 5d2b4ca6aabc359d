import { commentErrors } from "@gbo/domain/workflow";
import { Button, Group, Modal, Select, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { formFailureOf } from "../../../api/form-errors";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { useOrderAction } from "../api/order-action";

const LABELS = { description: "Comment", tierId: "About tier" };

import { addComment } from "../api/order-calls";

/** A free comment on the order log, optionally about one tier. */
export function CommentDialog({
  orderId,
  tierIds,
  defaultTierId = null,
  isOpen,
  onClose,
}: {
  orderId: string;
  tierIds: readonly string[];
  defaultTierId?: string | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const [description, setDescription] = useState("");
  const [tierId, setTierId] = useState<string | null>(defaultTierId);
  const action = useOrderAction(
    orderId,
    (input: { description: string; tierId: string | null }, version) =>
      addComment({ orderId, tierId: input.tierId, description: input.description, version }),
    {
      onDone: () => {
        setDescription("");
        onClose();
      },
    },
  );
  const form = useFormErrors();
  return (
    <Modal opened={isOpen} onClose={onClose} title="Add a comment">
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const errors = commentErrors(description);
          form.report(errors);
          if (Object.keys(errors).length > 0) return;
          action.mutate(
            { description: description.trim(), tierId },
            {
              onError: (caught) => {
                const failure = formFailureOf(caught);
                if (Object.keys(failure.fieldErrors).length > 0) form.report(failure.fieldErrors);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <FormErrorSummary errors={form.errors} labels={LABELS} onFocusField={form.focus} />
          {tierIds.length > 0 ? (
            <Select
              label="About tier"
              placeholder="The whole order"
              data={[...tierIds]}
              value={tierId}
              onChange={setTierId}
              clearable
            />
          ) : null}
          <Textarea
            label="Comment"
            value={description}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
              form.clear("description");
            }}
            {...form.field("description")}
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button type="submit" loading={action.isPending}>
              Save comment
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
