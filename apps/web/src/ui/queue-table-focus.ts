// Whether a work list is on the screen, and a way to put the focus on it, for the header's skip link
// "Skip to the list" (issue 29: the first row was 13 Tab presses from page load, past the header and
// the whole menu). A tiny store rather than a context: the shell renders the link above every page.
import { useEffect, useSyncExternalStore } from "react";

/** Marks a QueueTable's frame; its row with tabindex 0 is the list's one Tab stop. */
export const QUEUE_TABLE_ATTRIBUTE = "data-queue-table";

let shownTables = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(delta: number) {
  shownTables += delta;
  for (const listener of listeners) listener();
}

/** Called by QueueTable while it is on the screen. */
export function useRegisterQueueTable() {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

export function useIsQueueTableShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shownTables > 0,
    () => false,
  );
}

/** Focuses the first list's current row (its Tab stop); false when no list is shown. */
export function focusQueueList(): boolean {
  const row = document.querySelector<HTMLElement>(`[${QUEUE_TABLE_ATTRIBUTE}] tbody tr[tabindex="0"]`);
  row?.focus();
  return row !== null;
}
