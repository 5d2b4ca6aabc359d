import { MantineProvider, TextInput } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FieldErrors, FormErrorSummary, useFormErrors } from "./form-errors";
import { theme } from "./theme";

const LABELS = { trackingNumber: "Tracking number", message: "Reason" };

function Form({ validate }: { validate: () => FieldErrors }) {
  const form = useFormErrors();
  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => {
        event.preventDefault();
        form.report(validate());
      }}
    >
      <FormErrorSummary errors={form.errors} labels={LABELS} onFocusField={form.focus} />
      <TextInput label="Tracking number" {...form.field("trackingNumber")} />
      <TextInput label="Reason" {...form.field("message")} onChange={() => form.clear("message")} />
      <button type="submit">Save</button>
    </form>
  );
}

const renderForm = (validate: () => FieldErrors) =>
  render(
    <MantineProvider theme={theme}>
      <Form validate={validate} />
    </MantineProvider>,
  );

describe("form errors", () => {
  it("shows every error at once, marks each field and focuses the first", async () => {
    renderForm(() => ({ message: "A reason is required.", trackingNumber: "Enter the tracking number." }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("A reason is required.");
    expect(summary.textContent).toContain("Enter the tracking number.");
    const reason = document.querySelector('input[name="message"]') as HTMLInputElement;
    const tracking = document.querySelector('input[name="trackingNumber"]') as HTMLInputElement;
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(tracking.getAttribute("aria-invalid")).toBe("true");
    // The validator's order decides: the reason was listed first.
    expect(document.activeElement).toBe(reason);
    fireEvent.click(screen.getByRole("button", { name: "Tracking number:" }));
    expect(document.activeElement).toBe(tracking);
  });

  it("typing in a field clears its mark only; no errors means no summary", async () => {
    renderForm(() => ({ message: "A reason is required.", trackingNumber: "Enter the tracking number." }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("alert");
    fireEvent.change(document.querySelector('input[name="message"]') as HTMLInputElement, {
      target: { value: "x" },
    });
    expect(document.querySelector('input[name="message"]')?.getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("alert").textContent).not.toContain("A reason is required.");
    renderForm(() => ({}));
    fireEvent.click(screen.getAllByRole("button", { name: "Save" })[1] as HTMLElement);
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });
});
