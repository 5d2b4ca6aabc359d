import { Alert, Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { useState } from "react";
import { useFormErrors } from "../../../ui/form-errors";

const FIELD = "reason";

/**
 * A dialog that asks for one text before an action (skip special imaging comment, missing-comic reason).
 * `validate` returns the spec's message when the text is not acceptable. The shared form-error pattern
 * with its one field: the field is marked and focused, its message under it (a summary would repeat it).
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
  const form = useFormErrors();
  return (
    <Modal opened={isOpen} onClose={onClose} title={title}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const message = validate(text);
          form.report(message ? { [FIELD]: message } : {});
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
            {...form.field(FIELD)}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              form.clear(FIELD);
            }}
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
