// Key-press filters on form fields (administration §5): a refused character is never typed, and a paste
// keeps only the characters the field takes. The sets are the domain's (text/key-filters); the
// server still validates every value.
import { filterInput, isAllowedInput, type KeyFilter } from "@gbo/domain/text";
import type { ClipboardEvent, FormEvent } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Props for a Mantine TextInput / Textarea: `<TextInput {...keyFilter("email")} … />`. */
export function keyFilter(kind: KeyFilter) {
  return {
    onBeforeInput: (event: FormEvent<Field>) => {
      const typed = (event as unknown as { data?: string | null }).data;
      if (typed && !isAllowedInput(kind, typed)) event.preventDefault();
    },
    onPaste: (event: ClipboardEvent<Field>) => {
      const pasted = event.clipboardData.getData("text");
      if (isAllowedInput(kind, pasted)) return;
      event.preventDefault();
      const kept = filterInput(kind, pasted);
      // insertText keeps the browser's own undo and fires the input event React listens to.
      if (kept) document.execCommand("insertText", false, kept);
    },
  };
}
