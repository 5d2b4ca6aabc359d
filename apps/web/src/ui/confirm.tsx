// One confirm dialog for every screen (workflow §5 "Delete confirmations are always required"; §2 logout
// asks first): the question, "Yes" (or the spec's own word) to go on, "No, cancel" to stay. The confirm
// button takes the focus, so Enter answers yes and Escape answers no; Ctrl+Enter answers yes wherever the
// focus is in the dialog (use-ctrl-enter-submit presses the button marked data-confirm).
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";

export type ConfirmOptions = {
  title: string;
  /** The question in words that name what changes (the order, the tier). */
  message: ReactNode;
  onConfirm: () => void;
  /** Default "Yes"; the spec names its own where it has one ("Yes, Edit"). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Deletes and money are red; everything else asks in the caution colour. */
  tone?: "caution" | "danger";
};

export function confirmAction(options: ConfirmOptions): void {
  modals.openConfirmModal({
    title: options.title,
    children:
      typeof options.message === "string" ? <Text size="sm">{options.message}</Text> : options.message,
    labels: { confirm: options.confirmLabel ?? "Yes", cancel: options.cancelLabel ?? "No, cancel" },
    confirmProps: {
      color: options.tone === "danger" ? "red" : "yellow",
      "data-autofocus": true,
      "data-confirm": true,
    },
    onConfirm: options.onConfirm,
  });
}

/** A notice with only a way back (e.g. "scan at least one comic" before an action that needs scans). */
export function showNotice(title: string, message: string): void {
  modals.open({ title, children: <Text size="sm">{message}</Text> });
}
