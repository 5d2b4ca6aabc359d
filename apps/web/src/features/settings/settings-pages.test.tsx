import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { renderApp, worker } from "../../test/render-app";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function serve(answers: Record<string, (init?: RequestInit) => Response>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = answers[`${init?.method ?? "GET"} ${path}`];
    return answer ? answer(init) : json(404, { message: "Not found." });
  });
}

const SETTINGS = {
  exchangeRate: 1.35,
  version: 1,
  updatedAt: "2026-11-01T10:00:00Z",
  updatedBy: { id: "w", name: "Mona" },
};

describe("exchange-rate settings", () => {
  it("keeps only digits and one point, refuses 0 with the spec's message, saves with 'Settings saved'", async () => {
    const posted: unknown[] = [];
    serve({
      "GET /api/settings/": () => json(200, SETTINGS),
      "POST /api/settings/": (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json(200, { ...SETTINGS, exchangeRate: 1.4, version: 2 });
      },
    });
    stop = renderApp("/settings", worker(["manage"])).stopWatching;
    const input = (await screen.findByLabelText(/^Exchange rate/)) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "1a.4.0x" } });
    expect(input.value).toBe("1.40");
    fireEvent.change(input, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findAllByText("Exchange rate should be greater than zero")).not.toHaveLength(0);
    fireEvent.change(input, { target: { value: ".5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findAllByText("Please add a value before decimal")).not.toHaveLength(0);
    expect(posted).toHaveLength(0);
    fireEvent.change(input, { target: { value: "1.4" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(posted).toEqual([{ exchangeRate: "1.4", version: 1 }]);
  });

  it("the log dialog lists who, old and new", async () => {
    serve({
      "GET /api/settings/": () => json(200, SETTINGS),
      "GET /api/settings/log/exchangeRate": () =>
        json(200, {
          rows: [
            {
              id: 2,
              changedAt: "2026-11-01T10:00:00Z",
              changedBy: { id: "w", name: "Mona" },
              oldValue: 1.3,
              newValue: 1.35,
            },
          ],
          page: 1,
          pageSize: 50,
          total: 1,
        }),
    });
    stop = renderApp("/settings", worker(["manage"])).stopWatching;
    fireEvent.click(await screen.findByRole("button", { name: "Show log" }));
    const table = await screen.findByRole("table", { name: "Exchange-rate log" });
    await waitFor(() => expect(within(table).getByText("Mona")).toBeTruthy());
    expect(within(table).getByText("1.3")).toBeTruthy();
    expect(within(table).getByText("1.35")).toBeTruthy();
  });
});

const DEVICE = {
  id: 3,
  name: "Front desk printer",
  kind: "LabelWriterPrinter",
  host: "10.0.0.2",
  port: 41951,
  location: "Receiving",
  note: "",
  createdAt: "2026-11-01T10:00:00Z",
  version: 1,
};

describe("devices", () => {
  it("only an admin is offered Delete, and it asks first", async () => {
    let deleted = false;
    serve({
      "GET /api/remote/3": () => json(200, DEVICE),
      "DELETE /api/remote/3": () => {
        deleted = true;
        return json(200, { ok: true });
      },
      "GET /api/remote": () => json(200, { rows: [], page: 1, pageSize: 25, total: 0 }),
    });
    const manager = renderApp("/devices/3", worker(["manage"]));
    await screen.findByRole("heading", { name: "Front desk printer" });
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    manager.stopWatching();
    manager.view.unmount();
    stop = renderApp("/devices/3", worker(["admin"])).stopWatching;
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(deleted).toBe(false);
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(deleted).toBe(true));
  });
});
