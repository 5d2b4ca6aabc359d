import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { confirmAction } from "./confirm";
import { theme } from "./theme";

function renderProviders() {
  render(
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <div />
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe("confirmAction", () => {
  it("asks with the screen's words; Yes goes on, 'No, cancel' changes nothing", async () => {
    renderProviders();
    const onConfirm = vi.fn();
    act(() =>
      confirmAction({ title: "Escalate order", message: "The due date of 26-A becomes today.", onConfirm }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Escalate order" });
    expect(dialog.textContent).toContain("The due date of 26-A becomes today.");
    fireEvent.click(screen.getByRole("button", { name: "No, cancel" }));
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    act(() =>
      confirmAction({ title: "Move to invoicing", message: "Back.", confirmLabel: "Yes, Edit", onConfirm }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Yes, Edit" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
