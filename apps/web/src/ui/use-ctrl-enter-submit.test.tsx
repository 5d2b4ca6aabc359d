import { MantineProvider, Modal, Textarea } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import type { FormEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCtrlEnterSubmit } from "./use-ctrl-enter-submit";

function CommentForm({ onSave, isInDialog }: { onSave: () => void; isInDialog: boolean }) {
  useCtrlEnterSubmit();
  const form = (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Textarea label="Comment" />
    </form>
  );
  return isInDialog ? (
    <Modal opened onClose={() => {}} title="Add a comment" transitionProps={{ duration: 0 }}>
      {form}
    </Modal>
  ) : (
    form
  );
}

function renderForm(isInDialog: boolean) {
  const onSave = vi.fn();
  const view = render(
    <MantineProvider>
      <CommentForm onSave={onSave} isInDialog={isInDialog} />
    </MantineProvider>,
  );
  return { onSave, view };
}

afterEach(() => document.body.replaceChildren());

describe("Ctrl+Enter saves a dialog", () => {
  it("Ctrl+Enter and Cmd+Enter in a dialog's textarea submit its form; Enter alone does not", async () => {
    const { onSave } = renderForm(true);
    const field = await screen.findByLabelText("Comment");
    fireEvent.keyDown(field, { key: "Enter" });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: "Enter", ctrlKey: true });
    expect(onSave).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(field, { key: "Enter", metaKey: true });
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it("outside a dialog Ctrl+Enter submits nothing", async () => {
    const { onSave } = renderForm(false);
    fireEvent.keyDown(await screen.findByLabelText("Comment"), { key: "Enter", ctrlKey: true });
    expect(onSave).not.toHaveBeenCalled();
  });
});
