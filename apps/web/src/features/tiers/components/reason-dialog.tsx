import { Alert, Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { type ReactNode, useState } from "react";

/**
 * A dialog that asks for one text before an action (skip special imaging comment, missing-comic reason).
 * `validate` returns the spec's message when the text is not acceptable.
 */
export function ReasonDialog({
  title,
  label,
  confirmLabel,
  intro,
  isOpen,
  isPending,
  validate,
  onClose,
  onConfirm,
}: {
  title: string;
  label: string;
  confirmLabel: string;
  intro?: ReactNode;
  isOpen: boolean;
  isPending: boolean;
  validate: (text: string) => string | null;
  onClose: () => void;
  onConfirm: (text: string) => void;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={isOpen} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const message = validate(text);
          setError(message);
          if (!message) onConfirm(text.trim());
        }}
      >
        <Stack gap="sm">
          {intro ? (
            <Alert variant="light" color="yellow" py={8}>
              {intro}
            </Alert>
          ) : null}
          <Textarea
            label={label}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            autosize
            minRows={3}
            maxLength={1000}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
