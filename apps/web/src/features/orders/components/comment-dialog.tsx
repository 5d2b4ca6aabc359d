import { Button, Group, Modal, Select, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useOrderAction } from "../api/order-action";
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
  const isEmpty = description.trim().length === 0;
  return (
    <Modal opened={isOpen} onClose={onClose} title="Add a comment">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!isEmpty) action.mutate({ description: description.trim(), tierId });
        }}
      >
        <Stack gap="sm">
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
            onChange={(event) => setDescription(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" disabled={isEmpty} loading={action.isPending}>
              Save comment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
