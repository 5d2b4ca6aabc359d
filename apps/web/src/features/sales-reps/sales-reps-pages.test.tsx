import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { renderApp, worker } from "../../test/render-app";
import { parseSalesRepsSearch } from "./sales-reps-search";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
  vi.restoreAllMocks();
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const REP = {
  repCode: "REP30",
  firstName: "Vic",
  lastName: "Evans",
  date: "2026-01-02T10:00:00.000Z",
  version: 2,
  summary: { orderCount: 0, openOrders: 0, totals: [] },
};
const BUSY = {
  ...REP,
  repCode: "REP01",
  summary: {
    orderCount: 4,
    openOrders: 1,
    totals: [
      { countryCode: "US", cents: 722_090 },
      { countryCode: "CA", cents: 136_600 },
    ],
  },
};

type Answer = (init: RequestInit | undefined) => Response;

function serve(answers: Record<string, Answer>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const method = init?.method ?? "GET";
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = answers[`${method} ${path}`];
    return answer ? answer(init) : json(404, { message: "Not found." });
  });
}

const calls = (mock: ReturnType<typeof serve>, method: string, path: string) =>
  mock.mock.calls.filter(([input, init]) => (init?.method ?? "GET") === method && String(input) === path);

describe("sales rep detail", () => {
  it("/salesmanager/{id} opens the summary; a rep with orders offers no Delete", async () => {
    serve({ "GET /api/salesmanager/REP01": () => json(200, BUSY) });
    const app = renderApp("/salesmanager/REP01", worker(["user"]));
    stop = app.stopWatching;
    expect(await screen.findByText("A rep with orders cannot be deleted.")).toBeTruthy();
    expect(app.location().pathname).toBe("/salesmanager/REP01/summary");
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    // One amount per currency, never their sum ($8,586.90).
    const total = screen.getByText("$7,220.90").closest("[data-figure]");
    expect(total?.getAttribute("data-figure")).toBe("Total");
    expect(total?.textContent).toContain("CA$1,366.00");
    expect(screen.queryByText("$8,586.90")).toBeNull();
  });

  it("deletes a rep without orders only after 'Yes'", async () => {
    const mock = serve({
      "GET /api/salesmanager/REP30": () => json(200, REP),
      "DELETE /api/salesmanager/REP30": () => json(200, { ok: true }),
      "GET /api/salesmanager/": () => json(200, { rows: [], page: 1, pageSize: 25, total: 0 }),
    });
    const app = renderApp("/salesmanager/REP30/summary", worker(["user"]));
    stop = app.stopWatching;
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "No, cancel" }));
    expect(calls(mock, "DELETE", "/api/salesmanager/REP30")).toHaveLength(0);
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(app.location().pathname).toBe("/salesmanagers"));
    expect(calls(mock, "DELETE", "/api/salesmanager/REP30")).toHaveLength(1);
  });

  it("a refused save shows 'Error saving changes' and marks the field; the version read is sent", async () => {
    const mock = serve({
      "GET /api/salesmanager/REP30": () => json(200, REP),
      "PUT /api/salesmanager/REP30": () =>
        json(400, { message: "Error saving changes", modelState: { "model.lastName": ["Too odd."] } }),
    });
    stop = renderApp("/salesmanager/REP30/summary", worker(["user"])).stopWatching;
    await screen.findByRole("button", { name: "Delete" });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    // Under the heading and under the field, which is marked invalid.
    expect(await screen.findAllByText("Too odd.")).toHaveLength(2);
    expect(document.querySelector('input[name="lastName"]')?.getAttribute("aria-invalid")).toBe("true");
    const [put] = calls(mock, "PUT", "/api/salesmanager/REP30");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ firstName: "Vic", lastName: "Evans", version: 2 });
  });

  it("a failed load goes back to the list", async () => {
    serve({ "GET /api/salesmanager/": () => json(200, { rows: [], page: 1, pageSize: 25, total: 0 }) });
    const app = renderApp("/salesmanager/NOPE/summary", worker(["user"]));
    stop = app.stopWatching;
    await waitFor(() => expect(app.location().pathname).toBe("/salesmanagers"));
  });

  it("a new rep's empty names are refused before any call", async () => {
    const mock = serve({});
    stop = renderApp("/salesmanager/new/summary", worker(["user"])).stopWatching;
    await screen.findByRole("heading", { name: "New sales rep" });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    expect(screen.getAllByText("First name is required.").length).toBeGreaterThan(0);
    expect(calls(mock, "POST", "/api/salesmanager/")).toHaveLength(0);
  });
});

describe("a rep's orders", () => {
  // The server's search segment is optional (`:search?`): no search asks for the page alone.
  it("asks for the page alone without a search, and with the search as the last segment", async () => {
    const page = { rows: [], page: 1, pageSize: 1000, total: 0 };
    const mock = serve({
      "GET /api/salesmanager/REP01": () => json(200, BUSY),
      "GET /api/orders/salesmanager/REP01/1": () => json(200, page),
      "GET /api/orders/salesmanager/REP01/2/spider%20man": () => json(200, { ...page, page: 2 }),
    });
    const app = renderApp("/salesmanager/REP01/order", worker(["user"]));
    stop = app.stopWatching;
    await waitFor(() => expect(calls(mock, "GET", "/api/orders/salesmanager/REP01/1")).toHaveLength(1));
    stop();
    stop = renderApp("/salesmanager/REP01/order?search=spider%20man&page=2", worker(["user"])).stopWatching;
    await waitFor(() =>
      expect(calls(mock, "GET", "/api/orders/salesmanager/REP01/2/spider%20man")).toHaveLength(1),
    );
  });
});

describe("a rep's order statuses", () => {
  it("reads each status in words, not the code (issue 30 §9)", async () => {
    const row = { date: "2026-01-02T10:00:00.000Z", customerName: "Ann Lee", count: 1, countryCode: "US" };
    const page = {
      rows: [
        { ...row, id: "26-AAA0001", status: "InProcess", grandTotalCents: 1000 },
        { ...row, id: "26-AAA0002", status: "AddComic", grandTotalCents: 2000 },
      ],
      page: 1,
      pageSize: 1000,
      total: 2,
    };
    serve({
      "GET /api/salesmanager/REP01": () => json(200, BUSY),
      "GET /api/orders/salesmanager/REP01/1": () => json(200, page),
    });
    stop = renderApp("/salesmanager/REP01/order", worker(["user"])).stopWatching;
    expect(await screen.findByText("In process")).toBeTruthy();
    expect(screen.getByText("Add comic")).toBeTruthy();
    expect(screen.queryByText("InProcess")).toBeNull();
    expect(screen.queryByText("AddComic")).toBeNull();
  });
});

describe("the list's address", () => {
  it("keeps search, sort and page; drops defaults and junk", () => {
    expect(parseSalesRepsSearch({ search: " ann ", sort: "-name", page: "3" })).toEqual({
      search: "ann",
      sort: "-name",
      page: 3,
    });
    expect(parseSalesRepsSearch({ sort: "repCode", page: "0", search: 12 })).toEqual({
      search: "12",
      sort: undefined,
      page: undefined,
    });
  });
});
