// The skip links (issue 29): "Skip to the list" shows only while a work list is on the screen and puts
// the focus on its current row; "Skip to content" focuses the page.
import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { QueueTable } from "../ui/queue-table";
import { MAIN_CONTENT_ID, SkipLinks } from "./skip-links";

afterEach(() => document.body.replaceChildren());

const ROWS = [{ id: "26-0A12345-SO" }, { id: "26-0A12345-NW" }];

function Screen({ hasList }: { hasList: boolean }) {
  return (
    <MantineProvider>
      <SkipLinks />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <button type="button">Sort</button>
        {hasList ? (
          <QueueTable
            label="Grading queue"
            rows={ROWS}
            columns={[{ key: "id", header: "Tier", cell: (row) => row.id }]}
            rowKey={(row) => row.id}
            onOpen={() => {}}
          />
        ) : null}
      </main>
    </MantineProvider>
  );
}

describe("skip links", () => {
  it("'Skip to the list' focuses the list's first row; it is there only with a list", () => {
    const view = render(<Screen hasList />);
    fireEvent.click(screen.getByRole("link", { name: "Skip to the list" }));
    expect(document.activeElement?.textContent).toBe("26-0A12345-SO");
    act(() => view.rerender(<Screen hasList={false} />));
    expect(screen.queryByRole("link", { name: "Skip to the list" })).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Skip to content" }));
    expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID);
  });
});
