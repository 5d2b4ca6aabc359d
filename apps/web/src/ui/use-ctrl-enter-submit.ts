// Ctrl+Enter (Cmd+Enter on a Mac) saves the open dialog from any field, a textarea included, where a
// plain Enter makes a new line (issue 10 §8). One listener for the whole app, mounted in AppProviders.
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

export function onCtrlEnter(event: KeyboardEvent) {
  if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || event.defaultPrevented) return;
  const form = dialogFormFor(event.target);
  if (!form) return;
  event.preventDefault();
  // requestSubmit runs the form's own checks and onSubmit, exactly like its submit button.
  form.requestSubmit();
}

export function useCtrlEnterSubmit() {
  useEffect(() => {
    document.addEventListener("keydown", onCtrlEnter);
    return () => document.removeEventListener("keydown", onCtrlEnter);
  }, []);
}
