// The shelves screens (issue 17): the entry box's messages and its uppercase address, the shelf list,
// an address that is not a shelf id, and the shelf detail's scan (browser messages first, then the
// server's answer as given), Remove with its confirmation and the shelf log dialog.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
// The orders feature's own test data: the order and tier screens are theirs, the link is ours.
import { ORDER_ID, orderSummary, tier, tierDetail } from "../../test/order-fixtures";
import { renderApp, worker } from "../../test/render-app";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
  window.localStorage.removeItem("gbo.shelf.action");
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function serve(answers: Record<string, (init?: RequestInit, url?: URL) => Response>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const answer = answers[`${init?.method ?? "GET"} ${url.pathname}`];
    return answer ? answer(init, url) : json(404, { message: "Not found." });
  });
}

const page = <T,>(rows: T[]) => ({ rows, page: 1, pageSize: 25, total: rows.length });
const SHELF = { id: "A-1-B", location: "Aisle A, bay 1, level B", country: "US", tierCount: 1, exists: true };
const TIER = {
  orderId: "26-SHLF001",
  tierId: "SO",
  tierStatus: "HeatSeal",
  customerName: "Dana Whitfield",
  placedAt: "2026-11-20T10:00:00Z",
  placedBy: "Max Manager",
};
const shelves = worker(["shelves"]);

describe("the shelves entry screen", () => {
  it("says what is missing or wrong, shows the id uppercase and opens /shelves/A-1-B", async () => {
    const searches: (string | null)[] = [];
    serve({
      "GET /api/shelves/": (_init, url) => {
        searches.push(url?.searchParams.get("search") ?? null);
        return json(200, page([{ ...SHELF, createdAt: "2026-11-01T10:00:00Z" }]));
      },
      "GET /api/shelves/info/A-1-B": () => json(200, SHELF),
      "GET /api/shelves/A-1-B": () => json(200, page([TIER])),
    });
    const app = renderApp("/shelves", shelves);
    stop = app.stopWatching;
    const table = await screen.findByRole("table", { name: "Shelves" });
    expect(within(table).getByText("Aisle A, bay 1, level B")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "A-1-B" }).getAttribute("href")).toBe("/shelves/A-1-B");
    const input = screen.getByLabelText(/^Shelf id/) as HTMLInputElement;
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("Please enter shelf Id")).toBeTruthy();
    fireEvent.change(input, { target: { value: "a-1" } });
    expect(input.value).toBe("A-1");
    await waitFor(() => expect(searches).toContain("A-1"));
    fireEvent.submit(input.closest("form")!);
    expect(await screen.findByText("Please enter valid shelf id")).toBeTruthy();
    fireEvent.change(input, { target: { value: "a-1-b" } });
    fireEvent.submit(input.closest("form")!);
    expect(await screen.findByRole("heading", { name: "Shelf A-1-B" })).toBeTruthy();
    expect(app.location().pathname).toBe("/shelves/A-1-B");
  });

  it.each(["A-B", "123"])(
    "the address /shelves/%s goes back with 'Please enter valid shelf id'",
    async (bad) => {
      serve({ "GET /api/shelves/": () => json(200, page([])) });
      const app = renderApp(`/shelves/${bad}`, shelves);
      stop = app.stopWatching;
      expect(await screen.findByText("Please enter valid shelf id")).toBeTruthy();
      expect(app.location().pathname).toBe("/shelves");
      expect((screen.getByLabelText(/^Shelf id/) as HTMLInputElement).value).toBe(bad);
    },
  );
});

describe("a new shelf", () => {
  it("shows where the id is, refuses one in use with a link to it, and opens a free one", async () => {
    serve({
      "GET /api/shelves/shelfexists/A-1-B": () => json(200, { exists: true }),
      "GET /api/shelves/shelfexists/B-2-C": () => json(200, { exists: false }),
      "GET /api/shelves/info/B-2-C": () =>
        json(200, {
          id: "B-2-C",
          location: "Aisle B, bay 2, level C",
          country: null,
          tierCount: 0,
          exists: false,
        }),
      "GET /api/shelves/B-2-C": () => json(200, page([])),
    });
    const app = renderApp("/shelves/new", shelves);
    stop = app.stopWatching;
    const input = (await screen.findByLabelText(/^Shelf id/)) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "a-1-b" } });
    expect(input.value).toBe("A-1-B");
    expect(screen.getByText("Aisle A, bay 1, level B")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Shelf A-1-B is already in use")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open shelf A-1-B" }).getAttribute("href")).toBe(
      "/shelves/A-1-B",
    );
    fireEvent.change(input, { target: { value: "b-2-c" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(app.location().pathname).toBe("/shelves/B-2-C"));
    expect(await screen.findByText("New shelf")).toBeTruthy();
  });
});

describe("the shelf detail", () => {
  it("checks the scan in the browser, sends it, and shows the server's answer and refusal as given", async () => {
    const posted: unknown[] = [];
    serve({
      "GET /api/shelves/info/A-1-B": () =>
        json(200, { ...SHELF, country: null, tierCount: 0, exists: false }),
      "GET /api/shelves/A-1-B": () => json(200, page([])),
      "POST /api/shelves/A/1/B": (init) => {
        const body = JSON.parse(String(init?.body));
        posted.push(body);
        return body.action === 2
          ? json(400, {
              message: "Invalid request: tier 26-SHLF001-SO is not on shelf A-1-B; it is on no shelf.",
            })
          : json(200, {
              message: "Tier 26-SHLF001-SO put on shelf A-1-B.",
              shelf: SHELF,
              tiers: page([TIER]),
            });
      },
    });
    const app = renderApp("/shelves/a-1-b", shelves);
    stop = app.stopWatching;
    expect(await screen.findByText(/the first tier scanned in creates the shelf/)).toBeTruthy();
    expect(app.location().pathname).toBe("/shelves/A-1-B");
    const input = screen.getByLabelText("Tier id") as HTMLInputElement;
    const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    submit();
    expect(await screen.findByText("Please scan or enter Tier Id")).toBeTruthy();
    fireEvent.change(input, { target: { value: "26-shlf001-so" } });
    expect(input.value).toBe("26-SHLF001-SO");
    // The action starts on In: the first scan goes through (no 'Please select an action').
    expect((screen.getByLabelText("In (1)") as HTMLInputElement).checked).toBe(true);
    submit();
    expect(await screen.findByText("Tier 26-SHLF001-SO put on shelf A-1-B.")).toBeTruthy();
    expect(posted).toEqual([{ tierId: "26-SHLF001-SO", action: 1 }]);
    expect(input.value).toBe("");
    fireEvent.change(input, { target: { value: "26-SHLF001-SO" } });
    fireEvent.click(screen.getByLabelText("Out (2)"));
    submit();
    const refusal = await screen.findByText(
      "Invalid request: tier 26-SHLF001-SO is not on shelf A-1-B; it is on no shelf.",
    );
    // The line is led by the tier scanned, not the shelf (the message names the shelf).
    expect(refusal.closest("[data-scan-feedback]")?.textContent).toMatch(/^26-SHLF001-SO — Invalid request/);
    expect(window.localStorage.getItem("gbo.shelf.action")).toBe("2");
  });

  it("remembers the worker's last action on this computer", async () => {
    window.localStorage.setItem("gbo.shelf.action", "2");
    serve({
      "GET /api/shelves/info/A-1-B": () => json(200, SHELF),
      "GET /api/shelves/A-1-B": () => json(200, page([TIER])),
    });
    const app = renderApp("/shelves/A-1-B", shelves);
    stop = app.stopWatching;
    expect(((await screen.findByLabelText("Out (2)")) as HTMLInputElement).checked).toBe(true);
  });

  it("Remove asks 'Yes' / 'No, cancel' first; the shelf log lists the moves", async () => {
    const removed: unknown[] = [];
    serve({
      "GET /api/shelves/info/A-1-B": () => json(200, SHELF),
      "GET /api/shelves/A-1-B": () => json(200, page([TIER])),
      "POST /api/shelves/removetier/A/1/B": (init) => {
        removed.push(JSON.parse(String(init?.body)));
        return json(200, {
          message: "Tier 26-SHLF001-SO taken off shelf A-1-B.",
          shelf: SHELF,
          tiers: page([]),
        });
      },
      "GET /api/shelves/log/A-1-B": () =>
        json(
          200,
          page([
            {
              id: 2,
              action: 2,
              orderId: "26-SHLF001",
              tierId: "SO",
              byName: "Max Manager",
              at: "2026-11-21T10:00:00Z",
            },
            {
              id: 1,
              action: 1,
              orderId: "26-SHLF001",
              tierId: "SO",
              byName: "Max Manager",
              at: "2026-11-20T10:00:00Z",
            },
          ]),
        ),
    });
    stop = renderApp("/shelves/A-1-B", shelves).stopWatching;
    const tiers = await screen.findByRole("table", { name: "Tiers on shelf A-1-B" });
    expect(within(tiers).getByRole("link", { name: "26-SHLF001-SO" }).getAttribute("href")).toBe(
      "/orders/26-SHLF001/SO",
    );
    fireEvent.click(within(tiers).getByRole("button", { name: "Remove 26-SHLF001-SO" }));
    fireEvent.click(await screen.findByRole("button", { name: "No, cancel" }));
    expect(removed).toHaveLength(0);
    fireEvent.click(within(tiers).getByRole("button", { name: "Remove 26-SHLF001-SO" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Tier 26-SHLF001-SO taken off shelf A-1-B.")).toBeTruthy();
    expect(removed).toEqual([{ tierId: "26-SHLF001-SO" }]);
    fireEvent.click(screen.getByRole("button", { name: "Shelf log" }));
    const log = await screen.findByRole("table", { name: "Shelf log" });
    expect(within(log).getByText("In")).toBeTruthy();
    expect(within(log).getByText("Out")).toBeTruthy();
    expect(within(log).getAllByText("Max Manager")).toHaveLength(2);
  });
});

describe("where a tier sits", () => {
  it("the order summary and the tier screen link to the tier's shelf", async () => {
    const onShelf = tier({ id: "SO", shelfId: "A-1-B" });
    vi.spyOn(window, "fetch").mockImplementation(async (input) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === `/api/orders/${ORDER_ID}`) return json(200, orderSummary({ tiers: [onShelf] }));
      if (path === `/api/orders/${ORDER_ID}/tiers/SO`) return json(200, tierDetail({ tier: onShelf }));
      return json(404, { message: "Not found." });
    });
    const summary = renderApp(`/orders/${ORDER_ID}`, worker(["admin"]));
    const link = await screen.findByRole("link", { name: "Shelf A-1-B" });
    expect(link.getAttribute("href")).toBe("/shelves/A-1-B");
    summary.stopWatching();
    summary.view.unmount();
    stop = renderApp(`/orders/${ORDER_ID}/SO`, worker(["admin"])).stopWatching;
    expect((await screen.findByRole("link", { name: "Shelf A-1-B" })).getAttribute("href")).toBe(
      "/shelves/A-1-B",
    );
  });
});
