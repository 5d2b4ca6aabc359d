// Ctrl+Enter (Cmd+Enter on a Mac) saves the open dialog from any field, a textarea included, where a
// plain Enter makes a new line (issue 10 §8). A yes/no dialog has no form: there it presses the dialog's
// confirm button (marked data-confirm), wherever the focus is inside it, "No, cancel" included (issue 29).
// One listener for the whole app, mounted in AppProviders.
import { useEffect } from "react";

/** The form Ctrl+Enter submits: the focused field's own form inside a dialog, else the dialog's form. */
export function dialogFormFor(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof Element)) return null;
  const dialog = target.closest('[role="dialog"]');
  if (!dialog) return null;
  const own = target.closest("form");
  if (own && dialog.contains(own)) return own;
  return dialog.querySelector("form");
}

/** The yes/no dialog's confirm button around the focused element, when it can be pressed. */
export function dialogConfirmFor(target: EventTarget | null): HTMLButtonElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest('[role="dialog"]')?.querySelector("button[data-confirm]");
  return button instanceof HTMLButtonElement && !button.disabled ? button : null;
}

export function onCtrlEnter(event: KeyboardEvent) {
  if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || event.defaultPrevented) return;
  const form = dialogFormFor(event.target);
  if (form) {
    event.preventDefault();
    // requestSubmit runs the form's own checks and onSubmit, exactly like its submit button.
    form.requestSubmit();
    return;
  }
  const confirm = dialogConfirmFor(event.target);
  if (!confirm) return;
  // Prevented so a focused button is not also pressed by the browser's own Enter.
  event.preventDefault();
  confirm.click();
}

export function useCtrlEnterSubmit() {
  useEffect(() => {
    document.addEventListener("keydown", onCtrlEnter);
    return () => document.removeEventListener("keydown", onCtrlEnter);
  }, []);
}
