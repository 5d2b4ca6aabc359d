import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { confirmAction } from "./confirm";
import { theme } from "./theme";
import { useCtrlEnterSubmit } from "./use-ctrl-enter-submit";

function CtrlEnter() {
  useCtrlEnterSubmit();
  return null;
}

function renderProviders() {
  render(
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <CtrlEnter />
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

describe("Ctrl+Enter in a yes/no dialog", () => {
  it("answers yes from the confirm button or from 'No, cancel' (Cmd+Enter too); Enter on 'No' does not", async () => {
    renderProviders();
    const onConfirm = vi.fn();
    const ask = () => act(() => confirmAction({ title: "Void payment", message: "Void it?", onConfirm }));

    ask();
    await screen.findByRole("dialog", { name: "Void payment" });
    fireEvent.keyDown(screen.getByRole("button", { name: "Yes" }), { key: "Enter", ctrlKey: true });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    ask();
    const no = await screen.findByRole("button", { name: "No, cancel" });
    fireEvent.keyDown(no, { key: "Enter" });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(no, { key: "Enter", metaKey: true });
    expect(onConfirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
