// The signature view's dialogs (workflow §2): "signature" (one row's details), "signature verification
// description" (a failed VSP/VSPP's description) and the disapproval comment (per comic or for a tier).
// Each is a small form: the domain's text under the field when it is refused, Ctrl+Enter saves.
import {
  FAILED_VSP_NEEDS_DESCRIPTION,
  FAILED_VSPP_NEEDS_DESCRIPTION,
  SIGNATURE_NAME_REQUIRED,
} from "@gbo/domain/messages";
import { SIGNATURE_TYPE_LABELS, validateDisapproval } from "@gbo/domain/signatures";
import { Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useFormErrors } from "../../../ui/form-errors";
import { ReasonDialog } from "../../../ui/reason-dialog";
import type { SignatureRowForm } from "./signature-form";

type Verification = "unverified" | "valid" | "failed";

const verificationOf = (row: SignatureRowForm): Verification =>
  row.processInvalid ? "failed" : row.valid ? "valid" : "unverified";

export const failedDescriptionMessage = (row: Pick<SignatureRowForm, "type">): string =>
  row.type === "VSPP" ? FAILED_VSPP_NEEDS_DESCRIPTION : FAILED_VSP_NEEDS_DESCRIPTION;

function DialogButtons({
  onClose,
  confirmLabel,
  isPending,
}: {
  onClose: () => void;
  confirmLabel: string;
  isPending?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        Close
      </Button>
      <Button type="submit" loading={isPending}>
        {confirmLabel}
      </Button>
    </Group>
  );
}

/**
 * One signature's details: name, date and, for a stored VSP/VSPP, its verification (a failed one is
 * described). A new VSP/VSPP is verified only after it is saved (it starts invalid and undated).
 */
export function SignatureDialog({
  row,
  number,
  onClose,
  onSave,
}: {
  row: SignatureRowForm;
  number: number;
  onClose: () => void;
  onSave: (row: SignatureRowForm) => void;
}) {
  const [draft, setDraft] = useState(row);
  const form = useFormErrors();
  const canVerify = row.type !== "ASP" && row.id !== undefined;
  const verification = verificationOf(draft);
  const setVerification = (value: Verification) => {
    setDraft((d) => ({ ...d, valid: value === "valid", processInvalid: value === "failed" }));
    form.clear("description");
  };
  return (
    <Modal opened onClose={onClose} title={`Signature ${number}`}>
      <form
        ref={form.formRef}
        noValidate
        aria-label="Signature"
        onSubmit={(event) => {
          event.preventDefault();
          const errors: Record<string, string> = {};
          if (!draft.name.trim()) errors.name = SIGNATURE_NAME_REQUIRED;
          if (draft.processInvalid && !draft.description.trim())
            errors.description = failedDescriptionMessage(draft);
          form.report(errors);
          if (Object.keys(errors).length === 0) onSave({ ...draft, name: draft.name.trim() });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {draft.type} — {SIGNATURE_TYPE_LABELS[draft.type]}
          </Text>
          <TextInput
            label="Name"
            data-autofocus
            maxLength={256}
            value={draft.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setDraft((d) => ({ ...d, name }));
              form.clear("name");
            }}
            {...form.field("name")}
          />
          <TextInput
            label="Date"
            type="date"
            value={draft.date ?? ""}
            onChange={(e) => {
              const date = e.currentTarget.value || null;
              setDraft((d) => ({ ...d, date }));
            }}
          />
          {canVerify ? (
            <Radio.Group
              label="Verification"
              value={verification}
              onChange={(value) => setVerification(value as Verification)}
            >
              <Group gap="md" mt={4}>
                <Radio value="unverified" label="Not verified" />
                <Radio value="valid" label="Valid" />
                <Radio value="failed" label="Failed" />
              </Group>
            </Radio.Group>
          ) : draft.type !== "ASP" ? (
            <Text size="xs" c="dimmed">
              A new {draft.type} starts not verified and undated; approve or disapprove it once saved.
            </Text>
          ) : null}
          {draft.processInvalid ? (
            <Textarea
              label="Description"
              autosize
              minRows={2}
              maxLength={1000}
              value={draft.description}
              onChange={(e) => {
                const description = e.currentTarget.value;
                setDraft((d) => ({ ...d, description }));
                form.clear("description");
              }}
              {...form.field("description")}
            />
          ) : null}
          <DialogButtons onClose={onClose} confirmLabel="Apply" />
        </Stack>
      </form>
    </Modal>
  );
}

/** "Signature verification description": why a VSP/VSPP failed; required ('All Failed VSP … description.'). */
export function DescriptionDialog({
  row,
  onClose,
  onSave,
}: {
  row: SignatureRowForm;
  onClose: () => void;
  onSave: (description: string) => void;
}) {
  const [text, setText] = useState(row.description);
  const form = useFormErrors();
  return (
    <Modal opened onClose={onClose} title="Signature verification description">
      <form
        ref={form.formRef}
        noValidate
        aria-label="Signature verification description"
        onSubmit={(event) => {
          event.preventDefault();
          const message = text.trim() ? null : failedDescriptionMessage(row);
          form.report(message ? { description: message } : {});
          if (!message) onSave(text.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {row.name} ({row.type}) failed verification.
          </Text>
          <Textarea
            label="Description"
            data-autofocus
            autosize
            minRows={3}
            maxLength={1000}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              form.clear("description");
            }}
            {...form.field("description")}
          />
          <DialogButtons onClose={onClose} confirmLabel="Apply" />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The disapproval comment ("Signature disapproval needs a comment"); `rows` (per comic) each get an
 * optional description of their own, the comment describing the others. The dialog is the confirmation.
 */
export function DisapproveDialog({
  title,
  intro,
  confirmLabel,
  rows = [],
  isPending,
  onClose,
  onConfirm,
}: {
  title: string;
  intro: ReactNode;
  confirmLabel: string;
  rows?: readonly SignatureRowForm[];
  isPending: boolean;
  onClose: () => void;
  onConfirm: (comment: string, descriptions: Record<string, string>) => void;
}) {
  const [descriptions, setDescriptions] = useState<Record<string, string>>({});
  return (
    <ReasonDialog
      title={title}
      label="Comment"
      confirmLabel={confirmLabel}
      intro={intro}
      isOpen
      isPending={isPending}
      validate={(comment) => {
        const checked = validateDisapproval(comment);
        return checked.ok ? null : checked.message;
      }}
      onClose={onClose}
      onConfirm={(comment) => {
        const own = Object.fromEntries(
          Object.entries(descriptions)
            .map(([id, text]) => [id, text.trim()] as const)
            .filter(([, text]) => text),
        );
        onConfirm(comment, own);
      }}
    >
      {rows.map((row) => (
        <TextInput
          key={row.key}
          label={`Description for ${row.name} (${row.type})`}
          placeholder="The comment"
          maxLength={1000}
          value={descriptions[String(row.id)] ?? ""}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setDescriptions((d) => ({ ...d, [String(row.id)]: text }));
          }}
        />
      ))}
    </ReasonDialog>
  );
}
