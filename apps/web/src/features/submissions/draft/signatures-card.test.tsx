import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../../ui/theme";
import { SignaturesCard } from "./signatures-card";

const renderCard = (allowed: readonly ("ASP" | "VSP" | "VSPP")[], onChange = vi.fn()) => {
  render(
    <MantineProvider theme={theme}>
      <SignaturesCard rows={[]} allowed={allowed} onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
};

describe("the comic form's signatures (issue 30 point 2, D34)", () => {
  it("a grade-screened comic adds VSPP rows and says why", () => {
    const onChange = renderCard(["VSPP"]);
    expect(screen.getByText(/This comic takes VSPP signatures only/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add signature" }));
    expect(onChange).toHaveBeenCalledWith([{ type: "VSPP", name: "" }]);
  });

  it("a raw-graded, screened comic takes none: Add signature is off", () => {
    renderCard([]);
    expect(screen.getByText("A raw-graded, grade-screened comic takes no signature add-on.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Add signature" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a plain comic offers every type and adds ASP first, with no note", () => {
    const onChange = renderCard(["ASP", "VSP", "VSPP"]);
    expect(document.querySelector("[data-signature-types]")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add signature" }));
    expect(onChange).toHaveBeenCalledWith([{ type: "ASP", name: "" }]);
  });
});
