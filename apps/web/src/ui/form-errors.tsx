// One pattern for every form (issue 10): check all fields at once, list every error above the form,
// mark each bad field, and move focus to the first one. Fields are found by their `name` inside the
// form, so any Mantine input (which passes `name` to its element) takes part without a ref.
import { Alert, Anchor, List } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";

/** Field name → the message to show under it (the spec's text where it gives one). Order is focus order. */
export type FieldErrors = Readonly<Record<string, string>>;

function focusField(form: HTMLFormElement | null, name: string): void {
  const element = form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  element?.focus();
}

/**
 * The state of a form's errors. `report(errors)` shows them all and focuses the first bad field (in
 * the order the validator listed them); `field(name)` gives an input its `name`, `error` and
 * `aria-invalid`; typing in a field clears its mark.
 */
export function useFormErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The field to focus once the reported errors are on screen (only after a report, not on every edit).
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);

  useEffect(() => {
    if (focusRequest) focusField(formRef.current, focusRequest.name);
  }, [focusRequest]);

  const report = useCallback((next: FieldErrors) => {
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first !== undefined) setFocusRequest({ name: first });
  }, []);

  const clear = useCallback((name?: string) => {
    setErrors((current) => {
      if (name === undefined) return {};
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const field = useCallback(
    (name: string) => ({
      name,
      error: errors[name],
      "aria-invalid": errors[name] ? true : undefined,
    }),
    [errors],
  );

  return {
    formRef,
    errors,
    hasErrors: Object.keys(errors).length > 0,
    report,
    clear,
    field,
    focus: (name: string) => focusField(formRef.current, name),
  };
}

/**
 * Every error of a form in one list above its fields; each names its field and moves focus there.
 * `labels` maps a field name to the label the worker sees (errors not tied to a field use "form").
 */
export function FormErrorSummary({
  errors,
  labels,
  onFocusField,
  title = "Please correct the following:",
}: {
  errors: FieldErrors;
  labels: Readonly<Record<string, string>>;
  onFocusField: (name: string) => void;
  title?: string;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={18} />}
      role="alert"
      data-form-errors={entries.length}
    >
      <List size="sm" spacing={2}>
        {entries.map(([name, message]) => (
          <List.Item key={name}>
            {labels[name] ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onFocusField(name)}
                c="red.9"
                fw={600}
              >
                {labels[name]}:
              </Anchor>
            ) : null}{" "}
            {message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
