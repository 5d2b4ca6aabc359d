import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { MangaLabelCodeSelect } from "./manga-label-code-select";
import { theme } from "./theme";

function Field({ initial, onChange }: { initial: string; onChange?: (code: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MangaLabelCodeSelect
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange?.(code);
      }}
    />
  );
}

const renderField = (initial: string, onChange?: (code: string) => void) =>
  render(
    <MantineProvider theme={theme}>
      <Field initial={initial} onChange={onChange} />
    </MantineProvider>,
  );

const optionTexts = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

describe("MangaLabelCodeSelect", () => {
  it("offers exactly the codes the labels print, chosen rather than typed", () => {
    const onChange = vi.fn();
    renderField("", onChange);
    const select = screen.getByRole("combobox", { name: "Manga label code" }) as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect(optionTexts(select)).toEqual(["Choose a code", "CB", "HR", "LP", "RB", "SL", "PF"]);
    fireEvent.change(select, { target: { value: "HR" } });
    expect(onChange).toHaveBeenCalledWith("HR");
    expect(select.value).toBe("HR");
    expect(select.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows a stored code outside the list as it is, not choosable, with what to choose", () => {
    renderField("JP");
    const select = screen.getByRole("combobox", { name: "Manga label code" }) as HTMLSelectElement;
    expect(select.value).toBe("JP");
    const stored = [...select.options].find((o) => o.value === "JP");
    expect(stored?.textContent).toBe("JP (not printed)");
    expect(stored?.disabled).toBe(true);
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("JP is not a label code the labels print: choose CB, HR, LP, RB, SL or PF."),
    ).toBeTruthy();

    fireEvent.change(select, { target: { value: "PF" } });
    expect(select.value).toBe("PF");
    expect(screen.queryByText(/is not a label code/)).toBeNull();
    expect(optionTexts(select)).not.toContain("JP (not printed)");
  });
});
