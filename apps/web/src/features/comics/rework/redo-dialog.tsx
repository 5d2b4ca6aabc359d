// The redo's reason dialog: the reason is required (the domain's message, shown under the field and
// focused, the shared reason dialog) before anything is sent.
import { redoReasonError } from "@gbo/domain/workflow";
import { ReasonDialog } from "../../../ui/reason-dialog";

export function RedoDialog({
  title,
  intro,
  isPending,
  onClose,
  onConfirm,
}: {
  title: string;
  intro: string;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  return (
    <ReasonDialog
      title={title}
      label="Reason for the redo"
      confirmLabel="Send back"
      confirmColor="orange"
      intro={intro}
      introTone="text"
      isOpen
      isPending={isPending}
      validate={redoReasonError}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
