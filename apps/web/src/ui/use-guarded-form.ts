// One mechanism for an editing screen's typed values (issue 30 §5): @mantine/form keeps the values, the
// touched and dirty state and the checks; its isDirty() feeds the leave guard (use-unsaved-guard), so a
// menu click, Back or a reload asks before typed changes are dropped. After a save the saved values become
// the new baseline. With `storageKey`, the typed values also survive a reload (the comic form, whose
// draft already lives in local storage): kept while the screen is open, dropped when it is left.
import { type UseFormInput, type UseFormReturnType, useForm } from "@mantine/form";
import { useEffect, useRef } from "react";
import { useUnsavedGuard } from "./use-unsaved-guard";

export const UNSAVED_TITLE = "Unsaved changes";
export const UNSAVED_MESSAGE = "Your changes are not saved yet. Leave this screen and drop them?";

export type GuardedFormOptions<Values> = Omit<UseFormInput<Values>, "mode" | "initialValues"> & {
  initialValues: Values;
  /** The leave question; a screen may name what would be lost. */
  guard?: { title?: string; message?: string };
  /** Local-storage key the typed values are kept under until the screen is left (reload keeps them). */
  storageKey?: string;
};

export type GuardedForm<Values> = UseFormReturnType<Values> & {
  /** Whether the values differ from the saved ones (what the "Unsaved changes" mark shows). */
  isChanged: boolean;
  /** After a successful save: these values (default: the current ones) are the saved baseline. */
  markSaved: (values?: Values) => void;
  /** The next navigations leave without asking (a save or a cancel whose own navigation follows). */
  allowLeaving: () => void;
  /** Every value at once, from the current ones; a key the update leaves out is cleared (useForm's
   * own setValues merges, so a field a domain rule deletes would stay). */
  update: (next: (current: Values) => Values) => void;
};

function readStored<Values>(key: string | undefined): Values | undefined {
  if (!key) return undefined;
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as Values) : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(key: string, values: unknown | undefined) {
  try {
    if (values === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // A full or blocked storage only loses the reload copy; the form itself keeps working.
  }
}

/** A controlled `useForm` whose unsaved changes are guarded, marked and (optionally) kept over a reload. */
export function useGuardedForm<Values extends Record<string, unknown>>(
  options: GuardedFormOptions<Values>,
): GuardedForm<Values> {
  const { guard: question, storageKey, onValuesChange, ...formOptions } = options;
  const form = useForm<Values>({
    ...formOptions,
    mode: "controlled",
    onValuesChange: (values, previous) => {
      if (storageKey) writeStored(storageKey, form.isDirty() ? values : undefined);
      onValuesChange?.(values, previous);
    },
  });
  const guard = useUnsavedGuard({
    isDirty: () => form.isDirty(),
    title: question?.title ?? UNSAVED_TITLE,
    message: question?.message ?? UNSAVED_MESSAGE,
  });
  // Restore once: the values typed before a reload, over the saved ones (still dirty, still guarded).
  const isRestored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restored on the first render only
  useEffect(() => {
    if (isRestored.current) return;
    isRestored.current = true;
    const stored = readStored<Values>(storageKey);
    if (stored) form.setValues(stored);
  }, []);
  // Leaving the screen inside the app (saved, cancelled or "Leave without saving") drops the kept
  // copy; a reload never runs this, so the copy is there when the page comes back.
  useEffect(() => {
    if (!storageKey) return;
    return () => writeStored(storageKey, undefined);
  }, [storageKey]);
  return Object.assign(form, {
    isChanged: form.isDirty(),
    markSaved: (values?: Values) => {
      const saved = values ?? form.getValues();
      form.setInitialValues(saved);
      form.resetDirty(saved);
      if (storageKey) writeStored(storageKey, undefined);
    },
    allowLeaving: guard.allowLeaving,
    update: (next: (current: Values) => Values) => {
      const current = form.getValues();
      const cleared = Object.fromEntries(Object.keys(current).map((key) => [key, undefined]));
      form.setValues({ ...cleared, ...next(current) } as Values);
    },
  });
}
