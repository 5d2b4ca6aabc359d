import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { useState } from "react";
import { useFormErrors } from "./form-errors";

const FIELD = "reason";

/**
 * A dialog that asks for one text before an action (skip special imaging comment, missing-comic reason,
 * a redo's reason, a disapproval's comment). `validate` returns the spec's message when the text is not
 * acceptable; `children` are further optional fields under the text, kept by the caller. The shared form-error pattern
 * with its one field: the field is marked and focused, its message under it (a summary would repeat it).
 */
export function ReasonDialog({
  title,
  label,
  confirmLabel,
  confirmColor,
  intro,
  introTone = "alert",
  isOpen,
  isPending,
  validate,
  onClose,
  onConfirm,
  children,
}: {
  title: string;
  label: string;
  confirmLabel: string;
  confirmColor?: string;
  intro?: ReactNode;
  /** "alert" puts the intro in a yellow notice, "text" as a plain line. */
  introTone?: "alert" | "text";
  isOpen: boolean;
  isPending: boolean;
  validate: (text: string) => string | null;
  onClose: () => void;
  onConfirm: (text: string) => void;
  children?: ReactNode;
}) {
  const [text, setText] = useState("");
  const form = useFormErrors();
  return (
    <Modal opened={isOpen} onClose={onClose} title={title}>
      <form
        ref={form.formRef}
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          const message = validate(text);
          form.report(message ? { [FIELD]: message } : {});
          if (!message) onConfirm(text.trim());
        }}
      >
        <Stack gap="sm">
          {intro && introTone === "text" ? <Text size="sm">{intro}</Text> : null}
          {intro && introTone === "alert" ? (
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
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" color={confirmColor} loading={isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
